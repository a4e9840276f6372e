import type { TPagination } from '@nivaas/shared/envelope';
import type { TPropertyCard } from '@nivaas/shared/property';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listingAnswers } from '../../../lib/first-view';
import { request } from '../../../lib/http-client';
import type { TPropertyQuery } from '../lib/filters';
import { PROPERTY_LIST_KEY } from '../lib/no-matches';

export const INVALID_PROPERTIES_FORMAT = 'Received invalid properties data format';
export const FAILED_TO_FETCH_PROPERTIES = 'Failed to fetch properties';

export type TPropertyList = { data: TPropertyCard[]; pagination: TPagination };

/** GET /properties with the listing's query (spec §7); the list must be an array (spec §5). */
export async function getProperties(query: TPropertyQuery, signal?: AbortSignal): Promise<TPropertyList> {
  const { data, pagination } = await request('/properties', {
    query,
    answer: listingAnswers.answer((a) => a.ZPropertyListAnswer),
    invalid: INVALID_PROPERTIES_FORMAT,
    signal,
  });
  return { data, pagination };
}

/** Cached per filter set (spec §4 'Caching'); the previous page stays on screen while the next loads. */
export const propertiesQueryOptions = (query: TPropertyQuery) =>
  queryOptions({
    queryKey: [...PROPERTY_LIST_KEY, query],
    queryFn: ({ signal }) => getProperties(query, signal),
    placeholderData: keepPreviousData,
  });

export function useProperties(query: TPropertyQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...propertiesQueryOptions(query), enabled: options.enabled ?? true });
}
