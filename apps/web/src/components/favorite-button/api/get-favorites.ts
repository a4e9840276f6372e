import type { TPropertyCard } from '@nivaas/shared/property';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { listingAnswers } from '../../../lib/first-view';
import { request } from '../../../lib/http-client';

/** Under ['auth'], so signing out drops it with the session. */
export const favoritesQueryKey = ['auth', 'favorites', 'list'] as const;

const ZFavoritesAnswer = listingAnswers.answer((a) => a.ZCardsAnswer);

/** GET /auth/favorites: the signed-in user's saved listings, newest first (API.md). */
export async function getFavorites(signal?: AbortSignal): Promise<TPropertyCard[]> {
  return (await request('/auth/favorites', { answer: ZFavoritesAnswer, signal })).data;
}

export const favoritesQueryOptions = () =>
  queryOptions({ queryKey: favoritesQueryKey, queryFn: ({ signal }) => getFavorites(signal) });

/** The saved listings; only fetched for a signed-in user. A failure is only logged (spec §8). */
export function useFavorites(options: { enabled?: boolean } = {}) {
  return useQuery({ ...favoritesQueryOptions(), enabled: options.enabled ?? true });
}
