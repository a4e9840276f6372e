import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import type { TPropertyQuery } from '../lib/filters';
import styles from './listing-map.module.css';
import type { TPropertyMapProps } from './property-map';

/** The map view's code (its query, then Leaflet, its CSS and the clustering plugin) arrives only with the map view. */
const ListingMapView = lazy(() => import('./listing-map-view'));

function MapPlaceholder() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading map`}>
      <div className={`${styles.bone} ${styles.line}`} />
      <div className={`${styles.bone} ${styles.map}`} />
    </div>
  );
}

export type TListingMapProps = Omit<TPropertyMapProps, 'map' | 'isStale' | 'isFetching' | 'center'> & {
  /** GET /properties/map's query (the filters and the area), without the zoom. */
  query: TPropertyQuery;
  /** The zoom of the map's own area; none before it has one. */
  zoom: number | undefined;
  /** The city's centre, when the filters name a known city. */
  center: [number, number] | null | undefined;
};

export function ListingMap(props: TListingMapProps) {
  return (
    <Suspense fallback={<MapPlaceholder />}>
      <ListingMapView {...props} />
    </Suspense>
  );
}
