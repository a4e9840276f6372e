import type { TPage } from '@nivaas/shared/envelope';
import type { TProperty } from '@nivaas/shared/property';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';

export const DEVELOPER_LISTINGS_PAGE_SIZE = 6;
const INVALID_PROPERTIES_FORMAT = 'Received invalid properties data format';

/** GET /properties?developer={id} (API.md): the builder's public listings, a page at a time. */
export async function getDeveloperListings(
  developerId: string,
  page: number,
  signal?: AbortSignal,
): Promise<TPage<TProperty>> {
  const res = await request<TPage<TProperty>>('/properties', {
    query: { developer: developerId, page, limit: DEVELOPER_LISTINGS_PAGE_SIZE },
    signal,
  });
  if (!Array.isArray(res?.data)) throw new Error(INVALID_PROPERTIES_FORMAT);
  return res;
}

/** Under 'properties', so a listing added, changed or deleted anywhere refreshes it too. */
export const developerListingsQueryOptions = (developerId: string, page: number) =>
  queryOptions({
    queryKey: ['properties', 'by-developer', developerId, page] as const,
    queryFn: ({ signal }) => getDeveloperListings(developerId, page, signal),
    placeholderData: keepPreviousData,
  });

export function useDeveloperListings(developerId: string, page: number) {
  return useQuery(developerListingsQueryOptions(developerId, page));
}
