import { ZDeveloper } from '@nivaas/shared/developer';
import { pageOf } from '@nivaas/shared/envelope';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';

export const INVALID_DEVELOPERS_FORMAT = 'Received invalid developers data format';
export const FAILED_TO_FETCH_DEVELOPERS = 'Failed to fetch developers';

export type TDeveloperOption = { _id: string; name: string; logoUrl: string | null; city: string };

const ZDevelopersAnswer = pageOf(ZDeveloper);

/** GET /developers (public-site §7): the list must be an array (§5). */
export async function getDeveloperOptions(signal?: AbortSignal): Promise<TDeveloperOption[]> {
  const res = await request('/developers', {
    answer: ZDevelopersAnswer,
    invalid: INVALID_DEVELOPERS_FORMAT,
    signal,
  });
  return res.data
    .map((d) => ({
      _id: d._id,
      name: d.name,
      logoUrl: d.logo?.variants?.small ?? d.logo?.url ?? null,
      city: d.headquarters.city,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/** The builder picker's options; its own key, so it never shares a cache entry of another shape. */
export const developerOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['developers', 'picker-options'],
    queryFn: ({ signal }) => getDeveloperOptions(signal),
    staleTime: 5 * 60_000,
  });

export function useDeveloperOptions() {
  return useQuery(developerOptionsQueryOptions());
}
