import { queryOptions } from '@tanstack/react-query';
import { listingAnswers } from '../../../lib/first-view';
import { request } from '../../../lib/http-client';

export type TFavoriteStatus = { isFavorite: boolean };

export const favoriteStatusQueryKey = (propertyId: string) =>
  ['auth', 'favorites', 'status', propertyId] as const;

/** GET /auth/favorites/{id}/status (spec §7): called on the detail page when signed in. */
export async function getFavoriteStatus(propertyId: string, signal?: AbortSignal): Promise<TFavoriteStatus> {
  const res = await request(`/auth/favorites/${encodeURIComponent(propertyId)}/status`, {
    answer: listingAnswers.answer((a) => a.ZFavoriteStatusAnswer),
    signal,
  });
  return { isFavorite: res.data.isFavorite };
}

export const favoriteStatusQueryOptions = (propertyId: string) =>
  queryOptions({
    queryKey: favoriteStatusQueryKey(propertyId),
    queryFn: ({ signal }) => getFavoriteStatus(propertyId, signal),
  });
