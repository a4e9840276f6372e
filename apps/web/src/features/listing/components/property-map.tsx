import 'leaflet/dist/leaflet.css';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { TMapBox, TMapCluster, TMapMarker, TPropertyMap } from '@nivaas/shared/property-map';
import L from 'leaflet';
import { type CSSProperties, useEffect, useMemo, useRef, useState } from 'react';
import { MapContainer, TileLayer, useMap, useMapEvent, ZoomControl } from 'react-leaflet';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import {
  MAP_DEFAULT_ZOOM,
  MAP_HEIGHT_PX,
  MAP_TILE_ATTRIBUTION,
  MAP_TILE_URL,
  MARKER_RADIUS,
  MARKER_RADIUS_SELECTED,
  POPUP_MAX_WIDTH_PX,
} from '../../../config/map';
import { MAP_MARKER_COLORS } from '../../../config/spec-colors';
import { useLocalizedPath } from '../../../lib/i18n/use-localized-path';
import { paths } from '../../../config/paths';
import type { TSay } from '../lib/filters';
import {
  bboxOf,
  boundsOfBbox,
  clusterLabel,
  clusterText,
  mapTitle,
  markerLabel,
  popupAddress,
  popupPrice,
  type TMapArea,
} from '../lib/map';
import styles from './property-map.module.css';

export const NO_PROPERTIES_ON_MAP = msg`No properties to display on map.`;
export const TILES_FAILED = msg`The map background could not be loaded. Properties are shown on a plain background.`;
export const FOLLOW_MAP_LABEL = msg`Search as I move the map`;
const CLOSE_POPUP = msg`Close popup`;
const ON_THE_MAP = msg({
  message: '{n, plural, one {# property on the map} other {# properties on the map}}',
});

export type TPropertyMapProps = {
  /** The server's map of the filters in the area (undefined before the first answer). */
  map: TPropertyMap | undefined;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onOpen: (id: string) => void;
  /** Set while the map has no area of its own yet: the answer's bounds are fitted once per key. */
  fitKey: string | null;
  /** True while `map` is not yet the answer for the current filters and area. */
  isStale: boolean;
  isFetching: boolean;
  center: [number, number];
  /** The `bbox` filter of the page's URL: a shared link opens on it. */
  bbox: string;
  /** 'Search as I move the map': moving the map asks again (and filters the list to the area). */
  follow: boolean;
  onFollowChange: (follow: boolean) => void;
  /**
   * The map's area and zoom to ask about: after a fit, and after each move while following (the
   * list then follows the area too), or when 'Search this area' asks (`isSearch`).
   */
  onArea: (area: TMapArea, isSearch?: boolean) => void;
};

const areaOf = (map: L.Map): TMapArea => {
  const b = map.getBounds();
  return {
    bbox: bboxOf({ west: b.getWest(), south: b.getSouth(), east: b.getEast(), north: b.getNorth() }),
    zoom: Math.round(map.getZoom()),
  };
};

const leafletBounds = (box: TMapBox): L.LatLngBoundsExpression => [
  [box[1], box[0]],
  [box[3], box[2]],
];

/** How the markers and popups say things and link: in the page's language, to its own pages. */
type TMapWords = { i18n: TSay; href: (id: string) => string };

/** The popup, built as DOM nodes so listing text is never read as HTML. */
function popupContent(property: TMapMarker, onOpen: (id: string) => void, words: TMapWords): HTMLElement {
  const { i18n } = words;
  const root = document.createElement('div');
  root.className = styles.popup ?? '';
  const title = document.createElement('a');
  title.href = words.href(property._id);
  title.textContent = mapTitle(property, i18n);
  title.addEventListener('click', (event) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onOpen(property._id);
  });
  root.append(title);
  const address = popupAddress(property.address);
  if (address) {
    const line = document.createElement('div');
    line.textContent = address;
    root.append(line);
  }
  const price = document.createElement('strong');
  price.textContent = popupPrice(property.price, property.status, i18n);
  root.append(price);
  return root;
}

function markerIcon(isSelected: boolean): L.DivIcon {
  const size = 2 * (isSelected ? MARKER_RADIUS_SELECTED : MARKER_RADIUS);
  return L.divIcon({
    html: '',
    className: `${styles.marker} ${isSelected ? styles.selected : ''}`,
    iconSize: L.point(size, size),
  });
}

function clusterIcon(count: number, i18n: TSay): L.DivIcon {
  const size = count < 10 ? 36 : count < 100 ? 42 : count < 1000 ? 48 : 56;
  const html = document.createElement('span');
  html.textContent = clusterText(count, i18n);
  html.setAttribute('aria-hidden', 'true');
  return L.divIcon({ html, className: styles.cluster, iconSize: L.point(size, size) });
}

/** Enter or Space on a focused marker (Leaflet fires no click for them). */
const isActivation = (e: L.LeafletEvent) => {
  const key = (e as L.LeafletKeyboardEvent).originalEvent?.key;
  return key === 'Enter' || key === ' ';
};

