import type { TSuccess } from '@nivaas/shared/envelope';
import type { TProperty } from '@nivaas/shared/property';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { FALLBACK } from '../lib/property-display';

/** Every cached copy of one listing, whoever viewed it. */
export const propertyQueryKey = (id: string) => ['properties', 'detail', id] as const;

/** GET /properties/{id} (spec §7): the listing with agent, builder and similar listings. */
export async function getProperty(id: string, signal?: AbortSignal): Promise<TProperty> {
  const res = await request<TSuccess<TProperty> | TProperty>(`/properties/${encodeURIComponent(id)}`, {
    signal,
  });
  const data = res && 'data' in res && res.data ? res.data : (res as TProperty | null);
  // An empty answer is an error (spec §5).
  if (!data || typeof data !== 'object' || !data._id) throw new Error(FALLBACK.emptyProperty);
  return data;
}

/**
 * Cached per id (spec §4 'Caching') and per viewer: the server answers an owner more (a hidden
 * listing) and records a signed-in view, so signing in fetches it again.
 */
export const propertyQueryOptions = (id: string, viewerId: string | null) =>
  queryOptions({
    queryKey: [...propertyQueryKey(id), viewerId ?? 'anonymous'],
    queryFn: ({ signal }) => getProperty(id, signal),
  });

/** `enabled` waits for the session, so the first fetch is made as the right viewer. */
export function useProperty(id: string, viewerId: string | null, enabled = true) {
  // Signing in or out keeps the listing on screen while it is fetched again.
  return useQuery({ ...propertyQueryOptions(id, viewerId), enabled, placeholderData: keepPreviousData });
}
