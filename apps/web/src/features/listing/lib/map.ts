import { msg } from '@lingui/core/macro';
import { formatIndianNumber, formatPrice } from '@nivaas/shared/format-price';
import { ENGLISH, type TSay } from './filters';

/** The map's words said outside React (markers and popups are Leaflet's DOM). */
const TEXT = {
  untitled: msg`Untitled Property`,
  cluster: msg({ message: '{n, plural, one {# property here, zoom in} other {# properties here, zoom in}}' }),
  thousands: msg({ message: '{n}k' }),
};

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

/** A cluster's number: in full up to 9,999 ('1,234'), then in thousands ('12k', '12 हज़ार'). */
export function clusterText(count: number, i18n: TSay = ENGLISH): string {
  return count < 10_000
    ? formatIndianNumber(count)
    : i18n._(TEXT.thousands, { n: String(Math.floor(count / 1000)) });
}

/** What a screen reader says of a cluster (Enter zooms in). */
export function clusterLabel(count: number, i18n: TSay = ENGLISH): string {
  return i18n._(TEXT.cluster, { n: count });
}

/** A listing's title, or 'Untitled Property' in the page's language. */
export const mapTitle = (property: TMapProperty, i18n: TSay = ENGLISH): string =>
  property.title?.trim() || i18n._(TEXT.untitled);

/** What a screen reader says of one listing's marker (Enter opens its popup). */
export function markerLabel(property: TMapProperty, i18n: TSay = ENGLISH): string {
  return `${mapTitle(property, i18n)}, ${popupPrice(property.price, property.status, i18n)}`;
}

/**
 * The popup's price: in English full rupees with Indian separators ('₹ 1,25,00,000'), '/mo' for
 * rent; in Hindi the short form people say ('₹ 1.25 करोड़', '₹ 45 लाख', '₹ 18,000 /माह').
 */
export function popupPrice(
  price: number | null | undefined,
  status?: string | null,
  i18n: TSay = ENGLISH,
): string {
  return i18n.locale === 'hi'
    ? formatPrice(price, status, { locale: 'hi' })
    : formatPrice(price, status, { style: 'full' });
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
