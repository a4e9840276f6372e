import type { TSuccess } from '@nivaas/shared/envelope';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';

export type TFavoriteStatus = { isFavorite: boolean };

export const favoriteStatusQueryKey = (propertyId: string) =>
  ['auth', 'favorites', 'status', propertyId] as const;

/** GET /auth/favorites/{id}/status (spec §7): called on the detail page when signed in. */
export async function getFavoriteStatus(propertyId: string, signal?: AbortSignal): Promise<TFavoriteStatus> {
  const res = await request<TSuccess<Partial<TFavoriteStatus>> & Partial<TFavoriteStatus>>(
    `/auth/favorites/${encodeURIComponent(propertyId)}/status`,
    { signal },
  );
  // The spec only says the answer holds isFavorite: read it from data or the top level.
  return { isFavorite: Boolean(res?.data?.isFavorite ?? res?.isFavorite) };
}

export const favoriteStatusQueryOptions = (propertyId: string) =>
  queryOptions({
    queryKey: favoriteStatusQueryKey(propertyId),
    queryFn: ({ signal }) => getFavoriteStatus(propertyId, signal),
  });
