import { lazy, useMemo } from 'react';
import { DEFAULT_MAP_CENTER, MAP_DEFAULT_ZOOM } from '../../../config/map';
import { usePropertyMap } from '../api/get-property-map';
import type { TListingMapProps } from './listing-map';

/** Leaflet asked for at once, while the map's first answer is on its way. */
const PropertyMap = lazy(() => import('./property-map'));

/** The zoom a map asks at before it has fitted the matches (country-wide cells: only their extent matters). */
const MAP_FIT_ZOOM = 5;

/** The listing's map view (listing-map.tsx loads it with the view): the server's map of the matches, drawn. */
export default function ListingMapView({ query, zoom, center, ...props }: TListingMapProps) {
  const { bbox } = props;
  const zoomed = useMemo(
    () => ({ ...query, zoom: zoom ?? (bbox ? MAP_DEFAULT_ZOOM : MAP_FIT_ZOOM) }),
    [query, zoom, bbox],
  );
  const results = usePropertyMap(zoomed);
  return (
    <PropertyMap
      {...props}
      center={center ?? DEFAULT_MAP_CENTER}
      map={results.data}
      isStale={results.isPending || results.isPlaceholderData}
      isFetching={results.isFetching}
    />
  );
}
