import { useAdminFormat } from '../lib/admin-format';
import styles from './date-time-text.module.css';

/** '22 Nov 2026, 07:03 pm' in a table cell: it breaks after the comma, never inside the date or the time. */
export function DateTimeText({ value }: { value: string }) {
  const text = useAdminFormat().dateTime(value);
  const at = text.indexOf(', ');
  return (
    <time dateTime={value} className={styles.date}>
      {at < 0 ? (
        text
      ) : (
        <>
          <span>{text.slice(0, at + 1)}</span> <span>{text.slice(at + 2)}</span>
        </>
      )}
    </time>
  );
}
