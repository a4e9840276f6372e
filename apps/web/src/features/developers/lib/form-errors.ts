import { type TDeveloperForm, ZDeveloperForm } from '@nivaas/shared/developer';
import { HttpError } from '../../../lib/http-client';
import type { TSays } from '../../../lib/i18n/says';
import { ENGLISH } from './developer-display';
import { DEVELOPER_FORM_MSG } from './form-messages';
import { toFormFieldPath } from './form-rows';
import type { TDeveloperFormValues } from './form-values';

/** One message per form field, keyed by its path in the form ('headquarters.city', 'awards.2.year'). */
export type TFieldErrors = Record<string, string>;

export type TValidation =
  | { data: TDeveloperForm; errors?: undefined }
  | { data?: undefined; errors: TFieldErrors };

/**
 * Checks the form with the shared schema the server parses with (spec §5 messages). The schema
 * checks rows before it drops the empty ones, so a row's message carries its place in the form.
 */
export function validateDeveloperForm(values: TDeveloperFormValues): TValidation {
  const result = ZDeveloperForm.safeParse(values);
  if (result.success) return { data: result.data };
  const errors: TFieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return { errors };
}

const FILE_FIELDS = new Set(['logo', 'teamPhotos']);

/** True when the form shows a message under this path: a text input, or one of the file pickers. */
export function isFormField(path: string, values: TDeveloperFormValues): boolean {
  if (FILE_FIELDS.has(path)) return true;
  let node: unknown = values;
  for (const part of path.split('.')) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }
  return typeof node === 'string';
}

/** A 422's `errors`, keyed by the form fields they belong to. */
export function serverFieldErrors(err: unknown, values: TDeveloperFormValues): TFieldErrors {
  if (!(err instanceof HttpError) || err.status !== 422) return {};
  const errors: TFieldErrors = {};
  for (const [key, message] of Object.entries(err.errors)) {
    const path = toFormFieldPath(key, values);
    if (!(path in errors)) errors[path] = message;
  }
  return errors;
}

/**
 * Why a save failed, beyond the §8 sentence: the server's or the connection's message ('Logo must
 * be a JPEG, PNG, WebP, AVIF or GIF image'). A 422 explains itself under the fields instead.
 */
export function failureReason(err: unknown): string | undefined {
  if (err instanceof HttpError) return err.status === 422 ? undefined : err.message || undefined;
  return err instanceof Error && err.message ? err.message : undefined;
}

/**
 * §8: the server's error field is preferred to 'Failed to upload logo' (that one in the page's
 * language; the server's as it came, for the page to say).
 */
export function logoFailureMessage(err: unknown, i18n: TSays = ENGLISH): string {
  const failed = i18n._(DEVELOPER_FORM_MSG.logoFailed);
  if (!(err instanceof HttpError)) return failed;
  if (err.isNetworkError) return err.message;
  return err.errors.logo || err.serverError || failed;
}
