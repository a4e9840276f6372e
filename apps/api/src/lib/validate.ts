import type { z } from 'zod';
import { AppError } from './app-error';

/**
 * Parses input with a shared zod schema; failures become a 422 with one message per field
 * (the first issue of each field, so the client shows the spec's text under it).
 */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    if (!(key in errors)) errors[key] = issue.message;
  }
  throw AppError.validation(errors);
}

/** Like validate, but unreadable query values are a 400 naming the parameter (API.md). */
export function validateQuery<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  // The parameter itself, not a position inside it ('amenities', not 'amenities.1').
  const name = issue?.path.length ? String(issue.path[0]) : 'query';
  throw AppError.badRequest(`Invalid value for parameter '${name}'`);
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function isUuid(value: string): boolean {
  return UUID_RE.test(value);
}
