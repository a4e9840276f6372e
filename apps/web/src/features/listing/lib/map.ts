import { formatIndianNumber, formatPrice } from '@nivaas/shared/format-price';
import { UNTITLED } from '../../../components/property-card/property-card-lib';

/** What the map's popup needs of a listing. */
export type TMapProperty = {
  _id: string;
  title?: string | null;
  price?: number | null;
  status?: string | null;
  address?: { street?: string | null; city?: string | null } | null;
};

/** The area the map asks the server about: its `bbox` and zoom. */
export type TMapArea = { bbox: string; zoom: number };

/** A cluster's number: in full up to 9,999 ('1,234'), then in thousands ('12k'). */
export function clusterText(count: number): string {
  return count < 10_000 ? formatIndianNumber(count) : `${Math.floor(count / 1000)}k`;
}

/** What a screen reader says of a cluster (Enter zooms in). */
export function clusterLabel(count: number): string {
  return `${formatIndianNumber(count)} properties here, zoom in`;
}

/** What a screen reader says of one listing's marker (Enter opens its popup). */
export function markerLabel(property: TMapProperty): string {
  const title = property.title?.trim() || UNTITLED;
  return `${title}, ${popupPrice(property.price, property.status)}`;
}

/** The popup's price: full rupees with Indian separators ('₹ 1,25,00,000'), '/mo' for rent. */
export function popupPrice(price: number | null | undefined, status?: string | null): string {
  return formatPrice(price, status, { style: 'full' });
}

/** The popup's second line: street and city. */
export function popupAddress(address: TMapProperty['address']): string {
  return [address?.street, address?.city]
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(', ');
}

const round = (n: number) => Math.round(n * 1e5) / 1e5;

/** The `bbox` filter of a map view: 'minLng,minLat,maxLng,maxLat', 5 decimals (about 1 m), clamped. */
export function bboxOf(view: { west: number; south: number; east: number; north: number }): string {
  const clampLng = (n: number) => Math.max(-180, Math.min(180, n));
  const clampLat = (n: number) => Math.max(-90, Math.min(90, n));
  return [clampLng(view.west), clampLat(view.south), clampLng(view.east), clampLat(view.north)]
    .map(round)
    .join(',');
}

/** The map bounds of a `bbox` filter. */
export function boundsOfBbox(bbox: string): [[number, number], [number, number]] | null {
  const n = bbox.split(',').map(Number);
  if (n.length !== 4 || n.some((x) => !Number.isFinite(x))) return null;
  const [minLng, minLat, maxLng, maxLat] = n as [number, number, number, number];
  return [
    [minLat, minLng],
    [maxLat, maxLng],
  ];
}
