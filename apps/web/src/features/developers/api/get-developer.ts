import { type TDeveloper, ZDeveloper } from '@nivaas/shared/developer';
import { successOf } from '@nivaas/shared/envelope';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { developerKeys } from './developer-keys';

export const ZDeveloperAnswer = successOf(ZDeveloper);

/** GET /developers/{id} (admin spec §7). */
export async function getDeveloper(id: string, signal?: AbortSignal): Promise<TDeveloper> {
  const res = await request(`/developers/${encodeURIComponent(id)}`, {
    answer: ZDeveloperAnswer,
    // The page says it in its language (lib/say-request-text.ts).
    invalid: 'Failed to fetch developer',
    signal,
  });
  return res.data;
}

export const developerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: developerKeys.detail(id),
    queryFn: ({ signal }) => getDeveloper(id, signal),
  });

/** The builder as a directory list already loaded it, and when that list was fetched. */
export function findListedDeveloper(
  queryClient: QueryClient,
  id: string,
): { developer: TDeveloper; updatedAt: number } | undefined {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: developerKeys.lists() })) {
    const list = query.state.data;
    const developer = Array.isArray(list) ? (list as TDeveloper[]).find((d) => d._id === id) : undefined;
    if (developer) return { developer, updatedAt: query.state.dataUpdatedAt };
  }
  return undefined;
}

/**
 * Taken from a loaded list when present (admin spec §2.9), otherwise fetched. The list's age
 * carries over, so a copy older than the stale time is refreshed in the background.
 */
export function useDeveloper(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...developerQueryOptions(id),
    initialData: () => findListedDeveloper(queryClient, id)?.developer,
    initialDataUpdatedAt: () => findListedDeveloper(queryClient, id)?.updatedAt,
  });
}
