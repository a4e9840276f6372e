import { formatPriceLabel } from './format-price';

/**
 * The listing page's address of a saved search's filters (no zod: the bell and the profile's list
 * link to it). The saved query is the API's (`status`, `propertyType` for the type); the page writes
 * the Buy / Rent toggle as `propertyType=BUY|RENT` and the type as `type`, and shows the map when
 * the search has a map area.
 */
export function savedSearchPath(query: Record<string, string>): string {
  const params = new Map<string, string>();
  for (const [key, value] of Object.entries(query)) {
    if (key === 'status' && value === 'For Sale') params.set('propertyType', 'BUY');
    else if (key === 'status' && value === 'For Rent') params.set('propertyType', 'RENT');
    else if (key === 'propertyType') params.set('type', value);
    else params.set(key, value);
  }
  if (query.bbox) params.set('view', 'map');
  const qs = [...params].map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
  return qs ? `/properties?${qs}` : '/properties';
}

const formatLabel = (rupees: string) => formatPriceLabel(Number(rupees));

/**
 * A saved search's filters in words, for the profile's list ('Buy', 'Nashik', '₹ 50 L – ₹ 1 Cr',
 * '2+ Beds', 'Map area'), in the words of the listing page's filter tags.
 */
export function describeSavedSearch(query: Record<string, string>): string[] {
  const out: string[] = [];
  if (query.search) out.push(`“${query.search}”`);
  if (query.status === 'For Sale') out.push('Buy');
  else if (query.status === 'For Rent') out.push('Rent');
  else if (query.status) out.push(query.status.split(',').join(', '));
  if (query.propertyType) out.push(query.propertyType);
  for (const key of ['locality', 'city', 'state'] as const) if (query[key]) out.push(query[key]);
  const { priceMin: min, priceMax: max } = query;
  if (min && max) out.push(`${formatLabel(min)} – ${formatLabel(max)}`);
  else if (min) out.push(`${formatLabel(min)}+`);
  else if (max) out.push(`Up to ${formatLabel(max)}`);
  if (query.bedrooms) out.push(`${query.bedrooms} Beds`);
  if (query.bathrooms) out.push(`${query.bathrooms} Baths`);
  if (query.amenities) out.push(...query.amenities.split(','));
  if (query.minArea || query.maxArea) {
    out.push(
      query.minArea && query.maxArea
        ? `${query.minArea}–${query.maxArea} sq ft`
        : query.minArea
          ? `${query.minArea}+ sq ft`
          : `Up to ${query.maxArea} sq ft`,
    );
  }
  if (query.rera === 'true') out.push('RERA registered only');
  if (query.featured === 'true') out.push('Featured');
  if (query.bbox) out.push('Map area');
  return out.length ? out : ['All listings'];
}
