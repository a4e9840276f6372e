import { type FieldPath, get, useFormContext } from 'react-hook-form';
import type { TPropertyFormValues } from '../lib/form-values';
import { useSayFormText } from '../lib/form-words';

export type TFieldName = FieldPath<TPropertyFormValues>;

/**
 * The message under a field, if any, in the page's language: the schema's and the form's own
 * texts are English where they are made (a Hindi page says them in Hindi); the server's already
 * come in the page's language.
 */
export function useFieldError(name: string): string | undefined {
  const {
    formState: { errors },
  } = useFormContext<TPropertyFormValues>();
  const say = useSayFormText();
  const message = (get(errors, name) as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? say(message) : undefined;
}
