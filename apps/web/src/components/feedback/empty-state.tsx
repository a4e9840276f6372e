import SearchX from 'lucide-react/icons/search-x';
import type { ReactNode } from 'react';
import styles from './states.module.css';

/** What a list shows when it has nothing: what happened and what to do next. */
export function EmptyState(props: {
  title: string;
  message?: string;
  actions?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <div className={styles.state}>
      <span className={styles.icon} aria-hidden="true">
        {props.icon ?? <SearchX size={48} strokeWidth={1.5} />}
      </span>
      <h2 className={styles.title}>{props.title}</h2>
      {props.message && <p className={styles.message}>{props.message}</p>}
      {props.actions && <div className={styles.actions}>{props.actions}</div>}
    </div>
  );
}
