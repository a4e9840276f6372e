import type { TPriceHistoryPoint } from '@nivaas/shared/price-history';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import sectionStyles from './detail-sections.module.css';
import styles from './price-history-view.module.css';

/** The chart and the table: their code arrives when the section nears the screen. */
const PriceHistoryView = lazy(() => import('./price-history-view'));

export const PRICE_HISTORY_TITLE = 'Price history';

/** Whether the element has come within a screen of the viewport (once true, stays true). */
function useNearScreen() {
  const ref = useRef<HTMLElement | null>(null);
  const [isNear, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || isNear) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [isNear]);
  return [ref, isNear] as const;
}

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
  const [ref, isNear] = useNearScreen();
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
        {PRICE_HISTORY_TITLE}
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
