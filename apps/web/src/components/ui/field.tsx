import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import { FieldContext } from './field-context';
import styles from './field.module.css';

export type TFieldProps = {
  label: ReactNode;
  /** A hint under the control ('What do you do?'). */
  help?: ReactNode;
  /** The validation message (the spec's text), shown under the control in red and announced. */
  error?: ReactNode;
  isRequired?: boolean;
  /** Marks the field '(optional)' after its label. */
  isOptional?: boolean;
  isDisabled?: boolean;
  /** Keeps the label for screen readers only (a search box whose purpose the page shows). */
  isLabelHidden?: boolean;
  /** The control's id (set it here, not on the control, so the label follows); made up otherwise. */
  id?: string;
  className?: string;
  children: ReactNode;
};

/**
 * A labelled form control (DESIGN 'Forms'): the label above, the help text and the error below,
 * joined to the control with aria-describedby; the control is aria-invalid while there is an
 * error, and the error is announced politely when it appears. The control inside (TextInput,
 * Textarea, Select, Combobox…) takes its id and attributes from here.
 */
export function Field({
  label,
  help,
  error,
  isRequired = false,
  isOptional = false,
  isDisabled = false,
  isLabelHidden = false,
  id,
  className,
  children,
}: TFieldProps) {
  const { t } = useLingui();
  const ownId = useId();
  const controlId = id ?? `${ownId}-control`;
  const helpId = `${ownId}-help`;
  const errorId = `${ownId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [help ? helpId : undefined, hasError ? errorId : undefined].filter(Boolean).join(' ');
  return (
    <FieldContext.Provider
      value={{
        id: controlId,
        describedBy: describedBy || undefined,
        isInvalid: hasError,
        isRequired,
        isDisabled,
      }}
    >
      <div className={[styles.field, className].filter(Boolean).join(' ')}>
        <label htmlFor={controlId} className={isLabelHidden ? styles.srOnly : styles.label}>
          {label}
          {isRequired && (
            <span className={styles.required} aria-hidden="true">
              *
            </span>
          )}
          {isOptional && (
            <>
              {' '}
              <span className={styles.optional}>{t`(optional)`}</span>
            </>
          )}
        </label>
        {children}
        <FieldMessages help={help} helpId={helpId} error={hasError ? error : null} errorId={errorId} />
      </div>
    </FieldContext.Provider>
  );
}

/** The help text and the error line under a control or a group (shared with RadioGroup). */
export function FieldMessages({
  help,
  helpId,
  error,
  errorId,
}: {
  help?: ReactNode;
  helpId: string;
  error: ReactNode;
  errorId: string;
}) {
  return (
    <>
      {help && (
        <p id={helpId} className={styles.help}>
          {help}
        </p>
      )}
      <p id={errorId} className={styles.error} aria-live="polite">
        {error}
      </p>
    </>
  );
}
