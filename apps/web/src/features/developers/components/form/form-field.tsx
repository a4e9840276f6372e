import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';
import { type FieldPath, get, useFormContext } from 'react-hook-form';
import type { TFieldKind } from '../../lib/form-fields';
import type { TDeveloperFormValues } from '../../lib/form-values';

/** The browser hints of each kind of input: the phone keyboard, autofill, the box's height. */
const KIND_PROPS: Record<TFieldKind, { type?: string; inputMode?: 'numeric' | 'url' | 'email' | 'tel' }> = {
  text: {},
  long: {},
  url: { type: 'url', inputMode: 'url' },
  email: { type: 'email', inputMode: 'email' },
  tel: { type: 'tel', inputMode: 'tel' },
  year: { inputMode: 'numeric' },
  count: { type: 'number', inputMode: 'numeric' },
};

/** The message under a field of the form, if any. */
export function useFieldMessage(name: string): string | undefined {
  const { formState } = useFormContext<TDeveloperFormValues>();
  const message = (get(formState.errors, name) as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

/**
 * A labelled input of the form: the label above the box (DESIGN 'Forms'), the message or hint
 * under it and tied to it, so a screen reader reads the message with the field.
 */
export function FormField({
  name,
  label,
  kind = 'text',
  isRequired = false,
  hint,
}: {
  name: FieldPath<TDeveloperFormValues>;
  label: string;
  kind?: TFieldKind;
  isRequired?: boolean;
  hint?: string;
}) {
  const { register } = useFormContext<TDeveloperFormValues>();
  const { ref, ...field } = register(name);
  const message = useFieldMessage(name);
  const inputId = useId();
  const helpId = useId();
  const help = message ?? hint;
  const { type, inputMode } = KIND_PROPS[kind];
  return (
    <FormControl fullWidth error={Boolean(message)} required={isRequired}>
      <FormLabel
        htmlFor={inputId}
        sx={{ mb: 0.75, fontWeight: 600, fontSize: '0.875rem', color: 'text.primary' }}
      >
        {label}
      </FormLabel>
      <OutlinedInput
        {...field}
        id={inputId}
        inputRef={ref}
        type={type}
        multiline={kind === 'long'}
        minRows={kind === 'long' ? 3 : undefined}
        slotProps={{
          input: {
            inputMode,
            min: kind === 'count' ? 0 : undefined,
            step: kind === 'count' ? 1 : undefined,
            'aria-describedby': help ? helpId : undefined,
          },
        }}
      />
      {help && (
        <FormHelperText id={helpId} sx={{ mx: 0 }}>
          {help}
        </FormHelperText>
      )}
    </FormControl>
  );
}
