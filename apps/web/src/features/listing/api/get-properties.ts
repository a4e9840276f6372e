import type { TPagination, TPage } from '@nivaas/shared/envelope';
import type { TProperty } from '@nivaas/shared/property';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import type { TPropertyQuery } from '../lib/filters';

export const INVALID_PROPERTIES_FORMAT = 'Received invalid properties data format';
export const FAILED_TO_FETCH_PROPERTIES = 'Failed to fetch properties';

export type TPropertyList = { data: TProperty[]; pagination: TPagination };

/** GET /properties with the listing's query (spec §7); the list must be an array (spec §5). */
export async function getProperties(query: TPropertyQuery, signal?: AbortSignal): Promise<TPropertyList> {
  const res = await request<TPage<TProperty>>('/properties', { query, signal });
  if (!Array.isArray(res?.data)) throw new Error(INVALID_PROPERTIES_FORMAT);
  const limit = Number(query.limit) || res.data.length;
  const pagination = res.pagination ?? {
    page: Number(query.page) || 1,
    limit,
    total: res.data.length,
    pages: 1,
  };
  return { data: res.data, pagination };
}

/** Cached per filter set (spec §4 'Caching'); the previous page stays on screen while the next loads. */
export const propertiesQueryOptions = (query: TPropertyQuery) =>
  queryOptions({
    queryKey: ['properties', 'list', query],
    queryFn: ({ signal }) => getProperties(query, signal),
    placeholderData: keepPreviousData,
  });

export function useProperties(query: TPropertyQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...propertiesQueryOptions(query), enabled: options.enabled ?? true });
}
