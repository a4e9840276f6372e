import type { TPropertyMap } from '@nivaas/shared/property-map';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listingAnswers } from '../../../lib/first-view';
import { request } from '../../../lib/http-client';
import type { TPropertyQuery } from '../lib/filters';

export const FAILED_TO_FETCH_MAP = 'Failed to load the map';

/** GET /properties/map: every match of the filters in the box, grouped by the server for the zoom. */
export async function getPropertyMap(query: TPropertyQuery, signal?: AbortSignal): Promise<TPropertyMap> {
  const { data } = await request('/properties/map', {
    query,
    // The schema comes with the first call (lib/first-view.ts): the listing's first view carries no zod.
    answer: listingAnswers.answer((a) => a.ZPropertyMapAnswer),
    invalid: FAILED_TO_FETCH_MAP,
    signal,
  });
  return data;
}

/** Cached per filter set, box and zoom; the previous map stays drawn while the next arrives. */
export const propertyMapQueryOptions = (query: TPropertyQuery) =>
  queryOptions({
    queryKey: ['properties', 'map', query],
    queryFn: ({ signal }) => getPropertyMap(query, signal),
    placeholderData: keepPreviousData,
  });

export function usePropertyMap(query: TPropertyQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...propertyMapQueryOptions(query), enabled: options.enabled ?? true });
}
