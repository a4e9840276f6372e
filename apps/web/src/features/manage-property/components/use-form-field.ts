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

/**
 * A text input's registration for FormTextField: the ref goes to the <input> itself (so the first
 * invalid field can be focused), and the field's message becomes its helper text.
 */
export function useTextField(name: TFieldName, hint?: string) {
  const { register } = useFormContext<TPropertyFormValues>();
  const { ref, ...rest } = register(name);
  const message = useFieldError(name);
  return { ...rest, inputRef: ref, error: Boolean(message), helperText: message ?? hint };
}
