import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountTokens, sessions, users } from '../../db/schema';

export type TAccountTokenPurpose = (typeof accountTokens.$inferSelect)['purpose'];

/**
 * Passwords and the single-use links sent by email (the only code that touches account_tokens):
 * a change of password and the sessions it ends are one transaction.
 */
export function createCredentialsRepository(db: Db) {
  return {
    /** A new password from the profile: every session of the user but `keepSessionId` ends. */
    async changePassword(userId: string, passwordHash: string, keepSessionId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
        await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
      });
    },

    /** Stores a link's hash, valid `ttlSeconds` from now (the database's clock). */
    async insertToken(
      values: { tokenHash: string; userId: string; purpose: TAccountTokenPurpose; email?: string },
      ttlSeconds: number,
      tx: Db = db,
    ): Promise<void> {
      await tx.insert(accountTokens).values({
        ...values,
        expiresAt: sql`now() + ${ttlSeconds} * interval '1 second'`,
      });
    },

    /**
     * Confirms an address with a link, in one transaction: the link is used up, and the account's
     * address is marked confirmed if it is still the one the link was sent to. Answers the user's
     * id, or undefined for a link unknown, used, expired or for an address since changed.
     */
    async confirmEmail(tokenHash: string): Promise<string | undefined> {
      return db.transaction(async (tx) => {
        const [used] = await tx
          .update(accountTokens)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(accountTokens.tokenHash, tokenHash),
              eq(accountTokens.purpose, 'email-confirm'),
              isNull(accountTokens.usedAt),
              gt(accountTokens.expiresAt, sql`now()`),
            ),
          )
          .returning({ userId: accountTokens.userId, email: accountTokens.email });
        if (!used?.email) return undefined;
        const [confirmed] = await tx
          .update(users)
          .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
          .where(and(eq(users.id, used.userId), eq(users.email, used.email)))
          .returning({ id: users.id });
        return confirmed?.id;
      });
    },
    /**
     * Sets a new password with a reset link, in one transaction: the link is used up (only the
     * first of two racing requests finds it unused), every other reset link of the user too, and
     * every session ends. Answers the user's id, or undefined for a link that is unknown, used or
     * expired (then nothing changed).
     */
    async resetPassword(tokenHash: string, passwordHash: string): Promise<string | undefined> {
      return db.transaction(async (tx) => {
        const [used] = await tx
          .update(accountTokens)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(accountTokens.tokenHash, tokenHash),
              eq(accountTokens.purpose, 'password-reset'),
              isNull(accountTokens.usedAt),
              gt(accountTokens.expiresAt, sql`now()`),
            ),
          )
          .returning({ userId: accountTokens.userId });
        if (!used) return undefined;
        await tx
          .update(accountTokens)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(accountTokens.userId, used.userId),
              eq(accountTokens.purpose, 'password-reset'),
              isNull(accountTokens.usedAt),
            ),
          );
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, used.userId));
        await tx.delete(sessions).where(eq(sessions.userId, used.userId));
        return used.userId;
      });
    },
  };
}
export type TCredentialsRepository = ReturnType<typeof createCredentialsRepository>;
