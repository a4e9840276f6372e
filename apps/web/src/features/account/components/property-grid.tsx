import { useLingui } from '@lingui/react/macro';
import type { TPropertyCard } from '@nivaas/shared/property';
import type { ReactNode } from 'react';
import { FavoriteButton } from '../../../components/favorite-button/favorite-button';
import { PropertyCard } from '../../../components/property-card/property-card';
import { PropertyCardSkeleton } from '../../../components/property-card/property-card-skeleton';
import styles from './property-grid.module.css';

const GRID_SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw';

/** Listings as cards with the favourite toggle; `footer` adds something under a card (Edit). */
export function PropertyGrid({
  properties,
  label,
  footer,
  withFavorite = true,
}: {
  properties: readonly TPropertyCard[];
  label: string;
  footer?: (property: TPropertyCard) => ReactNode;
  /** The heart over each photo (off on a shortlist shared with others). */
  withFavorite?: boolean;
}) {
  return (
    <ul aria-label={label} className={styles.grid}>
      {properties.map((p, i) => (
        <li key={p._id} className={styles.item}>
          <div className={styles.card}>
            <PropertyCard
              property={p}
              eager={i < 2}
              sizes={GRID_SIZES}
              favoriteSlot={withFavorite ? <FavoriteButton propertyId={p._id} property={p} /> : undefined}
            />
          </div>
          {footer?.(p)}
        </li>
      ))}
    </ul>
  );
}

/** The grid's shape while its listings load. */
export function PropertyGridSkeleton({ count = 4 }: { count?: number }) {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading properties`} aria-busy="true" className={styles.grid}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <PropertyCardSkeleton key={i} />
      ))}
    </div>
  );
}
