import type { TProperty } from '@nivaas/shared/property';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage, request } from '../../../lib/http-client';
import { notify } from '../../../lib/notify';
import { favoriteStatusQueryKey, type TFavoriteStatus } from './get-favorite-status';
import { favoritesQueryKey } from './get-favorites';

export type TToggleFavorite = {
  propertyId: string;
  /** The new state: true adds, false removes. */
  isFavorite: boolean;
  /** The listing, when the caller has it, so lists show it before they refetch. */
  property?: TProperty;
};

/** PUT /auth/favorites/{id} adds, DELETE removes (spec §7). */
export async function setFavorite({ propertyId, isFavorite }: TToggleFavorite): Promise<void> {
  await request<unknown>(`/auth/favorites/${encodeURIComponent(propertyId)}`, {
    method: isFavorite ? 'PUT' : 'DELETE',
  });
}

/** The spec's texts (public-site §4, §8). */
export const FAVORITE_MSG = {
  added: 'Added to favorites',
  removed: 'Removed from favorites',
  failed: 'Failed to update favorites',
  loginFirst: 'Please login to save favorites',
} as const;

/**
 * Adds or removes a favourite, then brings the status and the saved list up to date. The notices
 * are given here, not by the button: a removed card's button is gone before the answer arrives.
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFavorite,
    onError: (err) => notify(errorMessage(err, FAVORITE_MSG.failed), 'error'),
    onSuccess: async (_data, { propertyId, isFavorite, property }) => {
      notify(isFavorite ? FAVORITE_MSG.added : FAVORITE_MSG.removed, 'success');
      queryClient.setQueryData<TFavoriteStatus>(favoriteStatusQueryKey(propertyId), { isFavorite });
      queryClient.setQueryData<TProperty[]>(favoritesQueryKey, (list) => {
        if (!list) return list;
        const rest = list.filter((p) => p._id !== propertyId);
        return isFavorite && property ? [property, ...rest] : rest;
      });
      await queryClient.invalidateQueries({ queryKey: favoritesQueryKey });
    },
  });
}
