import {
  type TCountFilter,
  type TPropertySearchParams,
  ZPropertySearchParamsLenient,
} from '@nivaas/shared/property-search';
import type { TListingFilters } from './filters';

/** The query string as the API's parser takes it: a repeated parameter as a list. */
function queryObject(params: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    out[key] = all.length > 1 ? all : (all[0] ?? '');
  }
  return out;
}

const text = (n: number | undefined) => (n === undefined ? '' : String(n));
const countText = (c: TCountFilter | undefined) => (c ? `${c.value}${c.atLeast ? '+' : ''}` : '');
const typeOf = (p: TPropertySearchParams['type']) => (p && 'type' in p ? p.type : '');

/**
 * The filters in a query string, read with the API's own search parameters (packages/shared
 * property-search), leniently: a value the API would refuse is dropped, not an error page. The
 * home page's type links (propertyType=Land) become the type filter; an explicit type wins.
 */
export function readFilters(params: URLSearchParams): TListingFilters {
  const q = ZPropertySearchParamsLenient.parse(queryObject(params));
  const mode = q.propertyType && 'mode' in q.propertyType ? q.propertyType.mode : 'ALL';
  const b = q.bbox;
  return {
    search: q.search ?? '',
    propertyType: mode,
    type: typeOf(q.type) || typeOf(q.propertyType),
    city: q.city ?? '',
    state: q.state ?? '',
    priceMin: text(q.priceMin),
    priceMax: text(q.priceMax),
    bedrooms: countText(q.bedrooms),
    bathrooms: countText(q.bathrooms),
    amenities: q.amenities ?? [],
    minArea: text(q.minArea),
    maxArea: text(q.maxArea),
    rera: q.rera === true,
    priceDropped: q.priceDropped === true,
    bbox: b ? [b.minLng, b.minLat, b.maxLng, b.maxLat].join(',') : '',
    sort: q.sort ?? '',
    page: q.page ?? 1,
  };
}
