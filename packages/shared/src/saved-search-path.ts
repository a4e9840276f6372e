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
