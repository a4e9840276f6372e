import { useLingui } from '@lingui/react/macro';
import type { TDeveloper } from '@nivaas/shared/developer';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { DeveloperCard } from './developer-card';
import cardStyles from './developer-card.module.css';
import styles from './developer-grid.module.css';

/** Cards of the first row (up to 3 columns) load their logos eagerly. */
const FIRST_ROW = 3;
const SKELETON_KEYS = ['a', 'b', 'c', 'd', 'e', 'f'];

/** One page of builder cards (12, admin spec §9) and the page links under them. */
export function DeveloperGrid({
  developers,
  page,
  pages,
  isStale,
  onPage,
}: {
  developers: readonly TDeveloper[];
  page: number;
  pages: number;
  /** The results of the previous filters, shown dimmed while the new ones load. */
  isStale: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useLingui();
  return (
    <>
      <ul
        aria-label={t`Builders`}
        aria-busy={isStale}
        className={isStale ? `${styles.grid} ${styles.stale}` : styles.grid}
      >
        {developers.map((d, i) => (
          <li key={d._id} className={styles.item}>
            <DeveloperCard developer={d} eager={i < FIRST_ROW} />
          </li>
        ))}
      </ul>
      <Pagination page={page} pageCount={pages} onChange={onPage} label={t`Pages`} className={styles.pages} />
    </>
  );
}

/** The directory while its first answer is on the way: cards in the shape of the ones to come. */
export function DeveloperGridSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-busy="true" aria-label={t`Loading builders`} className={styles.grid}>
      {SKELETON_KEYS.map((key) => (
        <div key={key} className={cardStyles.card} aria-hidden="true">
          <div className={cardStyles.top}>
            <Skeleton shape="rect" className={styles.logo} />
            <Skeleton width="40%" />
          </div>
          <div>
            <Skeleton width="70%" className={styles.title} />
            <Skeleton width="45%" />
          </div>
          <div>
            <Skeleton width="100%" />
            <Skeleton width="95%" />
            <Skeleton width="60%" />
          </div>
          <Skeleton shape="rect" className={styles.facts} />
          <Skeleton shape="rect" className={styles.button} />
        </div>
      ))}
    </div>
  );
}
