import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shortlistShares, users } from '../../db/schema';

export type TShareRow = { token: string; createdAt: Date };

/** The only code that touches the shortlist_shares table. */
export function createShortlistRepository(db: Db) {
  return {
    async findShare(userId: string): Promise<TShareRow | undefined> {
      const [row] = await db
        .select({ token: shortlistShares.token, createdAt: shortlistShares.createdAt })
        .from(shortlistShares)
        .where(eq(shortlistShares.userId, userId))
        .limit(1);
      return row;
    },
    /** The user's one live share becomes `token` (an earlier link stops working). */
    async replaceShare(userId: string, token: string): Promise<TShareRow> {
      const [row] = await db
        .insert(shortlistShares)
        .values({ userId, token })
        .onConflictDoUpdate({ target: shortlistShares.userId, set: { token, createdAt: new Date() } })
        .returning({ token: shortlistShares.token, createdAt: shortlistShares.createdAt });
      if (!row) throw new Error('the share was not written');
      return row;
    },
    async deleteShare(userId: string): Promise<void> {
      await db.delete(shortlistShares).where(eq(shortlistShares.userId, userId));
    },
    /** Whose favourites a token shares: the owner's id and name, while the share stands. */
    async findOwner(token: string): Promise<{ userId: string; name: string } | undefined> {
      const [row] = await db
        .select({ userId: users.id, name: users.name })
        .from(shortlistShares)
        .innerJoin(users, eq(users.id, shortlistShares.userId))
        .where(eq(shortlistShares.token, token))
        .limit(1);
      return row;
    },
  };
}
export type TShortlistRepository = ReturnType<typeof createShortlistRepository>;
