import CircleAlert from 'lucide-react/icons/circle-alert';
import type { TStateStyles } from './listing-no-matches';

/** A failed load with a retry, as components/feedback/error-state draws it. */
export default function ListingError({
  styles,
  title,
  message,
  onRetry,
  retryLabel,
}: {
  /** listing-states.module.css, imported by the page. */
  styles: TStateStyles;
  title: string;
  message?: string;
  onRetry: () => void;
  /** 'Retry' in the page's language (given by the page: this chunk needs no translator of its own). */
  retryLabel: string;
}) {
  return (
    <div role="alert" className={styles.state}>
      <CircleAlert size={48} className={styles.errorIcon} />
      <h2 className={styles.errorTitle}>{title}</h2>
      {message && <p className={styles.message}>{message}</p>}
      <button type="button" className={styles.retry} onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
