import { useLingui } from '@lingui/react/macro';
import styles from './property-detail-skeleton.module.css';

/** The page's shape while the listing loads: header, 16:9 photo, facts and the side cards. */
export function PropertyDetailSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading property`} aria-live="polite">
      <span className={styles.text} style={{ width: 220 }} />
      <span className={`${styles.text} ${styles.title}`} />
      <span className={`${styles.text} ${styles.address}`} />
      <div className={styles.layout}>
        <div>
          <span className={`${styles.rounded} ${styles.photo}`} />
          <span className={`${styles.rounded} ${styles.facts}`} />
          <span className={`${styles.text} ${styles.bar}`} />
          <span className={styles.text} style={{ width: '90%' }} />
          <span className={styles.text} style={{ width: '80%' }} />
        </div>
        <div>
          <span className={styles.rounded} style={{ height: 160 }} />
          <span className={`${styles.rounded} ${styles.card}`} />
        </div>
      </div>
    </div>
  );
}
