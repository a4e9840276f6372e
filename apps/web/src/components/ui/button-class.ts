import styles from './button.module.css';

export type TButtonLook = {
  variant?: 'text' | 'contained' | 'outlined';
  color?: 'primary' | 'secondary' | 'inherit';
  size?: 'medium' | 'large' | 'icon';
  className?: string;
};

/** The class names of a light button (a <button> or a link that looks like one). */
export function buttonClass({
  variant = 'text',
  color = 'primary',
  size = 'medium',
  className,
}: TButtonLook = {}) {
  return [
    styles.button,
    variant === 'contained' && (color === 'secondary' ? styles.secondary : styles.contained),
    variant === 'outlined' && styles.outlined,
    color === 'inherit' && styles.inherit,
    size === 'large' && styles.large,
    size === 'icon' && styles.icon,
    className,
  ]
    .filter(Boolean)
    .join(' ');
}
