import CircleAlert from 'lucide-react/icons/circle-alert';
import styles from './listing-states.module.css';

/** A failed load with a retry, as components/feedback/error-state draws it. */
export default function ListingError({
  title,
  message,
  onRetry,
}: {
  title: string;
  message?: string;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className={styles.state}>
      <CircleAlert size={48} className={styles.errorIcon} />
      <h2 className={styles.errorTitle}>{title}</h2>
      {message && <p className={styles.message}>{message}</p>}
      <button type="button" className={styles.retry} onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
