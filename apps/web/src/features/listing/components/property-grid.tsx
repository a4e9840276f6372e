import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Pagination from '@mui/material/Pagination';
import type { TProperty } from '@nivaas/shared/property';
import { FavoriteButton } from '../../../components/favorite-button/favorite-button';
import { PropertyCard } from '../../../components/property-card/property-card';
import { PropertyCardSkeleton } from '../../../components/property-card/property-card-skeleton';
import { LISTING_PAGE_SIZE } from '../lib/options';

/** Cards in the first row (up to 4 columns) load eagerly; the rest lazily. */
const FIRST_ROW = 4;
const SKELETON_KEYS = Array.from({ length: LISTING_PAGE_SIZE }, (_, n) => `skeleton-${n}`);
const cell = { xs: 12, sm: 6, md: 4, lg: 3 } as const;

export function PropertyGridSkeleton() {
  return (
    <Grid container spacing={3} aria-busy="true" aria-label="Loading properties">
      {SKELETON_KEYS.map((key) => (
        <Grid key={key} size={cell}>
          <PropertyCardSkeleton />
        </Grid>
      ))}
    </Grid>
  );
}

/** The results grid (12 a page, spec §9) with its pagination. */
export function PropertyGrid({
  properties,
  page,
  pages,
  isMobile,
  selectedId,
  isFetching,
  onPage,
}: {
  properties: TProperty[];
  page: number;
  pages: number;
  isMobile: boolean;
  selectedId: string | null;
  isFetching: boolean;
  onPage: (page: number) => void;
}) {
  return (
    <>
      <Grid
        container
        spacing={3}
        component="ul"
        aria-label="Properties"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          opacity: isFetching ? 0.6 : 1,
          transition: 'opacity 150ms ease-out',
        }}
      >
        {properties.map((property, i) => (
          <Grid key={property._id} size={cell} component="li">
            <PropertyCard
              property={property}
              eager={i < FIRST_ROW}
              headingComponent="h2"
              isSelected={property._id === selectedId}
              favoriteSlot={<FavoriteButton propertyId={property._id} property={property} />}
            />
          </Grid>
        ))}
      </Grid>
      {pages > 1 && (
        <Box component="nav" aria-label="Pages" sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
          <Pagination
            count={pages}
            page={Math.min(page, pages)}
            onChange={(_e, value) => onPage(value)}
            siblingCount={isMobile ? 0 : 1}
            boundaryCount={isMobile ? 1 : 2}
            color="primary"
            shape="rounded"
            size={isMobile ? 'medium' : 'large'}
            sx={{ '& .MuiPaginationItem-root': { minWidth: { xs: 44, md: 40 }, height: { xs: 44, md: 40 } } }}
          />
        </Box>
      )}
    </>
  );
}
