import type { TDeveloper } from '@nivaas/shared/developer';
import { useId, useRef, useState } from 'react';
import { FavoriteButton } from '../../../components/favorite-button/favorite-button';
import { PropertyCard } from '../../../components/property-card/property-card';
import { PropertyCardSkeleton } from '../../../components/property-card/property-card-skeleton';
import { plural } from '../../../components/property-card/property-card-lib';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { errorMessage } from '../../../lib/http-client';
import { useDeveloperListings } from '../api/get-developer-listings';
import styles from './developer-sections.module.css';

/** Two columns beside the summary on wide screens, one on phones. */
const CARD_SIZES = '(min-width: 1280px) 390px, (min-width: 768px) 50vw, 100vw';
const SKELETONS = ['a', 'b'];

/** The builder's homes on sale or rent now, from the listing search (API.md `developer`). */
export function DeveloperListings({ developer }: { developer: TDeveloper }) {
  const [page, setPage] = useState(1);
  const headingId = useId();
  const topRef = useRef<HTMLDivElement>(null);
  const listings = useDeveloperListings(developer._id, page);
  const total = listings.data?.pagination.total;

  const changePage = (next: number) => {
    setPage(next);
    topRef.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <div ref={topRef} className={styles.listings}>
      <h3 id={headingId} className={styles.subheading}>
        Properties by {developer.name}
      </h3>
      <p className={styles.listingsCount}>
        {total === undefined ? '' : `${plural(total, 'listing', 'listings')} for sale or rent`}
      </p>
      {listings.isPending ? (
        <div role="status" aria-busy="true" aria-label="Loading properties" className={styles.cards}>
          {SKELETONS.map((key) => (
            <PropertyCardSkeleton key={key} />
          ))}
        </div>
      ) : listings.isError ? (
        <Alert
          severity="error"
          action={
            <Button size="sm" onClick={() => listings.refetch()}>
              Retry
            </Button>
          }
        >
          {errorMessage(listings.error, 'Failed to fetch properties')}
        </Alert>
      ) : listings.data.data.length === 0 ? (
        <p className={styles.muted}>No properties by this builder are listed right now.</p>
      ) : (
        <>
          <ul
            aria-labelledby={headingId}
            className={listings.isPlaceholderData ? `${styles.cards} ${styles.stale}` : styles.cards}
          >
            {listings.data.data.map((property) => (
              <li key={property._id}>
                <PropertyCard
                  property={property}
                  sizes={CARD_SIZES}
                  favoriteSlot={<FavoriteButton propertyId={property._id} property={property} />}
                />
              </li>
            ))}
          </ul>
          <Pagination
            label="Property pages"
            page={page}
            pageCount={listings.data.pagination.pages}
            onChange={changePage}
            className={styles.pages}
          />
        </>
      )}
    </div>
  );
}
