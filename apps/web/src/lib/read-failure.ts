import { type TFailure, ZValidationFailure } from '@nivaas/shared/envelope';
import { z } from 'zod';

/**
 * A failure envelope read field by field: a field of the wrong type is left out rather than
 * losing the others (a proxy's `{ message }` without `error` still shows its message).
 */
const S = ZValidationFailure.shape;
const ZFailureRead = z.object({
  success: S.success.optional().catch(undefined),
  message: S.message.optional().catch(undefined),
  error: S.error.optional().catch(undefined),
  errors: S.errors.optional().catch(undefined),
  messageKey: S.messageKey.catch(undefined),
  errorKeys: S.errorKeys.catch(undefined),
});

export function readFailure(body: unknown): Partial<TFailure> | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const read = ZFailureRead.parse(body);
  const out: Partial<TFailure> = {};
  for (const [k, v] of Object.entries(read)) if (v !== undefined) (out as Record<string, unknown>)[k] = v;
  return out;
}
