/**
 * Map tiles (ARCHITECTURE 'Web': no API key, tile URL configurable). The default is CARTO's dark
 * style over OpenStreetMap data; `VITE_MAP_TILE_URL` / `VITE_MAP_TILE_ATTRIBUTION` replace it at
 * build time. The server's CSP allows the default host in img-src.
 */
const DEFAULT_TILE_URL = 'https://{s}.basemaps.cartocdn.com/dark_all/{z}/{x}/{y}{r}.png';
const DEFAULT_ATTRIBUTION = '&copy; OpenStreetMap contributors &copy; CARTO';

const env = import.meta.env as Record<string, string | undefined>;

export const MAP_TILE_URL = env.VITE_MAP_TILE_URL?.trim() || DEFAULT_TILE_URL;
export const MAP_TILE_ATTRIBUTION = env.VITE_MAP_TILE_ATTRIBUTION?.trim() || DEFAULT_ATTRIBUTION;

/** Spec §9: map height 500, default zoom 10, marker radius 8 (10 when selected), popup 200 px wide. */
export const MAP_HEIGHT_PX = 500;
export const MAP_DEFAULT_ZOOM = 10;
export const MARKER_RADIUS = 8;
export const MARKER_RADIUS_SELECTED = 10;
export const POPUP_MAX_WIDTH_PX = 200;
/** Nashik, the default city (spec §1), for a map with nothing to fit. */
export const DEFAULT_MAP_CENTER: [number, number] = [19.9975, 73.7898];
