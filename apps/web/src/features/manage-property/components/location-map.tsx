import 'leaflet/dist/leaflet.css';
import { useLingui } from '@lingui/react/macro';
import L from 'leaflet';
import { useEffect, useMemo } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents, ZoomControl } from 'react-leaflet';
import {
  DEFAULT_MAP_CENTER,
  MAP_DEFAULT_ZOOM,
  MAP_TILE_ATTRIBUTION,
  MAP_TILE_URL,
} from '../../../config/map';
import styles from './location-picker.module.css';

const PIN_ZOOM = 15;

function ClickToPick({ onPick }: { onPick: (pin: [number, number]) => void }) {
  useMapEvents({
    click: (e) => onPick([e.latlng.lat, e.latlng.lng]),
  });
  return null;
}

/** Brings a typed pin into view; a pin set by clicking is already in view and stays put. */
function FollowPin({ pin }: { pin: [number, number] | null }) {
  const map = useMap();
  useEffect(() => {
    if (pin && !map.getBounds().contains(pin)) map.setView(pin, Math.max(map.getZoom(), PIN_ZOOM));
  }, [map, pin]);
  return null;
}

/** Names the map for screen readers and links it to the instructions above it. */
function LabelMap({ label, describedBy }: { label: string; describedBy?: string }) {
  const map = useMap();
  useEffect(() => {
    const el = map.getContainer();
    el.setAttribute('role', 'region');
    el.setAttribute('aria-label', label);
    if (describedBy) el.setAttribute('aria-describedby', describedBy);
  }, [map, label, describedBy]);
  return null;
}

/** The Leaflet part of the location picker (its own chunk, loaded lazily). */
export default function LocationMap({
  pin,
  onPick,
  height,
  describedBy,
}: {
  pin: [number, number] | null;
  onPick: (pin: [number, number]) => void;
  height: number;
  describedBy?: string;
}) {
  const { t } = useLingui();
  // An HTML pin in the theme's colours (tokens through CSS classes): no marker image to bundle.
  const icon = useMemo(
    () =>
      L.divIcon({
        className: '',
        iconSize: [28, 40],
        iconAnchor: [14, 40],
        html: `<svg width="28" height="40" viewBox="0 0 28 40" aria-hidden="true"><path class="${styles.pin}" d="M14 0C6.3 0 0 6.2 0 13.9 0 24.3 14 40 14 40s14-15.7 14-26.1C28 6.2 21.7 0 14 0z" stroke-width="2"/><circle class="${styles.pinDot}" cx="14" cy="14" r="5"/></svg>`,
      }),
    [],
  );

  return (
    <MapContainer
      center={pin ?? DEFAULT_MAP_CENTER}
      zoom={pin ? PIN_ZOOM : MAP_DEFAULT_ZOOM}
      scrollWheelZoom={false}
      zoomControl={false}
      style={{ height, width: '100%' }}
    >
      <ZoomControl zoomInTitle={t`Zoom in`} zoomOutTitle={t`Zoom out`} />
      <LabelMap label={t`Map for the property location`} describedBy={describedBy} />
      <TileLayer url={MAP_TILE_URL} attribution={MAP_TILE_ATTRIBUTION} />
      <ClickToPick onPick={onPick} />
      <FollowPin pin={pin} />
      {pin && (
        <Marker
          position={pin}
          icon={icon}
          draggable
          title={t`Property location: drag to move`}
          eventHandlers={{
            dragend: (e) => {
              const at = (e.target as L.Marker).getLatLng();
              onPick([at.lat, at.lng]);
            },
          }}
        />
      )}
    </MapContainer>
  );
}
