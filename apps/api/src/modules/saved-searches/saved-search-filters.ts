import type { TPropertySearch } from '@nivaas/shared/property-search';
import { PUBLIC_STATUSES, propertyTypesFor } from '@nivaas/shared/property-options';
import { amenityMask, parseSearchText } from '../properties/property-search';

/** A saved search's filters as the columns of saved_searches (migration 0021). */
export type TStoredFilters = {
  statuses: string[];
  types: string[] | null;
  cityKey: string | null;
  stateKey: string | null;
  localityKey: string | null;
  priceMin: number | null;
  priceMax: number | null;
  bedroomsMin: number | null;
  bedroomsMax: number | null;
  bathroomsMin: number | null;
  bathroomsMax: number | null;
  areaMin: number | null;
  areaMax: number | null;
  amenityMask: number;
  featured: boolean | null;
  rera: boolean;
  developerId: string | null;
  agentId: string | null;
  minLat: number | null;
  maxLat: number | null;
  minLng: number | null;
  maxLng: number | null;
  textQuery: string | null;
};

const key = (s: string | undefined) => (s === undefined ? null : s.trim().toLowerCase());

/**
 * The filters of a listing search written as columns, the same meaning as the search's WHERE clause
 * (property-search.ts buildWhere): an exact count is a range of one ('2' is 2 to 2, at least '2+' is
 * 2 to none); an exact half bathroom count, which no listing has, is an empty range. The search text
 * matches each word as a prefix in the listing's text ('2 BHK' in it is a bedrooms filter), without
 * the typo correction of the live search.
 */
export function toStoredFilters(q: TPropertySearch): TStoredFilters {
  const range = (c: TPropertySearch['bedrooms'], whole: (n: number) => number) => {
    if (!c) return { min: null, max: null };
    if (c.atLeast) return { min: whole(c.value), max: null };
    return Number.isInteger(c.value) ? { min: c.value, max: c.value } : { min: 1, max: 0 };
  };
  const parsed = q.search ? parseSearchText(q.search) : { words: [] as string[] };
  const bedrooms =
    q.bedrooms ?? (parsed.bedrooms !== undefined ? { value: parsed.bedrooms, atLeast: false } : undefined);
  const beds = range(bedrooms, (n) => n);
  const baths = range(q.bathrooms, Math.ceil);
  return {
    statuses: [...(q.status ?? PUBLIC_STATUSES)],
    types: q.type ? [...(propertyTypesFor(q.type) ?? [q.type])] : null,
    cityKey: key(q.city),
    stateKey: key(q.state),
    localityKey: key(q.locality),
    priceMin: q.priceMin ?? null,
    priceMax: q.priceMax ?? null,
    bedroomsMin: beds.min,
    bedroomsMax: beds.max,
    bathroomsMin: baths.min,
    bathroomsMax: baths.max,
    areaMin: q.minArea ?? null,
    areaMax: q.maxArea ?? null,
    amenityMask: q.amenities?.length ? amenityMask(q.amenities) : 0,
    featured: q.featured ?? null,
    rera: q.rera === true,
    developerId: q.developer ?? null,
    agentId: q.agent ?? null,
    minLat: q.bbox?.minLat ?? null,
    maxLat: q.bbox?.maxLat ?? null,
    minLng: q.bbox?.minLng ?? null,
    maxLng: q.bbox?.maxLng ?? null,
    // Words are letters and digits only (parseSearchText), so they are safe in a tsquery's text.
    textQuery: parsed.words.length ? parsed.words.map((w) => `${w}:*`).join(' & ') : null,
  };
}
