import { type ComponentProps, forwardRef, type ReactNode, useId } from 'react';
import { FieldMessages } from './field';
import styles from './choice.module.css';

export type TCheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'size'> & {
  label: ReactNode;
  help?: ReactNode;
  error?: ReactNode;
};

/** A checkbox with its label to the right; help and error under it, as every field has. */
export const Checkbox = forwardRef<HTMLInputElement, TCheckboxProps>(function Checkbox(
  { label, help, error, className, id, ...props },
  ref,
) {
  return <Choice ref={ref} kind="checkbox" {...{ label, help, error, className, id, ...props }} />;
});

/** An on/off switch (a checkbox with role="switch"): for a setting that applies at once. */
export const Switch = forwardRef<HTMLInputElement, TCheckboxProps>(function Switch(
  { label, help, error, className, id, ...props },
  ref,
) {
  return <Choice ref={ref} kind="switch" {...{ label, help, error, className, id, ...props }} />;
});

const Choice = forwardRef<HTMLInputElement, TCheckboxProps & { kind: 'checkbox' | 'switch' }>(function Choice(
  { kind, label, help, error, className, id, ...props },
  ref,
) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const hasError = !!error;
  const describedBy =
    [help ? `${ownId}-help` : undefined, hasError ? `${ownId}-error` : undefined, props['aria-describedby']]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className={styles.choice}>
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          role={kind === 'switch' ? 'switch' : undefined}
          className={kind === 'switch' ? styles.switch : styles.box}
          aria-invalid={hasError || undefined}
          {...props}
          aria-describedby={describedBy}
        />
        <span className={styles.text}>{label}</span>
      </label>
      <FieldMessages help={help} helpId={`${ownId}-help`} error={error} errorId={`${ownId}-error`} />
    </div>
  );
});
