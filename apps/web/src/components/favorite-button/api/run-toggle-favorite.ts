import type { TProperty, TPropertyCard } from '@nivaas/shared/property';
import type { QueryClient } from '@tanstack/react-query';
import { listingAnswers } from '../../../lib/first-view';
import { errorMessage, request } from '../../../lib/http-client';
import { notify } from '../../../lib/notify';
import { favoriteStatusQueryKey, type TFavoriteStatus } from './get-favorite-status';
import { favoritesQueryKey } from './get-favorites';
import { FAVORITE_MSG, type TToggleFavorite } from './toggle-favorite';

/** The saved list holds cards: a detail page's listing is read as one (its cover image only). */
async function asCard(property: TPropertyCard | TProperty): Promise<TPropertyCard | undefined> {
  const { ZPropertyCard } = await listingAnswers.load();
  const card = ZPropertyCard.safeParse({ ...property, images: property.images.slice(0, 1) });
  return card.success ? card.data : undefined;
}

const ZFavoriteChanged = listingAnswers.answer((a) => a.ZFavoriteChanged);

/** PUT /auth/favorites/{id} adds, DELETE removes (spec §7). */
export async function setFavorite({ propertyId, isFavorite }: TToggleFavorite): Promise<void> {
  await request(`/auth/favorites/${encodeURIComponent(propertyId)}`, {
    method: isFavorite ? 'PUT' : 'DELETE',
    answer: ZFavoriteChanged,
  });
}

/**
 * Adds or removes a favourite, then brings the status and the saved list up to date. The notices
 * are given here, not by the button: a removed card's button is gone before the answer arrives.
 */
export async function toggleFavorite(queryClient: QueryClient, change: TToggleFavorite): Promise<void> {
  const { propertyId, isFavorite, property } = change;
  try {
    await setFavorite(change);
  } catch (err) {
    notify(errorMessage(err, FAVORITE_MSG.failed), 'error');
    return;
  }
  notify(isFavorite ? FAVORITE_MSG.added : FAVORITE_MSG.removed, 'success');
  queryClient.setQueryData<TFavoriteStatus>(favoriteStatusQueryKey(propertyId), { isFavorite });
  const card = isFavorite && property ? await asCard(property) : undefined;
  queryClient.setQueryData<TPropertyCard[]>(favoritesQueryKey, (list) => {
    if (!list) return list;
    const rest = list.filter((p) => p._id !== propertyId);
    return card ? [card, ...rest] : rest;
  });
  await queryClient.invalidateQueries({ queryKey: favoritesQueryKey });
}
