import styles from './spinner.module.css';

/** A spinning ring for work of unknown length; never alone on a blank page (use a Skeleton there). */
export function Spinner({ size = 'md', className }: { size?: 'md' | 'lg'; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={[styles.spinner, size === 'lg' && styles.lg, className].filter(Boolean).join(' ')}
    />
  );
}
