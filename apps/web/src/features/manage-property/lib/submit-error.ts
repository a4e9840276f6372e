import { HttpError } from '../../../lib/http-client';
import { keptApprovals, keptHighlights, toFormFieldKey } from './form-rows';
import type { TPropertyFormValues } from './form-values';
import type { TFieldErrors, TFormMode } from './validate-property-form';

export const PROPERTY_MSG = {
  created: 'Property created successfully!',
  updated: 'Property updated successfully!',
  createFailed: 'Failed to create property',
  updateFailed: 'Failed to update property',
  updateRejected: 'Update failed',
  notFound: 'Property not found',
  loadFailed: 'Failed to load data',
} as const;

const nonBlank = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v : undefined);

/**
 * The failure message of public-site §8. Create: the server's `error` field, then its message,
 * then the `errors` values joined with commas, else 'Failed to create property'. Edit: the
 * server's `error` field, else the error's message, else 'Failed to update property'. A request
 * that never reached the server says so in both.
 */
export function submitErrorMessage(err: unknown, mode: TFormMode): string {
  if (err instanceof HttpError) {
    if (err.isNetworkError) return err.message;
    const body = err.body;
    const fromServer = nonBlank(body?.error);
    if (mode === 'edit') return fromServer ?? nonBlank(err.message) ?? PROPERTY_MSG.updateFailed;
    const joined = Object.values(body?.errors ?? {})
      .filter((m) => nonBlank(m))
      .join(', ');
    return fromServer ?? nonBlank(body?.message) ?? (nonBlank(joined) || PROPERTY_MSG.createFailed);
  }
  if (mode === 'edit' && err instanceof Error) return nonBlank(err.message) ?? PROPERTY_MSG.updateFailed;
  return mode === 'create' ? PROPERTY_MSG.createFailed : PROPERTY_MSG.updateFailed;
}

/** A 422's `errors` keyed by the form fields they belong to (placed under those fields). */
export function serverFieldErrors(err: unknown, values: TPropertyFormValues): TFieldErrors {
  if (!(err instanceof HttpError) || err.status !== 422) return {};
  const rows = { highlights: keptHighlights(values), approvals: keptApprovals(values) };
  const out: TFieldErrors = {};
  for (const [key, message] of Object.entries(err.errors)) {
    const field = toFormFieldKey(key, rows);
    if (!(field in out)) out[field] = message;
  }
  return out;
}
