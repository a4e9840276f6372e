import { type FieldPath, get, useFormContext } from 'react-hook-form';
import type { TPropertyFormValues } from '../lib/form-values';

export type TFieldName = FieldPath<TPropertyFormValues>;

/** The message under a field, if any. */
export function useFieldError(name: string): string | undefined {
  const {
    formState: { errors },
  } = useFormContext<TPropertyFormValues>();
  const message = (get(errors, name) as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}
