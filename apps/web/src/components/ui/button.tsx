import { type ComponentProps, type ReactNode, forwardRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { buttonClass, buttonSpinnerClass, type TButtonLook } from './button-class';

export type TButtonProps = Omit<ComponentProps<'button'>, 'className'> &
  TButtonLook & {
    /** Busy: the button is disabled, shows a spinner and, if given, `busyLabel` ('Saving…'). */
    busy?: boolean;
    busyLabel?: string;
    startIcon?: ReactNode;
    endIcon?: ReactNode;
  };

/**
 * A button (DESIGN 'Forms': busy state on the button). `type="button"` unless told otherwise, so
 * a button inside a form submits only when it says so.
 */
export const Button = forwardRef<HTMLButtonElement, TButtonProps>(function Button(
  {
    variant = 'secondary',
    size,
    tone,
    fullWidth,
    className,
    busy = false,
    busyLabel,
    startIcon,
    endIcon,
    disabled,
    type = 'button',
    children,
    ...rest
  },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClass({ variant, size, tone, fullWidth, className })}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy ? <span className={buttonSpinnerClass} aria-hidden="true" /> : startIcon}
      {busy && busyLabel ? busyLabel : children}
      {!busy && endIcon}
    </button>
  );
});

export type TButtonLinkProps = Omit<ComponentProps<typeof RouterLink>, 'className'> &
  TButtonLook & { startIcon?: ReactNode; endIcon?: ReactNode };

/** A link that looks like a button: for navigation (a route), never for an action. */
export function ButtonLink({
  variant = 'secondary',
  size,
  tone,
  fullWidth,
  className,
  startIcon,
  endIcon,
  children,
  ...rest
}: TButtonLinkProps) {
  return (
    <RouterLink className={buttonClass({ variant, size, tone, fullWidth, className })} {...rest}>
      {startIcon}
      {children}
      {endIcon}
    </RouterLink>
  );
}
