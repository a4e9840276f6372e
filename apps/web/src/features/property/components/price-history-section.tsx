import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { TPriceHistoryPoint } from '@nivaas/shared/price-history';
import { lazy, Suspense } from 'react';
import { useNearScreen } from '../../../lib/use-near-screen';
import sectionStyles from './detail-sections.module.css';
import styles from './price-history-view.module.css';

/** The chart and the table: their code arrives when the section nears the screen. */
const PriceHistoryView = lazy(() => import('./price-history-view'));

export const PRICE_HISTORY_TITLE = 'Price history';
const TITLE = msg`Price history`;

/**
 * 'Price history' on the detail page (issue 18): every price the listing has had with its date,
 * as a small chart and a table. Below the fold, so its code is fetched only as it nears the screen.
 */
export function PriceHistorySection({
  history,
  status,
}: {
  history: readonly TPriceHistoryPoint[] | undefined;
  status: string;
}) {
  const { i18n } = useLingui();
  // Within a screen's height of the viewport: the chart is ready by the time it is scrolled to.
  const [ref, isNear] = useNearScreen<HTMLElement>('100% 0px');
  if (!history?.length) return null;
  return (
    <section
      ref={ref}
      id="section-price-history"
      aria-labelledby="section-price-history-title"
      className={sectionStyles.section}
      data-testid="price-history"
    >
      <h2 id="section-price-history-title" className={sectionStyles.heading}>
        {i18n._(TITLE)}
      </h2>
      {isNear ? (
        <Suspense fallback={<div className={styles.placeholder} />}>
          <PriceHistoryView history={history} status={status} />
        </Suspense>
      ) : (
        <div className={styles.placeholder} />
      )}
    </section>
  );
}
