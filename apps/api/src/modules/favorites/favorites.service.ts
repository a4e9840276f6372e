import { MSG } from '@nivaas/shared/messages';
import type { TPropertyCard } from '@nivaas/shared/property';
import { AppError } from '../../lib/app-error';
import type { TPropertiesRepository } from '../properties/properties.repository';
import type { TFavoritesRepository } from './favorites.repository';
import type { TRecentlyViewedRepository } from './recently-viewed.repository';

/** Favourites and recently viewed: the signed-in user's own lists of listings. */
export function createFavoritesService(deps: {
  favorites: TFavoritesRepository;
  recentlyViewed: TRecentlyViewedRepository;
  properties: TPropertiesRepository;
}) {
  const { favorites, recentlyViewed, properties } = deps;

  /** A listing a user may save: it exists and its agent is active. */
  async function visibleId(id: string): Promise<string> {
    const row = await properties.getPropertyRecord(id);
    if (!row?.listed) throw AppError.notFound(MSG.propertyNotFound);
    return id;
  }

  /**
   * Cards in the order of the ids, leaving out listings hidden since (deactivated agent), from the
   * cards' one writer; parsed, so the answer is serialised through its schema.
   */
  async function cards(ids: string[]): Promise<TPropertyCard[]> {
    return JSON.parse(await properties.findCardsByIds(ids)) as TPropertyCard[];
  }

  return {
    async addFavorite(userId: string, propertyId: string) {
      const id = await visibleId(propertyId);
      await favorites.addFavorite(userId, id);
      return { propertyId: id, isFavorite: true };
    },
    async removeFavorite(userId: string, id: string) {
      await favorites.removeFavorite(userId, id);
      return { propertyId: id, isFavorite: false };
    },
    async getFavoriteStatus(userId: string, id: string) {
      return { propertyId: id, isFavorite: await favorites.isFavorite(userId, id) };
    },
    async findFavorites(userId: string): Promise<TPropertyCard[]> {
      return cards(await favorites.findFavoriteIds(userId));
    },
    async findRecentlyViewed(userId: string): Promise<TPropertyCard[]> {
      return cards(await recentlyViewed.findViewedIds(userId));
    },
  };
}
export type TFavoritesService = ReturnType<typeof createFavoritesService>;
