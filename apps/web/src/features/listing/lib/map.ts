import { formatPrice } from '@nivaas/shared/format-price';

/** What the map needs of a property. */
export type TMapProperty = {
  _id: string;
  title?: string | null;
  price?: number | null;
  status?: string | null;
  address?: { street?: string | null; city?: string | null } | null;
  location?: { coordinates?: readonly number[] | null } | null;
};

export type TMapPoint = { id: string; lat: number; lng: number; property: TMapProperty };

/**
 * One marker per property with exactly two coordinates, [longitude, latitude] (spec §2), both
 * finite and in range.
 */
export function mapPoints(properties: readonly TMapProperty[]): TMapPoint[] {
  const points: TMapPoint[] = [];
  for (const property of properties) {
    const c = property.location?.coordinates;
    if (!Array.isArray(c) || c.length !== 2) continue;
    const [lng, lat] = c as [number, number];
    if (!Number.isFinite(lng) || !Number.isFinite(lat) || Math.abs(lat) > 90 || Math.abs(lng) > 180) continue;
    points.push({ id: property._id, lat, lng, property });
  }
  return points;
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

/** [[south, west], [north, east]] around the points, or null with none. */
export function boundsOf(
  points: readonly { lat: number; lng: number }[],
): [[number, number], [number, number]] | null {
  if (points.length === 0) return null;
  let south = 90;
  let west = 180;
  let north = -90;
  let east = -180;
  for (const { lat, lng } of points) {
    south = Math.min(south, lat);
    north = Math.max(north, lat);
    west = Math.min(west, lng);
    east = Math.max(east, lng);
  }
  return [
    [south, west],
    [north, east],
  ];
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

/** Clustering pays off only when markers are many. */
export const CLUSTER_THRESHOLD = 30;
export function shouldCluster(count: number): boolean {
  return count > CLUSTER_THRESHOLD;
}
