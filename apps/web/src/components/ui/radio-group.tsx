import { type ReactNode, useId } from 'react';
import { FieldMessages } from './field';
import styles from './choice.module.css';
import fieldStyles from './field.module.css';

export type TRadioOption<T extends string> = {
  value: T;
  label: ReactNode;
  help?: ReactNode;
  isDisabled?: boolean;
};

export type TRadioGroupProps<T extends string> = {
  label: ReactNode;
  /** The radios' shared name (a form field's name). */
  name: string;
  options: readonly TRadioOption<T>[];
  value: T | '' | undefined;
  onChange: (value: T) => void;
  help?: ReactNode;
  error?: ReactNode;
  isRequired?: boolean;
  isDisabled?: boolean;
  orientation?: 'vertical' | 'horizontal';
  className?: string;
};

/**
 * One choice of a few, all visible (Account Type: Buyer or Real Estate Agent): native radios in a
 * radio group named by its label; the arrow keys move between them, as the browser does. The group
 * says when it is required or invalid, and its help and error describe it.
 */
export function RadioGroup<T extends string>({
  label,
  name,
  options,
  value,
  onChange,
  help,
  error,
  isRequired = false,
  isDisabled = false,
  orientation = 'vertical',
  className,
}: TRadioGroupProps<T>) {
  const id = useId();
  const hasError = !!error;
  const describedBy =
    [help ? `${id}-help` : undefined, hasError ? `${id}-error` : undefined].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className={[styles.group, className].filter(Boolean).join(' ')}>
      <span id={`${id}-label`} className={styles.legend}>
        {label}
        {isRequired && (
          <span className={fieldStyles.required} aria-hidden="true">
            *
          </span>
        )}
      </span>
      <div
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy}
        aria-invalid={hasError || undefined}
        aria-required={isRequired || undefined}
        className={[styles.options, orientation === 'horizontal' && styles.horizontal]
          .filter(Boolean)
          .join(' ')}
      >
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          return (
            <label key={option.value} htmlFor={optionId} className={styles.choice}>
              <input
                id={optionId}
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                disabled={isDisabled || option.isDisabled}
                onChange={() => onChange(option.value)}
                className={styles.box}
                aria-describedby={option.help ? `${optionId}-help` : undefined}
              />
              <span className={styles.text}>
                {option.label}
                {option.help && (
                  <span id={`${optionId}-help`} className={styles.help}>
                    {option.help}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
      <FieldMessages help={help} helpId={`${id}-help`} error={error} errorId={`${id}-error`} />
    </div>
  );
}
