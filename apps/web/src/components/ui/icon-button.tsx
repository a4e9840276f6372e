import { type ComponentProps, forwardRef, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { iconButtonClass, type TButtonLook } from './button-class';

type TIconButtonLook = Omit<TButtonLook, 'fullWidth'>;

export type TIconButtonProps = Omit<ComponentProps<'button'>, 'className' | 'aria-label' | 'children'> &
  TIconButtonLook & {
    /** The accessible name, required: the button shows only an icon. */
    label: string;
    icon: ReactNode;
  };

/** A round button with only an icon; `label` names it for screen readers. 44 px by default. */
export const IconButton = forwardRef<HTMLButtonElement, TIconButtonProps>(function IconButton(
  { label, icon, variant, size, tone, className, type = 'button', ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      aria-label={label}
      className={iconButtonClass({ variant, size, tone, className })}
      {...rest}
    >
      {icon}
    </button>
  );
});

/** A link with only an icon (Home in a bar); `label` names it. */
export function IconButtonLink({
  label,
  icon,
  variant,
  size,
  tone,
  className,
  ...rest
}: Omit<ComponentProps<typeof RouterLink>, 'className' | 'aria-label' | 'children'> &
  TIconButtonLook & { label: string; icon: ReactNode }) {
  return (
    <RouterLink aria-label={label} className={iconButtonClass({ variant, size, tone, className })} {...rest}>
      {icon}
    </RouterLink>
  );
}
