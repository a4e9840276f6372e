import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { TDeveloper } from '@nivaas/shared/developer';
import { useId, useRef, useState } from 'react';
import { FavoriteButton } from '../../../components/favorite-button/favorite-button';
import { PropertyCard } from '../../../components/property-card/property-card';
import { PropertyCardSkeleton } from '../../../components/property-card/property-card-skeleton';
import { plural } from '../../../components/property-card/property-card-lib';
import { errorMessage } from '../../../lib/http-client';
import { useDeveloperListings } from '../api/get-developer-listings';
import { gridListSx, TWO_COLUMNS } from './grid-list';
import { PageLinks } from './page-links';

/** Two columns beside the summary on wide screens, one on phones. */
const CARD_SIZES = '(min-width: 1200px) 390px, (min-width: 640px) 50vw, 100vw';
const gridSx = { ...gridListSx(TWO_COLUMNS), transition: 'opacity 150ms ease-out' } as const;
const SKELETONS = ['a', 'b'];
/** Where the sticky header and tab bar end, so a new page starts in view below them. */
const TABS_BOTTOM = 128;

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
    <Box ref={topRef} sx={{ mt: 4, scrollMarginTop: TABS_BOTTOM }}>
      <Typography id={headingId} variant="h4" component="h3" sx={{ mb: 0.5 }}>
        Properties by {developer.name}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, minHeight: 20 }}>
        {total === undefined ? '' : `${plural(total, 'listing', 'listings')} for sale or rent`}
      </Typography>
      {listings.isPending ? (
        <Box sx={gridSx} role="status" aria-label="Loading properties">
          {SKELETONS.map((key) => (
            <PropertyCardSkeleton key={key} />
          ))}
        </Box>
      ) : listings.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => listings.refetch()}>
              Retry
            </Button>
          }
        >
          {errorMessage(listings.error, 'Failed to fetch properties')}
        </Alert>
      ) : listings.data.data.length === 0 ? (
        <Typography color="text.secondary">No properties by this developer are listed right now.</Typography>
      ) : (
        <>
          <Box
            component="ul"
            aria-labelledby={headingId}
            sx={{ ...gridSx, opacity: listings.isPlaceholderData ? 0.6 : 1 }}
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
          </Box>
          <PageLinks
            label="Property pages"
            page={page}
            pages={listings.data.pagination.pages}
            onPage={changePage}
          />
        </>
      )}
    </Box>
  );
}
