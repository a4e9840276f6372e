import Box from '@mui/material/Box';
import type { TProperty } from '@nivaas/shared/property';
import type { ReactNode } from 'react';
import { FavoriteButton } from '../../../components/favorite-button/favorite-button';
import { PropertyCard } from '../../../components/property-card/property-card';
import { PropertyCardSkeleton } from '../../../components/property-card/property-card-skeleton';

const GRID_SIZES = '(min-width: 1200px) 300px, (min-width: 900px) 33vw, (min-width: 640px) 50vw, 100vw';

const gridSx = {
  listStyle: 'none',
  p: 0,
  m: 0,
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' },
  gap: 2,
} as const;

/** Listings as cards with the favourite toggle; `footer` adds something under a card (Edit). */
export function PropertyGrid({
  properties,
  label,
  footer,
}: {
  properties: readonly TProperty[];
  label: string;
  footer?: (property: TProperty) => ReactNode;
}) {
  return (
    <Box component="ul" aria-label={label} sx={gridSx}>
      {properties.map((p, i) => (
        <Box component="li" key={p._id} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Box sx={{ flex: 1 }}>
            <PropertyCard
              property={p}
              eager={i < 2}
              sizes={GRID_SIZES}
              favoriteSlot={<FavoriteButton propertyId={p._id} property={p} />}
            />
          </Box>
          {footer?.(p)}
        </Box>
      ))}
    </Box>
  );
}

export function PropertyGridSkeleton({ count = 4 }: { count?: number }) {
  return (
    <Box sx={gridSx} role="status" aria-label="Loading properties">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <PropertyCardSkeleton key={i} />
      ))}
    </Box>
  );
}
