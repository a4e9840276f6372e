import type { TSuccess } from '@nivaas/shared/envelope';
import type { TProperty } from '@nivaas/shared/property';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';

export const EMPTY_PROPERTY_DATA = 'Received empty property data';

/** GET /properties/{id} (public-site §7); an empty answer is an error (§5 'Response checks'). */
export async function getProperty(id: string, signal?: AbortSignal): Promise<TProperty> {
  const res = await request<TSuccess<TProperty> | TProperty>(`/properties/${encodeURIComponent(id)}`, {
    signal,
  });
  const property = res && 'data' in res ? res.data : (res as TProperty | null);
  if (!property || typeof property !== 'object' || !('_id' in property)) throw new Error(EMPTY_PROPERTY_DATA);
  return property;
}

/** Single properties are cached per id (public-site §4 'Caching'). */
export const propertyQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['properties', 'detail', id],
    queryFn: ({ signal }) => getProperty(id, signal),
  });

export function useProperty(id: string | undefined) {
  return useQuery({ ...propertyQueryOptions(id ?? ''), enabled: Boolean(id) });
}
