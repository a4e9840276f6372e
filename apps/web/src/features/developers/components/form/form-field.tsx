import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { type FieldPath, get, useFormContext } from 'react-hook-form';
import { Field } from '../../../../components/ui/field';
import { TextInput } from '../../../../components/ui/text-input';
import { Textarea } from '../../../../components/ui/textarea';
import { useSayKnown } from '../../../../lib/i18n/known-messages';
import { sayLabel, type TFieldKind, type TLabel } from '../../lib/form-fields';
import type { TDeveloperFormValues } from '../../lib/form-values';

/**
 * The browser hints of each kind of input: the phone keyboard and the box. No autofill: the
 * addresses are the builder's, not the admin's own.
 */
const KIND_PROPS: Record<
  Exclude<TFieldKind, 'long'>,
  { type?: string; inputMode?: 'numeric' | 'url' | 'email' | 'tel' }
> = {
  text: {},
  url: { type: 'url', inputMode: 'url' },
  email: { type: 'email', inputMode: 'email' },
  tel: { type: 'tel', inputMode: 'tel' },
  year: { inputMode: 'numeric' },
  count: { type: 'number', inputMode: 'numeric' },
};

/**
 * The message under a field of the form, if any, in the page's language (the shared schema's and
 * the server's texts through `useSayKnown`, as the sign-in forms say them).
 */
export function useFieldMessage(name: string): string | undefined {
  const { formState } = useFormContext<TDeveloperFormValues>();
  const say = useSayKnown();
  const message = (get(formState.errors, name) as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? say(message) : undefined;
}

/**
 * A labelled input of the form (the kit's Field): the label above the box, the hint and the
 * message under it and tied to it, so a screen reader reads the message with the field.
 */
export function FormField({
  name,
  label,
  kind = 'text',
  isRequired = false,
  hint,
  className,
}: {
  name: FieldPath<TDeveloperFormValues>;
  label: TLabel;
  kind?: TFieldKind;
  isRequired?: boolean;
  hint?: MessageDescriptor;
  className?: string;
}) {
  const { i18n } = useLingui();
  const { register } = useFormContext<TDeveloperFormValues>();
  const message = useFieldMessage(name);
  return (
    <Field
      label={sayLabel(i18n, label)}
      help={hint && i18n._(hint)}
      error={message}
      isRequired={isRequired}
      className={className}
    >
      {kind === 'long' ? (
        <Textarea rows={3} {...register(name)} />
      ) : (
        <TextInput
          {...KIND_PROPS[kind]}
          min={kind === 'count' ? 0 : undefined}
          step={kind === 'count' ? 1 : undefined}
          {...register(name)}
        />
      )}
    </Field>
  );
}
