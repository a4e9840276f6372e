import { type TDeveloper, ZDeveloper } from '@nivaas/shared/developer';
import { pageOf } from '@nivaas/shared/envelope';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { developerKeys } from './developer-keys';

/** The builders' answer, shared with the builder picker of the listing form. */
export const ZDevelopersAnswer = pageOf(ZDeveloper);

/** GET /developers with the set filters (admin spec §7); the list must be an array (§5). */
export async function getDevelopers(
  query: Readonly<Record<string, string>>,
  signal?: AbortSignal,
): Promise<TDeveloper[]> {
  const res = await request('/developers', {
    query,
    answer: ZDevelopersAnswer,
    // The page says it in its language (lib/say-request-text.ts).
    invalid: 'Received invalid developers data format',
    signal,
  });
  return res.data;
}

/** Cached per filter set; the previous results stay on screen while the next arrive. */
export const developersQueryOptions = (query: Readonly<Record<string, string>>) =>
  queryOptions({
    queryKey: developerKeys.list(query),
    queryFn: ({ signal }) => getDevelopers(query, signal),
    placeholderData: keepPreviousData,
  });

export function useDevelopers(query: Readonly<Record<string, string>>) {
  return useQuery(developersQueryOptions(query));
}
