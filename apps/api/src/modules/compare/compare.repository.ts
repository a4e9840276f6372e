import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { compareItems, PUBLIC_ROWS, properties, users } from '../../db/schema';

/** What the compare table shows beyond a listing's card. */
export type TCompareExtras = {
  id: string;
  ageOfProperty: number | null;
  highlights: string[];
  facing: string | null;
  city: string;
  locality: string;
  type: string;
  status: string;
  price: number;
  area: number;
};

/** The only code that touches the compare_items table; and the compare table's own reads. */
export function createCompareRepository(db: Db) {
  return {
    /** The public listings among `ids` (listed, For Sale or For Rent), with the compare's extra fields. */
    async findPublicExtras(ids: readonly string[]): Promise<TCompareExtras[]> {
      if (!ids.length) return [];
      return db
        .select({
          id: properties.id,
          ageOfProperty: properties.ageOfProperty,
          highlights: properties.highlights,
          facing: sql<string | null>`nullif(btrim(${properties.projectDetails} ->> 'facing'), '')`,
          city: properties.city,
          locality: properties.locality,
          type: properties.type,
          status: properties.status,
          price: properties.price,
          area: properties.area,
        })
        .from(properties)
        .where(and(inArray(properties.id, [...ids]), PUBLIC_ROWS));
    },

    /** The user's tray, in the order the listings were added. */
    async findTrayIds(userId: string): Promise<string[]> {
      const rows = await db
        .select({ id: compareItems.propertyId })
        .from(compareItems)
        .where(eq(compareItems.userId, userId))
        .orderBy(asc(compareItems.position), asc(compareItems.addedAt));
      return rows.map((r) => r.id);
    },

    /**
     * Makes the tray `next(current)`, keeping only ids of listings that exist; one change at a time
     * per user (the user's row is locked), so concurrent writes do not interleave.
     */
    async updateTray(userId: string, next: (current: string[]) => string[]): Promise<string[]> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
        const current = (
          await tx
            .select({ id: compareItems.propertyId })
            .from(compareItems)
            .where(eq(compareItems.userId, userId))
            .orderBy(asc(compareItems.position), asc(compareItems.addedAt))
        ).map((r) => r.id);
        const wanted = next(current);
        const existing = wanted.length
          ? new Set(
              (
                await tx.select({ id: properties.id }).from(properties).where(inArray(properties.id, wanted))
              ).map((r) => r.id),
            )
          : new Set<string>();
        const ids = wanted.filter((id) => existing.has(id));
        await tx.delete(compareItems).where(eq(compareItems.userId, userId));
        if (ids.length) {
          await tx
            .insert(compareItems)
            .values(ids.map((propertyId, position) => ({ userId, propertyId, position })));
        }
        return ids;
      });
    },
  };
}
export type TCompareRepository = ReturnType<typeof createCompareRepository>;
