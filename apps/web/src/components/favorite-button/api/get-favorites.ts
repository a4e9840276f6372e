import type { TSuccess } from '@nivaas/shared/envelope';
import type { TProperty } from '@nivaas/shared/property';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';

/** Under ['auth'], so signing out drops it with the session. */
export const favoritesQueryKey = ['auth', 'favorites', 'list'] as const;

/** GET /auth/favorites: the signed-in user's saved listings, newest first (API.md). */
export async function getFavorites(signal?: AbortSignal): Promise<TProperty[]> {
  const res = await request<TSuccess<TProperty[]> | TProperty[]>('/auth/favorites', { signal });
  const list = Array.isArray(res) ? res : res?.data;
  return Array.isArray(list) ? list : [];
}

export const favoritesQueryOptions = () =>
  queryOptions({ queryKey: favoritesQueryKey, queryFn: ({ signal }) => getFavorites(signal) });

/** The saved listings; only fetched for a signed-in user. A failure is only logged (spec §8). */
export function useFavorites(options: { enabled?: boolean } = {}) {
  return useQuery({ ...favoritesQueryOptions(), enabled: options.enabled ?? true });
}
