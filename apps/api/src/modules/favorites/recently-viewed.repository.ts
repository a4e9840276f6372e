import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import { RECENTLY_VIEWED_MAX } from '@nivaas/shared/constants';
import type { Db } from '../../db/client';
import { recentlyViewed } from '../../db/schema';

/** The only code that touches the recently_viewed table. */
export function createRecentlyViewedRepository(db: Db) {
  return {
    /** Records a view (a repeat moves it to the front) and keeps only the newest entries. */
    async recordView(userId: string, propertyId: string): Promise<void> {
      await db
        .insert(recentlyViewed)
        .values({ userId, propertyId, viewedAt: sql`clock_timestamp()` })
        .onConflictDoUpdate({
          target: [recentlyViewed.userId, recentlyViewed.propertyId],
          set: { viewedAt: sql`clock_timestamp()` },
        });
      const newest = db
        .select({ id: recentlyViewed.propertyId })
        .from(recentlyViewed)
        .where(eq(recentlyViewed.userId, userId))
        .orderBy(desc(recentlyViewed.viewedAt))
        .limit(RECENTLY_VIEWED_MAX);
      await db
        .delete(recentlyViewed)
        .where(and(eq(recentlyViewed.userId, userId), notInArray(recentlyViewed.propertyId, newest)));
    },
    /** The user's viewed property ids, newest first. */
    async findViewedIds(userId: string): Promise<string[]> {
      const rows = await db
        .select({ id: recentlyViewed.propertyId })
        .from(recentlyViewed)
        .where(eq(recentlyViewed.userId, userId))
        .orderBy(desc(recentlyViewed.viewedAt))
        .limit(RECENTLY_VIEWED_MAX);
      return rows.map((r) => r.id);
    },
  };
}
export type TRecentlyViewedRepository = ReturnType<typeof createRecentlyViewedRepository>;
