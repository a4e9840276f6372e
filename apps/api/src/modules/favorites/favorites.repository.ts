import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { favorites } from '../../db/schema';

/** The only code that touches the favorites table. */
export function createFavoritesRepository(db: Db) {
  return {
    /** Idempotent: the (user, property) primary key keeps concurrent adds to one row. */
    async addFavorite(userId: string, propertyId: string): Promise<void> {
      await db.insert(favorites).values({ userId, propertyId }).onConflictDoNothing();
    },
    async removeFavorite(userId: string, propertyId: string): Promise<void> {
      await db
        .delete(favorites)
        .where(and(eq(favorites.userId, userId), eq(favorites.propertyId, propertyId)));
    },
    async isFavorite(userId: string, propertyId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: favorites.propertyId })
        .from(favorites)
        .where(and(eq(favorites.userId, userId), eq(favorites.propertyId, propertyId)))
        .limit(1);
      return !!row;
    },
    /** The user's favourite property ids, newest first. */
    async findFavoriteIds(userId: string): Promise<string[]> {
      const rows = await db
        .select({ id: favorites.propertyId })
        .from(favorites)
        .where(eq(favorites.userId, userId))
        .orderBy(desc(favorites.createdAt), desc(favorites.propertyId));
      return rows.map((r) => r.id);
    },
  };
}
export type TFavoritesRepository = ReturnType<typeof createFavoritesRepository>;
