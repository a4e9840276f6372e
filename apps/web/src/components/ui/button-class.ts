import styles from './button.module.css';

export type TButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type TButtonSize = 'sm' | 'md' | 'lg';
/** `inverse` on a dark (primary) background; `inherit` takes the colour around it. */
export type TButtonTone = 'default' | 'inverse' | 'inherit';

export type TButtonLook = {
  variant?: TButtonVariant;
  size?: TButtonSize;
  tone?: TButtonTone;
  fullWidth?: boolean;
  className?: string;
};

const cx = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ');

/** The class names of a button, for an element that is not a <Button> (a link, a label, a summary). */
export function buttonClass({
  variant = 'ghost',
  size = 'md',
  tone = 'default',
  fullWidth = false,
  className,
}: TButtonLook = {}): string {
  return cx(
    styles.button,
    styles[variant],
    size !== 'md' && styles[size],
    tone !== 'default' && styles[tone],
    fullWidth && styles.fullWidth,
    className,
  );
}

/** The class names of a round icon-only button. */
export function iconButtonClass({
  variant = 'ghost',
  size = 'md',
  tone = 'default',
  className,
}: Omit<TButtonLook, 'fullWidth'> = {}): string {
  return cx(buttonClass({ variant, size, tone }), styles.icon, className);
}

export const buttonSpinnerClass = styles.spinner;
