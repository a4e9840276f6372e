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

/**
 * Optional text: blank or null becomes undefined. Null is what the API answers for a field without
 * a value, so an answer sent back as it was read is accepted.
 */
export function optionalText(max = 10_000) {
  return z
    .string({ error: () => 'Must be text' })
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : undefined));
}

/**
 * A whole number in a query string (`?page=2`): blank means not given; anything else that is not
 * a whole number in [min, max] is refused, so it never reaches the database (a 400 naming it).
 */
export function queryInt(min: number, max: number) {
  return z
    .string()
    .trim()
    .optional()
    .transform((v, ctx): number | undefined => {
      if (v === undefined || v === '') return undefined;
      const n = Number(v);
      if (!/^\d+$/.test(v) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: `Must be a whole number from ${min} to ${max}` });
        return z.NEVER;
      }
      return n;
    })
    .meta({ type: 'integer', minimum: min, maximum: max });
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** 'YYYY-MM-DD' naming a day the calendar has (not 2024-02-30 or 2023-02-29), in years 1 to 9999. */
export function isCalendarDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const isLeap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return day <= (month === 2 && isLeap ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0));
}

/** A file part of a multipart form, for the API document (the server reads and checks its bytes). */
export function filePart(description: string) {
  return z.string().meta({ format: 'binary', description });
}
