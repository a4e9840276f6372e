import CircleAlert from 'lucide-react/icons/circle-alert';
import type { ReactNode } from 'react';
import { Button } from '../ui/button';
import styles from './states.module.css';

/** A failure in a page or list, announced (role="alert"), with Retry when it can be tried again. */
export function ErrorState(props: {
  title: string;
  message?: string;
  onRetry?: () => void;
  retryLabel?: string;
  action?: ReactNode;
}) {
  return (
    <div role="alert" className={styles.state}>
      <span className={`${styles.icon} ${styles.errorIcon}`} aria-hidden="true">
        <CircleAlert size={48} strokeWidth={1.5} />
      </span>
      <h2 className={`${styles.title} ${styles.errorTitle}`}>{props.title}</h2>
      {props.message && <p className={styles.message}>{props.message}</p>}
      {(props.onRetry || props.action) && (
        <div className={styles.actions}>
          {props.onRetry && (
            <Button variant="primary" onClick={props.onRetry}>
              {props.retryLabel ?? 'Retry'}
            </Button>
          )}
          {props.action}
        </div>
      )}
    </div>
  );
}
