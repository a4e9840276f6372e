import type { TDeveloper } from '@nivaas/shared/developer';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { DEVELOPER_TEXT } from '../lib/developer-display';
import { developerKeys } from './developer-keys';

type TListAnswer = { data?: TDeveloper[] | { data?: TDeveloper[] } };

/** GET /developers with the set filters (admin spec §7): the list in data.data or data, an array. */
export async function getDevelopers(
  query: Readonly<Record<string, string>>,
  signal?: AbortSignal,
): Promise<TDeveloper[]> {
  const res = await request<TListAnswer>('/developers', { query, signal });
  const list = Array.isArray(res?.data) ? res.data : res?.data?.data;
  if (!Array.isArray(list)) throw new Error(DEVELOPER_TEXT.invalidList);
  return list;
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
