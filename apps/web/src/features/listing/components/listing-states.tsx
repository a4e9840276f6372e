import SearchX from 'lucide-react/icons/search-x';
import type { ReactNode } from 'react';
import styles from './listing-states.module.css';

/** No results (DESIGN 'Empty, loading and error states'), as components/feedback/empty-state draws it. */
export function ListingEmpty({
  title,
  message,
  actions,
}: {
  title: string;
  message?: string;
  actions?: ReactNode;
}) {
  return (
    <div className={styles.state}>
      <SearchX size={48} className={styles.emptyIcon} />
      <h2 className={styles.emptyTitle}>{title}</h2>
      {message && <p className={styles.message}>{message}</p>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
