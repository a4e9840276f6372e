import { AppError } from './app-error';
import { isUuid } from './validate';

/**
 * The id of a path like /developers/{id}: a malformed id is a 400 (API.md), so only
 * well-formed ids reach the database and an unknown one is a clean 404 there.
 */
export function parseIdParam(params: unknown, name = 'id'): string {
  const value = (params as Record<string, unknown> | undefined)?.[name];
  if (typeof value !== 'string' || !isUuid(value)) throw AppError.badRequest(`Invalid ${name}`);
  return value.toLowerCase();
}