/** Names a marker's element for keyboards and screen readers (Leaflet makes it focusable). */
function describe(marker: L.Marker, label: string, data: Record<string, string>) {
  marker.on('add', () => {
    const el = marker.getElement();
    if (!el) return;
    el.setAttribute('role', 'button');
    el.setAttribute('aria-label', label);
    el.removeAttribute('title');
    for (const [k, v] of Object.entries(data)) el.dataset[k] = v;
  });
}

/** The server's clusters (a click or Enter zooms in) and single listings (a popup). */
function MarkersLayer({
  data,
  selectedId,
  onSelect,
  onOpen,
  words,
}: { data: TPropertyMap | undefined; words: TMapWords } & Pick<
  TPropertyMapProps,
  'selectedId' | 'onSelect' | 'onOpen'
>) {
  const map = useMap();
  const markers = useRef(new Map<string, L.Marker>());
  const latest = useRef({ selectedId, onSelect, onOpen, words });
  latest.current = { selectedId, onSelect, onOpen, words };

  useEffect(() => {
    if (!data) return;
    const group = L.layerGroup();
    const made = new Map<string, L.Marker>();
    const zoomInto = (cluster: TMapCluster) => {
      const [w, s, e, n] = cluster.box;
      const fit = map.getBoundsZoom(leafletBounds(cluster.box), false, L.point(48, 48));
      const next = Math.min(map.getZoom() + 1, map.getMaxZoom());
      if (fit >= next) {
        // The whole box shows one level in or closer: every listing of the cluster stays in view.
        map.setView([(s + n) / 2, (w + e) / 2], Math.min(fit, map.getMaxZoom()));
      } else {
        // Wider than the view one level in: zoom in where the cluster is drawn (the mean of its
        // listings), as Leaflet.markercluster does; the middle of a wide box may hold none of them.
        map.setView([cluster.lat, cluster.lng], next);
      }
    };
    for (const cluster of data.clusters) {
      const marker = L.marker([cluster.lat, cluster.lng], {
        icon: clusterIcon(cluster.count, words.i18n),
        keyboard: true,
        riseOnHover: true,
        zIndexOffset: 1000,
      });
      describe(marker, clusterLabel(cluster.count, words.i18n), { count: String(cluster.count) });
      marker.on('click', () => zoomInto(cluster));
      marker.on('keypress', (e) => isActivation(e) && zoomInto(cluster));
      group.addLayer(marker);
    }
    for (const point of data.markers) {
      const marker = L.marker([point.lat, point.lng], {
        icon: markerIcon(point._id === latest.current.selectedId),
        keyboard: true,
        riseOnHover: true,
      });
      describe(marker, markerLabel(point, words.i18n), { count: '1', id: point._id });
      marker.bindPopup(() => popupContent(point, (id) => latest.current.onOpen(id), latest.current.words), {
        maxWidth: POPUP_MAX_WIDTH_PX,
      });
      // Leaflet names the popup's close button in English: said in the page's language.
      marker.on('popupopen', (e) =>
        e.popup
          .getElement()
          ?.querySelector('.leaflet-popup-close-button')
          ?.setAttribute('aria-label', latest.current.words.i18n._(CLOSE_POPUP)),
      );
      marker.on('click', () => latest.current.onSelect(point._id));
      // Enter opens the popup (Leaflet); it selects the listing as a click does.
      marker.on('keypress', (e) => isActivation(e) && latest.current.onSelect(point._id));
      made.set(point._id, marker);
      group.addLayer(marker);
    }
    group.addTo(map);
    markers.current = made;
    return () => {
      group.remove();
      made.clear();
    };
  }, [map, data, words]);

  useEffect(() => {
    for (const [id, marker] of markers.current) {
      const isSelected = id === selectedId;
      marker.setIcon(markerIcon(isSelected));
      marker.setZIndexOffset(isSelected ? 2000 : 0);
    }
  }, [selectedId]);

  return null;
}

/**
 * Fits the map to the matches while it has no area of its own (spec §2 'fitted to the bounds'),
 * then reports its area: after that fit, and after each move while following the map; otherwise
 * a move only offers 'Search this area'.
 */
