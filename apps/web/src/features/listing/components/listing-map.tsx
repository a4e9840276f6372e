import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import { MAP_HEIGHT_PX } from '../../../config/map';
import type { TPropertyMapProps } from './property-map';

/** Leaflet, its CSS and the clustering plugin arrive only when the map view is opened. */
const PropertyMap = lazy(() => import('./property-map'));

function MapPlaceholder() {
  return (
    <Box role="status" aria-label="Loading map">
      <Skeleton width={220} height={44} sx={{ mb: 1 }} />
      <Skeleton variant="rectangular" height={MAP_HEIGHT_PX} sx={{ borderRadius: 3 }} />
    </Box>
  );
}

export function ListingMap(props: TPropertyMapProps) {
  return (
    <Suspense fallback={<MapPlaceholder />}>
      <PropertyMap {...props} />
    </Suspense>
  );
}
