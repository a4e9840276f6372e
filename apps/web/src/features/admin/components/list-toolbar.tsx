import type { ReactNode } from 'react';
import styles from './list-toolbar.module.css';

/**
 * The row above an admin table: the search box (and any filters) on the left, and a live count of
 * what is shown, so a screen-reader user hears the result of a search.
 */
export function ListToolbar({
  children,
  countText,
  isLoading,
}: {
  children: ReactNode;
  /** The count of what is shown, in the page's language ('12 users', '12 यूज़र'). */
  countText: string;
  /** No list yet (still loading, or it failed): no count rather than a misleading '0'. */
  isLoading?: boolean;
}) {
  return (
    <div className={styles.toolbar}>
      <div className={styles.controls}>{children}</div>
      <p className={styles.count} role="status" aria-live="polite">
        {isLoading ? '' : countText}
      </p>
    </div>
  );
}
