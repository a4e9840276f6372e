import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { otpCodes } from '../../db/schema';
import { newId } from '../../lib/ids';

export type TCodeCheck = { status: 'ok' } | { status: 'wrong'; attemptsLeft: number } | { status: 'none' };

/** The only code that touches otp_codes (sign-in codes sent by SMS, kept as an HMAC). */
export function createOtpRepository(db: Db) {
  return {
    /** A new code for the number, valid `ttlSeconds`; the number's earlier codes stop working. */
    async insertCode(mobile: string, codeHash: string, ttlSeconds: number): Promise<string> {
      const id = newId();
      await db.transaction(async (tx) => {
        await tx
          .update(otpCodes)
          .set({ usedAt: sql`now()` })
          .where(and(eq(otpCodes.mobile, mobile), isNull(otpCodes.usedAt)));
        await tx.insert(otpCodes).values({
          id,
          mobile,
          codeHash,
          expiresAt: sql`now() + ${ttlSeconds} * interval '1 second'`,
        });
      });
      return id;
    },

    async deleteCode(id: string): Promise<void> {
      await db.delete(otpCodes).where(eq(otpCodes.id, id));
    },

    /**
     * Checks a code against the number's live one, in one transaction (two tries at once are
     * counted one after the other): 'ok' (used up when `consume`), 'wrong' (one more try counted),
     * or 'none' (no live code, or its tries are used up).
     */
    async checkCode(
      mobile: string,
      codeHash: string,
      opts: { maxAttempts: number; consume: boolean },
    ): Promise<TCodeCheck> {
      return db.transaction(async (tx): Promise<TCodeCheck> => {
        const [live] = await tx
          .select()
          .from(otpCodes)
          .where(
            and(eq(otpCodes.mobile, mobile), isNull(otpCodes.usedAt), gt(otpCodes.expiresAt, sql`now()`)),
          )
          .orderBy(desc(otpCodes.createdAt))
          .limit(1)
          .for('update');
        if (!live || live.attempts >= opts.maxAttempts) return { status: 'none' };
        if (live.codeHash !== codeHash) {
          await tx
            .update(otpCodes)
            .set({ attempts: sql`${otpCodes.attempts} + 1` })
            .where(eq(otpCodes.id, live.id));
          return { status: 'wrong', attemptsLeft: opts.maxAttempts - live.attempts - 1 };
        }
        if (opts.consume) {
          await tx.update(otpCodes).set({ usedAt: sql`now()` }).where(eq(otpCodes.id, live.id));
        }
        return { status: 'ok' };
      });
    },
  };
}
export type TOtpRepository = ReturnType<typeof createOtpRepository>;
