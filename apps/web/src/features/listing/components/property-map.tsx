import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import L from 'leaflet';
import 'leaflet.markercluster';
import { type CSSProperties, useEffect, useRef } from 'react';
import { MapContainer, TileLayer, useMap, useMapEvent } from 'react-leaflet';
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
import { UNTITLED } from '../../../components/property-card/property-card-lib';
import { Checkbox } from '../../../components/ui/checkbox';
import {
  bboxOf,
  boundsOf,
  boundsOfBbox,
  popupAddress,
  popupPrice,
  shouldCluster,
  type TMapPoint,
  type TMapProperty,
} from '../lib/map';
import styles from './property-map.module.css';

export const NO_PROPERTIES_ON_MAP = 'No properties to display on map.';

export type TPropertyMapProps = {
  /** Memoised by the caller: a new array rebuilds the markers. */
  points: TMapPoint[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  onOpen: (id: string) => void;
  /** Changes whenever the filters (other than the map box) change: the map refits then. */
  fitKey: string;
  /** True while the points are not yet this filter set's (first load, or the previous set's on show). */
  isStale: boolean;
  isFetching: boolean;
  center: [number, number];
  /** The current `bbox` filter ('' when 'Search as I move the map' is off). */
  bbox: string;
  onBboxChange: (bbox: string) => void;
};

const markerStyle = (isSelected: boolean): L.CircleMarkerOptions => ({
  radius: isSelected ? MARKER_RADIUS_SELECTED : MARKER_RADIUS,
  color: MAP_MARKER_COLORS.stroke,
  weight: 2,
  fillColor: isSelected ? MAP_MARKER_COLORS.selected : MAP_MARKER_COLORS.default,
  fillOpacity: 0.95,
});

/** The popup, built as DOM nodes so listing text is never read as HTML. */
function popupContent(property: TMapProperty, onOpen: (id: string) => void): HTMLElement {
  const root = document.createElement('div');
  root.className = styles.popup ?? '';
  const title = document.createElement('a');
  title.href = `/properties/${encodeURIComponent(property._id)}`;
  title.textContent = property.title?.trim() || UNTITLED;
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
  price.textContent = popupPrice(property.price, property.status);
  root.append(price);
  return root;
}

function clusterIcon(cluster: L.MarkerCluster): L.DivIcon {
  const count = cluster.getChildCount();
  const size = count < 10 ? 36 : count < 50 ? 42 : 48;
  const html = document.createElement('div');
  const label = document.createElement('span');
  label.textContent = String(count);
  const hidden = document.createElement('span');
  hidden.className = styles.srOnly ?? '';
  hidden.textContent = ' properties, zoom in';
  label.append(hidden);
  html.append(label);
  return L.divIcon({ html, className: styles.cluster, iconSize: L.point(size, size) });
}

/** One circle marker per point; clustered when many; styles follow the selection. */
function MarkersLayer({
  points,
  selectedId,
  onSelect,
  onOpen,
}: Pick<TPropertyMapProps, 'points' | 'selectedId' | 'onSelect' | 'onOpen'>) {
  const map = useMap();
  const markers = useRef(new Map<string, L.CircleMarker>());
  const latest = useRef({ selectedId, onSelect, onOpen });
  latest.current = { selectedId, onSelect, onOpen };

  useEffect(() => {
    const group: L.LayerGroup = shouldCluster(points.length)
      ? L.markerClusterGroup({
          showCoverageOnHover: false,
          maxClusterRadius: 48,
          disableClusteringAtZoom: 15,
          iconCreateFunction: clusterIcon,
        })
      : L.layerGroup();
    const made = new Map<string, L.CircleMarker>();
    for (const point of points) {
      const marker = L.circleMarker(
        [point.lat, point.lng],
        markerStyle(point.id === latest.current.selectedId),
      );
      marker.bindPopup(() => popupContent(point.property, (id) => latest.current.onOpen(id)), {
        maxWidth: POPUP_MAX_WIDTH_PX,
      });
      marker.on('click', () => latest.current.onSelect(point.id));
      made.set(point.id, marker);
      group.addLayer(marker);
    }
    group.addTo(map);
    markers.current = made;
    return () => {
      group.remove();
      made.clear();
    };
  }, [map, points]);

  useEffect(() => {
    for (const [id, marker] of markers.current) {
      const isSelected = id === selectedId;
      marker.setStyle(markerStyle(isSelected));
      if (isSelected) marker.bringToFront();
    }
  }, [selectedId]);

  return null;
}

/**
 * Fits the map to the results when the filters change (spec §2 'fitted to the bounds'), but not
 * while it follows the user ('Search as I move the map'); reports the view's box then.
 */
function ViewController({
  points,
  fitKey,
  isStale,
  center,
  bbox,
  onBboxChange,
}: Pick<TPropertyMapProps, 'points' | 'fitKey' | 'isStale' | 'center' | 'bbox' | 'onBboxChange'>) {
  const map = useMap();
  const fitted = useRef<string | null>(null);
  const latest = useRef({ bbox, onBboxChange });
  latest.current = { bbox, onBboxChange };

  // A link with a map box opens on that box.
  useEffect(() => {
    const box = boundsOfBbox(latest.current.bbox);
    if (box) map.fitBounds(box);
  }, [map]);

  // Spec §4: the map is ready about 100 ms after load; let Leaflet measure its box again then.
  useEffect(() => {
    const timer = window.setTimeout(() => map.invalidateSize(), 100);
    return () => window.clearTimeout(timer);
  }, [map]);

  useEffect(() => {
    if (bbox || isStale || fitted.current === fitKey) return;
    const bounds = boundsOf(points);
    if (bounds) map.fitBounds(bounds, { padding: [40, 40], maxZoom: 15 });
    else map.setView(center, MAP_DEFAULT_ZOOM);
    fitted.current = fitKey;
  }, [map, points, fitKey, isStale, center, bbox]);

  useMapEvent('moveend', () => {
    if (!latest.current.bbox) return;
    const b = map.getBounds();
    const next = bboxOf({ west: b.getWest(), south: b.getSouth(), east: b.getEast(), north: b.getNorth() });
    if (next !== latest.current.bbox) latest.current.onBboxChange(next);
  });

  return null;
}

/** The spec's marker colours (config/spec-colors.ts) for the clusters drawn by CSS. */
const frameStyle = {
  height: MAP_HEIGHT_PX,
  '--marker-fill': MAP_MARKER_COLORS.default,
  '--marker-stroke': MAP_MARKER_COLORS.stroke,
} as CSSProperties;

/** The map view (spec §2, §9): dark tiles, 500 px tall, zoom 10, circle markers and popups. */
export default function PropertyMap(props: TPropertyMapProps) {
  const mapRef = useRef<L.Map | null>(null);
  const isEmpty = props.points.length === 0 && !props.isFetching;

  return (
    <div>
      <Checkbox
        label="Search as I move the map"
        checked={Boolean(props.bbox)}
        className={styles.follow}
        onChange={(e) => {
          const map = mapRef.current;
          if (!e.target.checked || !map) return props.onBboxChange('');
          const b = map.getBounds();
          props.onBboxChange(
            bboxOf({ west: b.getWest(), south: b.getSouth(), east: b.getEast(), north: b.getNorth() }),
          );
        }}
      />
      <section aria-label="Map of properties" className={styles.frame} style={frameStyle}>
        {props.isFetching && (
          <div role="progressbar" aria-label="Loading map results" className={styles.progress} />
        )}
        <MapContainer ref={mapRef} center={props.center} zoom={MAP_DEFAULT_ZOOM} scrollWheelZoom>
          <TileLayer url={MAP_TILE_URL} attribution={MAP_TILE_ATTRIBUTION} />
          <MarkersLayer
            points={props.points}
            selectedId={props.selectedId}
            onSelect={props.onSelect}
            onOpen={props.onOpen}
          />
          <ViewController
            points={props.points}
            fitKey={props.fitKey}
            isStale={props.isStale}
            center={props.center}
            bbox={props.bbox}
            onBboxChange={props.onBboxChange}
          />
        </MapContainer>
        {isEmpty && (
          <p role="status" className={styles.empty}>
            {NO_PROPERTIES_ON_MAP}
          </p>
        )}
      </section>
    </div>
  );
}
