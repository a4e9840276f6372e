import { z } from 'zod';

/**
 * A text field that must be present: a missing value, a non-string and a blank one all give
 * the spec's message (e.g. 'Title is required'), so the client can show it under the field.
 */
export function requiredText(message: string, max = 10_000) {
  return z
    .string({ error: () => message })
    .trim()
    .min(1, message)
    .max(max, `Must be at most ${max} characters`);
}

/** Optional text: blank becomes undefined. */
export function optionalText(max = 10_000) {
  return z
    .string({ error: () => 'Must be text' })
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : undefined));
}
