import { successOf } from '@nivaas/shared/envelope';
import { type TPropertyCard, ZPropertyCard } from '@nivaas/shared/property-answer';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../../../lib/http-client';

/** Under ['auth'], so signing out drops it with the session. */
export const recentlyViewedQueryKey = ['auth', 'recently-viewed'] as const;

const ZCardsAnswer = successOf(z.array(ZPropertyCard));

/** GET /auth/recently-viewed: up to 20 listings the user opened, newest first (API.md). */
export async function getRecentlyViewed(signal?: AbortSignal): Promise<TPropertyCard[]> {
  return (await request('/auth/recently-viewed', { answer: ZCardsAnswer, signal })).data;
}

export const recentlyViewedQueryOptions = () =>
  queryOptions({
    queryKey: recentlyViewedQueryKey,
    queryFn: ({ signal }) => getRecentlyViewed(signal),
    // Every detail view changes it: fetch afresh each time the panel opens.
    staleTime: 0,
  });

export function useRecentlyViewed(options: { enabled?: boolean } = {}) {
  return useQuery({ ...recentlyViewedQueryOptions(), enabled: options.enabled ?? true });
}