function ViewController({
  data,
  fitKey,
  isStale,
  center,
  bbox,
  follow,
  onArea,
  onMoved,
}: { data: TPropertyMap | undefined; onMoved: () => void } & Pick<
  TPropertyMapProps,
  'fitKey' | 'isStale' | 'center' | 'bbox' | 'follow' | 'onArea'
>) {
  const map = useMap();
  const fitted = useRef<string | null>(null);
  /** A move the map made itself (a fit), reported even when not following. */
  const fitting = useRef(false);
  const latest = useRef({ follow, onArea, onMoved });
  latest.current = { follow, onArea, onMoved };
  // Only the box the page opened with: later boxes come from the map itself.
  const openingBbox = useRef(bbox);

  // A link with a map box opens on that box.
  useEffect(() => {
    const box = boundsOfBbox(openingBbox.current);
    if (box) {
      fitting.current = true;
      map.fitBounds(box);
    }
  }, [map]);

  // Spec §4: the map is ready about 100 ms after load; let Leaflet measure its box again then.
  useEffect(() => {
    const timer = window.setTimeout(() => map.invalidateSize(), 100);
    return () => window.clearTimeout(timer);
  }, [map]);

  useEffect(() => {
    if (fitKey === null || isStale || !data || fitted.current === fitKey) return;
    fitted.current = fitKey;
    fitting.current = true;
    if (data.bounds) {
      const [w, s, e, n] = data.bounds;
      map.fitBounds(
        [
          [s, w],
          [n, e],
        ],
        { padding: [40, 40], maxZoom: 15 },
      );
    } else {
      map.setView(center, MAP_DEFAULT_ZOOM);
    }
    // Leaflet fires no moveend when the view does not change: report the area anyway.
    window.setTimeout(() => {
      if (!fitting.current) return;
      fitting.current = false;
      latest.current.onArea(areaOf(map));
    }, 400);
  }, [map, data, fitKey, isStale, center]);

  useMapEvent('moveend', () => {
    if (fitting.current || latest.current.follow) {
      fitting.current = false;
      latest.current.onArea(areaOf(map));
    } else {
      latest.current.onMoved();
    }
  });

  return null;
}

/** Whether the tiles load: a notice and a plain background when none has. */
function useTileState() {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  return {
    failed: state === 'failed',
    handlers: {
      tileload: () => setState('loaded'),
      tileerror: () => setState((s) => (s === 'loaded' ? s : 'failed')),
    },
  };
}

/** The spec's marker colours (config/spec-colors.ts) for the markers and clusters drawn by CSS. */
const frameStyle = {
  height: MAP_HEIGHT_PX,
  '--marker-fill': MAP_MARKER_COLORS.default,
  '--marker-selected': MAP_MARKER_COLORS.selected,
  '--marker-stroke': MAP_MARKER_COLORS.stroke,
} as CSSProperties;

/** The map view (spec §2, §9): every match, clustered by the server, 500 px tall. */
export default function PropertyMap(props: TPropertyMapProps) {
  const { t, i18n } = useLingui();
  const localized = useLocalizedPath();
  const words = useMemo<TMapWords>(
    () => ({ i18n, href: (id) => localized(paths.property(encodeURIComponent(id))) }),
    [i18n, localized],
  );
  const mapRef = useRef<L.Map | null>(null);
  const [moved, setMoved] = useState(false);
  const tiles = useTileState();
  const data = props.map;
  const isEmpty = !!data && data.total === 0 && !props.isFetching;

  const searchHere = () => {
    const map = mapRef.current;
    if (!map) return;
    setMoved(false);
    props.onArea(areaOf(map), true);
  };

  return (
    <div>
      <div className={styles.controls}>
        <Checkbox
          label={i18n._(FOLLOW_MAP_LABEL)}
          checked={props.follow}
          onChange={(e) => {
            props.onFollowChange(e.target.checked);
            if (e.target.checked) searchHere();
          }}
        />
        {!props.follow && moved && (
          <Button variant="secondary" size="sm" onClick={searchHere}>
            {t`Search this area`}
          </Button>
        )}
        <p className={styles.onMap} aria-live="polite">
          {data ? words.i18n._(ON_THE_MAP, { n: data.total }) : ''}
        </p>
      </div>
      {tiles.failed && (
        <p role="status" className={styles.notice}>
          {i18n._(TILES_FAILED)}
        </p>
      )}
      <section
        aria-label={t`Map of properties`}
        className={`${styles.frame} ${tiles.failed ? styles.noTiles : ''}`}
        style={frameStyle}
      >
        {props.isFetching && (
          <div role="progressbar" aria-label={t`Loading map results`} className={styles.progress} />
        )}
        <MapContainer
          ref={mapRef}
          center={props.center}
          zoom={MAP_DEFAULT_ZOOM}
          scrollWheelZoom
          zoomControl={false}
        >
          <ZoomControl zoomInTitle={t`Zoom in`} zoomOutTitle={t`Zoom out`} />
          <TileLayer url={MAP_TILE_URL} attribution={MAP_TILE_ATTRIBUTION} eventHandlers={tiles.handlers} />
          <MarkersLayer
            data={data}
            selectedId={props.selectedId}
            onSelect={props.onSelect}
            onOpen={props.onOpen}
            words={words}
          />
          <ViewController
            data={data}
            fitKey={props.fitKey}
            isStale={props.isStale}
            center={props.center}
            bbox={props.bbox}
            follow={props.follow}
            onArea={(area) => {
              setMoved(false);
              props.onArea(area);
            }}
            onMoved={() => setMoved(true)}
          />
        </MapContainer>
        {isEmpty && (
          <p role="status" className={styles.empty}>
            {i18n._(NO_PROPERTIES_ON_MAP)}
          </p>
        )}
      </section>
    </div>
  );
}
