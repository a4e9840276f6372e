import { type ReactNode, useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { Field } from '../../../components/ui/field';
import { TextInput, type TTextInputProps } from '../../../components/ui/text-input';
import { Textarea } from '../../../components/ui/textarea';
import type { TPropertyFormValues } from '../lib/form-values';
import styles from './property-form.module.css';
import { type TFieldName, useFieldError } from './use-form-field';

type TInputProps = Pick<
  TTextInputProps,
  'type' | 'inputMode' | 'autoComplete' | 'placeholder' | 'disabled' | 'min' | 'step' | 'lang'
>;

/**
 * A text field of the property form on the kit's Field: the label above, the hint and the
 * field's message under it and tied to it (aria-describedby), so a screen reader reads the message
 * with the field. Registered with the form, its ref on the input (the first invalid one is focused).
 */
export function FormTextField({
  name,
  label,
  hint,
  isRequired = false,
  isOptional = false,
  isMultiline = false,
  prefix,
  unit,
  className,
  ...inputProps
}: TInputProps & {
  name: TFieldName;
  label: string;
  hint?: ReactNode;
  isRequired?: boolean;
  /** Marks the field '(optional)' after its label. */
  isOptional?: boolean;
  /** A text area of four rows. */
  isMultiline?: boolean;
  /** A sign before the text, inside the border ('₹'). */
  prefix?: string;
  /** A unit after the text, inside the border ('sq ft'); it also describes the input. */
  unit?: string;
  className?: string;
}) {
  const { register } = useFormContext<TPropertyFormValues>();
  const message = useFieldError(name);
  const unitId = useId();
  return (
    <Field
      label={label}
      help={hint}
      error={message}
      isRequired={isRequired}
      isOptional={isOptional}
      className={className}
    >
      {isMultiline ? (
        <Textarea rows={4} placeholder={inputProps.placeholder} lang={inputProps.lang} {...register(name)} />
      ) : (
        <TextInput
          {...inputProps}
          {...register(name)}
          startIcon={prefix ? <span className={styles.prefix}>{prefix}</span> : undefined}
          endAdornment={
            unit ? (
              <span id={unitId} className={styles.unit}>
                {unit}
              </span>
            ) : undefined
          }
          aria-describedby={unit ? unitId : undefined}
        />
      )}
    </Field>
  );
}
