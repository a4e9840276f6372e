import { useLingui } from '@lingui/react/macro';
import { Skeleton } from '../../../components/ui/skeleton';
import styles from './developer-detail-skeleton.module.css';
import headerStyles from './developer-header.module.css';

/** The detail page's shape while the builder loads: header, tab bar, sections and the summary. */
export function DeveloperDetailSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-busy="true" aria-label={t`Loading builder`}>
      <Skeleton width="14em" className={styles.crumbs} />
      <div className={headerStyles.header}>
        <Skeleton shape="rect" className={styles.logo} />
        <div className={headerStyles.identity}>
          <Skeleton width="60%" className={styles.title} />
          <Skeleton width="40%" />
          <Skeleton width="30%" />
        </div>
        <Skeleton shape="rect" className={styles.counts} />
      </div>
      <div className={styles.layout}>
        <div>
          <Skeleton shape="rect" className={styles.tabs} />
          <Skeleton width="90%" />
          <Skeleton width="95%" />
          <Skeleton width="70%" />
        </div>
        <Skeleton shape="rect" className={styles.summary} />
      </div>
    </div>
  );
}
