import type { z } from 'zod';
import { AppError } from './app-error';

/**
 * One message per field: the first issue of each, keyed by its path ('title', 'address.city';
 * '_' for the whole input), so the client shows the spec's text under the field.
 */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/**
 * Parses a form the route has read itself (multipart, or a listing's fields with its files) with
 * its shared zod schema; failures are the same 422 as a body Fastify validated.
 */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw AppError.validation(fieldErrors(result.error.issues));
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function isUuid(value: string): boolean {
  return UUID_RE.test(value);
}
