import { useLingui } from '@lingui/react/macro';
import type { TProperty } from '@nivaas/shared/property';
import { Component, lazy, type ReactNode, Suspense } from 'react';
import { useNearScreen } from '../../../lib/use-near-screen';
import { useDetailWords } from '../lib/detail-words';
import { FALLBACK_TEXT, fullAddress, latLngOf } from '../lib/property-display';
import styles from './detail-cards.module.css';
import { DetailIcon } from './detail-icon';

const LocationMapView = lazy(() => import('./location-map-view'));
const MAP_HEIGHT = 260;

/** A map that fails to load (offline, blocked chunk) must not take the page down with it. */
class MapBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * The listing on a map, or the spec's note when it has no coordinates. Leaflet (its own chunk)
 * loads only when the card comes near the screen: on phones it is below the first view.
 */
export function LocationMapCard({ property, title }: { property: TProperty; title: string }) {
  const { t, i18n } = useLingui();
  const w = useDetailWords();
  const position = latLngOf(property);
  const [mapRef, isNear] = useNearScreen<HTMLElement>('300px 0px');
  const placeholder = <span className={styles.mapLoading} style={{ height: MAP_HEIGHT }} />;
  return (
    <section aria-labelledby="location-title" className={styles.card}>
      <h2 id="location-title" className={styles.cardTitle}>
        {t`Location`}
      </h2>
      <p className={`${styles.small} ${styles.address}`}>{fullAddress(property.address, w)}</p>
      {position ? (
        <>
          <section
            ref={mapRef}
            aria-label={t`Map showing ${title}`}
            className={styles.map}
            style={{ height: MAP_HEIGHT }}
          >
            <MapBoundary
              fallback={
                <p className={`${styles.text} ${styles.muted} ${styles.mapFailed}`}>
                  {t`The map could not be loaded.`}
                </p>
              }
            >
              {isNear ? (
                <Suspense fallback={placeholder}>
                  <LocationMapView position={position} title={title} height={MAP_HEIGHT} />
                </Suspense>
              ) : (
                placeholder
              )}
            </MapBoundary>
          </section>
          <a
            href={`https://www.openstreetmap.org/?mlat=${position[0]}&mlon=${position[1]}#map=16/${position[0]}/${position[1]}`}
            target="_blank"
            rel="noopener noreferrer"
            className={`${styles.link} ${styles.mapLink}`}
          >
            {t`Open in maps`} <DetailIcon name="openInNew" size="1em" />
          </a>
        </>
      ) : (
        <p className={`${styles.text} ${styles.muted}`}>{i18n._(FALLBACK_TEXT.noLocation)}</p>
      )}
    </section>
  );
}
