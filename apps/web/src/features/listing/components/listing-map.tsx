import { lazy, Suspense } from 'react';
import { MAP_HEIGHT_PX } from '../../../config/map';
import styles from './listing-map.module.css';
import type { TPropertyMapProps } from './property-map';

/** Leaflet, its CSS and the clustering plugin arrive only with the map view. */
const PropertyMap = lazy(() => import('./property-map'));

function MapPlaceholder() {
  return (
    <div role="status" aria-label="Loading map">
      <div className={`${styles.bone} ${styles.line}`} />
      <div className={`${styles.bone} ${styles.map}`} style={{ height: MAP_HEIGHT_PX }} />
    </div>
  );
}

export function ListingMap(props: TPropertyMapProps) {
  return (
    <Suspense fallback={<MapPlaceholder />}>
      <PropertyMap {...props} />
    </Suspense>
  );
}
