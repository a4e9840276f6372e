import { successOf } from '@nivaas/shared/envelope';
import { type TProperty, ZProperty } from '@nivaas/shared/property';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';

export const EMPTY_PROPERTY_DATA = 'Received empty property data';
const ZPropertyAnswer = successOf(ZProperty);

/** GET /properties/{id} (public-site §7); an empty answer is an error (§5 'Response checks'). */
export async function getProperty(id: string, signal?: AbortSignal): Promise<TProperty> {
  const res = await request(`/properties/${encodeURIComponent(id)}`, {
    answer: ZPropertyAnswer,
    invalid: EMPTY_PROPERTY_DATA,
    signal,
  });
  // The schema reads similar listings lazily (a card refers back to the listing), so its type says unknown[]: they are parsed as cards.
  return res.data as TProperty;
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
