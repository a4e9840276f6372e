import { useLingui } from '@lingui/react/macro';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import type { TPropertyCard } from '@nivaas/shared/property';
import { FavoriteButton } from '../../../components/favorite-button/favorite-button';
import { PropertyCard } from '../../../components/property-card/property-card';
import { PropertyCardSkeleton } from '../../../components/property-card/property-card-skeleton';
import { LISTING_PAGE_SIZE } from '../lib/options';
import { pageItems } from '../lib/pagination';
import styles from './property-grid.module.css';

/** Cards in the first row (up to 4 columns) load eagerly; the rest lazily. */
const FIRST_ROW = 4;
const SKELETON_KEYS = Array.from({ length: LISTING_PAGE_SIZE }, (_, n) => `skeleton-${n}`);

export function PropertyGridSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-busy="true" aria-label={t`Loading properties`} className={styles.grid}>
      {SKELETON_KEYS.map((key) => (
        <PropertyCardSkeleton key={key} />
      ))}
    </div>
  );
}

/**
 * Page numbers and arrows (spec §9): siblings 1 and boundary 2, or 0 and 1 on phones. Both bars
 * are rendered and a media query shows one, so the first render is the same at every width.
 */
function Pagination({
  page,
  pages,
  variant,
  onPage,
}: {
  page: number;
  pages: number;
  variant: 'phone' | 'desktop';
  onPage: (page: number) => void;
}) {
  const { t } = useLingui();
  const items = variant === 'phone' ? pageItems(page, pages, 0, 1) : pageItems(page, pages, 1, 2);
  return (
    <nav aria-label={t`Pages`} className={`${styles.pages} ${styles[variant]}`}>
      <ul className={styles.pageList}>
        {items.map((item) => {
          if (item.type === 'page') {
            const selected = item.page === page;
            return (
              <li key={item.page}>
                <button
                  type="button"
                  className={styles.pageButton}
                  aria-current={selected ? 'page' : undefined}
                  onClick={() => !selected && onPage(item.page)}
                >
                  <span className={styles.srOnly}>{selected ? t`page` : t`Go to page`} </span>
                  {item.page}
                </button>
              </li>
            );
          }
          if (item.type !== 'previous' && item.type !== 'next')
            return (
              <li key={item.type}>
                <div className={styles.ellipsis}>…</div>
              </li>
            );
          return (
            <li key={item.type}>
              <button
                type="button"
                className={styles.pageButton}
                aria-label={item.type === 'previous' ? t`Go to previous page` : t`Go to next page`}
                disabled={item.disabled}
                onClick={() => onPage(item.page)}
              >
                {item.type === 'previous' ? (
                  <ChevronLeft size="1.25em" className={styles.arrow} />
                ) : (
                  <ChevronRight size="1.25em" className={styles.arrow} />
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The results grid (12 a page, spec §9) with its pagination. */
export function PropertyGrid({
  properties,
  page,
  pages,
  selectedId,
  isFetching,
  onPage,
}: {
  properties: TPropertyCard[];
  page: number;
  pages: number;
  selectedId: string | null;
  isFetching: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useLingui();
  const current = Math.min(page, pages);
  return (
    <>
      <ul
        aria-label={t`Properties`}
        aria-busy={isFetching || undefined}
        className={isFetching ? `${styles.grid} ${styles.fetching}` : styles.grid}
      >
        {properties.map((property, i) => (
          <li key={property._id}>
            <PropertyCard
              property={property}
              eager={i < FIRST_ROW}
              priority={i === 0}
              headingComponent="h2"
              isSelected={property._id === selectedId}
              favoriteSlot={<FavoriteButton propertyId={property._id} property={property} />}
            />
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <>
          <Pagination page={current} pages={pages} variant="desktop" onPage={onPage} />
          <Pagination page={current} pages={pages} variant="phone" onPage={onPage} />
        </>
      )}
    </>
  );
}
