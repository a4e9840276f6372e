import { type ComponentProps, forwardRef, type ReactNode } from 'react';
import { useFieldControl } from './field-context';
import styles from './input.module.css';

export type TTextInputProps = Omit<ComponentProps<'input'>, 'size'> & {
  /** An icon inside the border, before the text (decorative). */
  startIcon?: ReactNode;
  /** A control inside the border, after the text (a clear button). */
  endAdornment?: ReactNode;
  /** 44 px high instead of 48 (a toolbar's search box). */
  isSmall?: boolean;
};

/** A one-line text input; inside a Field it is labelled and described by it. */
export const TextInput = forwardRef<HTMLInputElement, TTextInputProps>(function TextInput(
  { startIcon, endAdornment, isSmall = false, className, type = 'text', ...props },
  ref,
) {
  const control = useFieldControl(props);
  const input = (
    <input
      ref={ref}
      type={type}
      className={[styles.control, isSmall && !startIcon && !endAdornment && styles.small, className]
        .filter(Boolean)
        .join(' ')}
      {...control}
    />
  );
  if (!startIcon && !endAdornment) return input;
  return (
    <div
      className={[
        styles.adorned,
        !startIcon && styles.noStart,
        endAdornment && styles.hasEnd,
        isSmall && styles.small,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      {startIcon && <span className={styles.start}>{startIcon}</span>}
      {input}
      {endAdornment && <span className={styles.end}>{endAdornment}</span>}
    </div>
  );
});
