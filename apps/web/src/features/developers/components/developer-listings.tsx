import { useLingui } from '@lingui/react/macro';
import type { TSays } from '../../../lib/i18n/says';
import { msg } from '@lingui/core/macro';
import type { TDeveloper } from '@nivaas/shared/developer';
import { useId, useRef, useState } from 'react';
import { FavoriteButton } from '../../../components/favorite-button/favorite-button';
import { PropertyCard } from '../../../components/property-card/property-card';
import { PropertyCardSkeleton } from '../../../components/property-card/property-card-skeleton';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { errorMessage } from '../../../lib/http-client';
import { DEVELOPER_TEXT } from '../lib/developer-display';
import { sayRequestText } from '../lib/say-request-text';
import { useDeveloperListings } from '../api/get-developer-listings';
import styles from './developer-sections.module.css';

/** Two columns beside the summary on wide screens, one on phones. */
const CARD_SIZES = '(min-width: 1280px) 390px, (min-width: 768px) 50vw, 100vw';
const SKELETONS = ['a', 'b'];
const COUNT = msg({
  message: '{n, plural, one {# listing for sale or rent} other {# listings for sale or rent}}',
});

/** The builder's homes on sale or rent now, from the listing search (API.md `developer`). */
export function DeveloperListings({ developer }: { developer: TDeveloper }) {
  const { t, i18n: lingui } = useLingui();
  const i18n: TSays = lingui;
  const [page, setPage] = useState(1);
  const { name } = developer;
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
        {t`Properties by ${name}`}
      </h3>
      <p className={styles.listingsCount}>{total === undefined ? '' : i18n._(COUNT, { n: total })}</p>
      {listings.isPending ? (
        <div role="status" aria-busy="true" aria-label={t`Loading properties`} className={styles.cards}>
          {SKELETONS.map((key) => (
            <PropertyCardSkeleton key={key} />
          ))}
        </div>
      ) : listings.isError ? (
        <Alert
          severity="error"
          action={
            <Button size="sm" onClick={() => listings.refetch()}>
              {t`Retry`}
            </Button>
          }
        >
          {sayRequestText(i18n, errorMessage(listings.error, DEVELOPER_TEXT.listingsFallback.message ?? ''))}
        </Alert>
      ) : listings.data.data.length === 0 ? (
        <p className={styles.muted}>{t`No properties by this builder are listed right now.`}</p>
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
            label={t`Property pages`}
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
