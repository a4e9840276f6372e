import { pageOf } from '@nivaas/shared/envelope';
import { ZPropertyCard } from '@nivaas/shared/property-answer';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../../lib/http-client';

export const DEVELOPER_LISTINGS_PAGE_SIZE = 6;
const INVALID_PROPERTIES_FORMAT = 'Received invalid properties data format';
const ZListingsAnswer = pageOf(ZPropertyCard);
export type TDeveloperListings = z.output<typeof ZListingsAnswer>;

/** GET /properties?developer={id} (API.md): the builder's public listings, a page at a time. */
export async function getDeveloperListings(
  developerId: string,
  page: number,
  signal?: AbortSignal,
): Promise<TDeveloperListings> {
  return request('/properties', {
    query: { developer: developerId, page, limit: DEVELOPER_LISTINGS_PAGE_SIZE },
    answer: ZListingsAnswer,
    invalid: INVALID_PROPERTIES_FORMAT,
    signal,
  });
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
