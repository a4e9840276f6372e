import type { FastifyReply } from 'fastify';
import { ZFailure, ZValidationFailure } from '@nivaas/shared/envelope';
import type { z } from 'zod';

/** What each failure status means on this API (API.md 'Status codes'), for the document. */
const FAILURES = {
  400: 'Malformed JSON or form, or a query or path parameter that cannot be read (the message names it)',
  401: "No token, or a bad or expired one ('Not authorized'); wrong email or password on login",
  403: 'Signed in, but the role or ownership does not allow it; or the account is deactivated',
  404: 'No such record (also a well-formed id that does not exist)',
  409: 'Conflicts with what is stored (an email in use, the last admin …)',
  413: 'A file or the body is over its limit (the message names it)',
  415: 'A file whose content is not an allowed type (the message names the allowed types)',
  422: "Field validation: 'Validation failed' with the spec's message for each field in `errors`",
  429: "Too many requests from this address ('Too many requests, please try again later')",
  500: "A fault of ours ('Server error occurred. Please try again later.'); details only in the log",
} as const;
export type TFailureStatus = keyof typeof FAILURES;

/**
 * The error envelopes a route can answer, each described; every route can answer 500.
 * `...failures(401, 404)` beside the route's 2xx answer.
 */
export function failures<C extends Exclude<TFailureStatus, 500>>(
  ...statuses: C[]
): { [K in C | 500]: K extends 422 ? typeof ZValidationFailure : typeof ZFailure } {
  const out: Record<number, z.ZodType> = {};
  for (const status of [...statuses, 500] as TFailureStatus[]) {
    out[status] = (status === 422 ? ZValidationFailure : ZFailure).describe(FAILURES[status]);
  }
  return out as { [K in C | 500]: K extends 422 ? typeof ZValidationFailure : typeof ZFailure };
}

/** `security` of a route that needs a token (the bearer scheme of the document). */
export const SIGNED_IN: Record<string, string[]>[] = [{ bearerAuth: [] }];
/** `security` of a route that answers anyone, and more to a signed-in caller. */
export const SIGNED_IN_OPTIONAL: Record<string, string[]>[] = [{}, { bearerAuth: [] }];

/**
 * Sends an answer the database wrote as JSON text (cards, a listing's detail, the builders list):
 * Fastify sends a string as it is, without parsing or serialising it again. Its shape is the
 * route's response schema (tests parse these texts with it).
 */
export function sendJsonText(reply: FastifyReply | { send(payload: never): unknown }, text: string) {
  return (reply as FastifyReply).type('application/json; charset=utf-8').send(text);
}
