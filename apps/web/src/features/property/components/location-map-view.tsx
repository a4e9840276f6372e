import 'leaflet/dist/leaflet.css';
import { CircleMarker, MapContainer, Popup, TileLayer } from 'react-leaflet';
import { MAP_TILE_ATTRIBUTION, MAP_TILE_URL, MARKER_RADIUS_SELECTED } from '../../../config/map';
import { MAP_MARKER_COLORS } from '../../../config/spec-colors';

export const DETAIL_MAP_ZOOM = 14;
/** 1.5 × the theme's 8 px corner radius. */
const MAP_RADIUS = 12;

/** The Leaflet map of one listing; loaded in its own chunk only where a map is shown. */
export default function LocationMapView({
  position,
  title,
  height,
}: {
  position: [number, number];
  title: string;
  height: number;
}) {
  return (
    <MapContainer
      center={position}
      zoom={DETAIL_MAP_ZOOM}
      scrollWheelZoom={false}
      style={{ height, width: '100%', borderRadius: MAP_RADIUS }}
      attributionControl
    >
      <TileLayer url={MAP_TILE_URL} attribution={MAP_TILE_ATTRIBUTION} />
      <CircleMarker
        center={position}
        radius={MARKER_RADIUS_SELECTED}
        pathOptions={{
          color: MAP_MARKER_COLORS.stroke,
          weight: 2,
          fillColor: MAP_MARKER_COLORS.selected,
          fillOpacity: 1,
        }}
      >
        <Popup>{title}</Popup>
      </CircleMarker>
    </MapContainer>
  );
}
