import { and, eq, gt, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { newId } from '../../lib/ids';
import type { TUserRow } from '../users/users.repository';

/** The only code that touches the sessions table. */
export function createSessionsRepository(db: Db) {
  return {
    /** A new session of the user, ending `ttlSeconds` from now; a user's expired sessions go with it. */
    async createSession(userId: string, ttlSeconds: number, tx: Db = db): Promise<string> {
      const id = newId();
      await tx.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, sql`now()`)));
      await tx.insert(sessions).values({
        id,
        userId,
        expiresAt: sql`now() + ${ttlSeconds} * interval '1 second'`,
      });
      return id;
    },

    /**
     * The user of a live session, in one query: the token's session must exist, belong to the
     * token's user and not have expired. This is the per-request read of the user (and its role).
     */
    async getSessionUser(sessionId: string, userId: string): Promise<TUserRow | undefined> {
      const [row] = await db
        .select({ user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(eq(sessions.id, sessionId), eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)),
        )
        .limit(1);
      return row?.user;
    },

    async endSession(sessionId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, sessionId));
    },

    /** Ends every session of the user, or every one but `keepId`; answers how many ended. */
    async endUserSessions(userId: string, opts: { keepId?: string; tx?: Db } = {}): Promise<number> {
      const ended = await (opts.tx ?? db)
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), opts.keepId ? ne(sessions.id, opts.keepId) : undefined))
        .returning({ id: sessions.id });
      return ended.length;
    },

    async countUserSessions(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)));
      return row?.n ?? 0;
    },
  };
}
export type TSessionsRepository = ReturnType<typeof createSessionsRepository>;
