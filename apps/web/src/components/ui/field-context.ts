import { createContext, useContext } from 'react';

/** What a Field tells the control inside it: its id and the ids of the texts that describe it. */
export type TFieldContext = {
  id: string;
  describedBy: string | undefined;
  isInvalid: boolean;
  isRequired: boolean;
  isDisabled: boolean;
};

export const FieldContext = createContext<TFieldContext | null>(null);

/**
 * The attributes a control inside a Field takes: the Field's id (its label points at it), and
 * aria-describedby added to the control's own; aria-invalid, required and disabled unless the
 * control sets them. Outside a Field, only the props.
 */
export function useFieldControl<
  P extends {
    id?: string;
    'aria-describedby'?: string;
    'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling';
    required?: boolean;
    disabled?: boolean;
  },
>(props: P): P {
  const field = useContext(FieldContext);
  if (!field) return props;
  const describedBy = [field.describedBy, props['aria-describedby']].filter(Boolean).join(' ') || undefined;
  return {
    ...props,
    id: field.id,
    'aria-describedby': describedBy,
    'aria-invalid': props['aria-invalid'] ?? (field.isInvalid || undefined),
    required: props.required ?? (field.isRequired || undefined),
    disabled: props.disabled ?? (field.isDisabled || undefined),
  };
}
