import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { TOutboxQueue } from '@nivaas/shared/admin-jobs';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';
import { newId } from '../../lib/ids';

export type TOutboxMessage = {
  kind: string;
  recipient: string;
  subject: string;
  body: string;
  payload?: Record<string, unknown>;
};
export type TOutboxRow = typeof outbox.$inferSelect;

/** The only code that touches the outbox table. Pass a transaction as db to enqueue atomically. */
export function createOutboxRepository(db: Db) {
  return {
    async enqueue(message: TOutboxMessage, tx: Db = db): Promise<string> {
      const id = newId();
      await tx.insert(outbox).values({ id, ...message, payload: message.payload ?? {} });
      return id;
    },
    /**
     * Claims up to `limit` due messages for this instance: their next attempt moves `leaseMs` ahead,
     * so no other instance finds them due while they are delivered (rows another instance is
     * claiming at the same moment are skipped, not waited for). A message whose instance died
     * before marking it is due again when the lease ends. The database's clock, so instances agree.
     */
    async claimDue(limit: number, leaseMs: number): Promise<TOutboxRow[]> {
      const due = db
        .select({ id: outbox.id })
        .from(outbox)
        .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, sql`now()`)))
        .orderBy(asc(outbox.nextAttemptAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(outbox)
        .set({ nextAttemptAt: sql`now() + ${leaseMs} * interval '1 millisecond'` })
        .where(inArray(outbox.id, due))
        .returning();
    },
    /**
     * A delivered message. The text of one carrying a single-use link (a password reset, an email
     * confirmation) is not kept once sent: the link's secret stays only in the recipient's inbox.
     */
    async markSent(id: string): Promise<void> {
      await db
        .update(outbox)
        .set({
          status: 'sent',
          sentAt: sql`now()`,
          body: sql`case when ${outbox.kind} in ('password-reset', 'email-confirm') then '(a single-use link, not kept after sending)' else ${outbox.body} end`,
        })
        .where(eq(outbox.id, id));
    },
    /** A failed delivery: tried again `retryInMs` from now, or given up (null). */
    async markFailed(id: string, error: string, retryInMs: number | null): Promise<void> {
      await db
        .update(outbox)
        .set({
          attempts: sql`${outbox.attempts} + 1`,
          lastError: error.slice(0, 500),
          status: retryInMs === null ? 'failed' : 'pending',
          nextAttemptAt: sql`now() + ${retryInMs ?? 0} * interval '1 millisecond'`,
        })
        .where(eq(outbox.id, id));
    },
    /** How much waits and what failed (the admin's jobs view and /metrics). */
    async queueState(): Promise<TOutboxQueue> {
      const [row] = await db
        .select({
          pending: sql<number>`count(*) filter (where ${outbox.status} = 'pending')::int`,
          due: sql<number>`count(*) filter (where ${outbox.status} = 'pending' and ${outbox.nextAttemptAt} <= now())::int`,
          retrying: sql<number>`count(*) filter (where ${outbox.status} = 'pending' and ${outbox.attempts} > 0)::int`,
          failed: sql<number>`count(*) filter (where ${outbox.status} = 'failed')::int`,
          sentLastDay: sql<number>`count(*) filter (where ${outbox.status} = 'sent' and ${outbox.sentAt} > now() - interval '1 day')::int`,
          oldestDueSeconds: sql<
            number | null
          >`extract(epoch from now() - min(${outbox.nextAttemptAt}) filter (where ${outbox.status} = 'pending' and ${outbox.nextAttemptAt} <= now()))::float8`,
        })
        .from(outbox)
        .where(sql`${outbox.status} <> 'sent' or ${outbox.sentAt} > now() - interval '1 day'`);
      return {
        pending: row?.pending ?? 0,
        due: row?.due ?? 0,
        retrying: row?.retrying ?? 0,
        failed: row?.failed ?? 0,
        sentLastDay: row?.sentLastDay ?? 0,
        oldestDueSeconds: row?.oldestDueSeconds ?? null,
      };
    },
    async findAll(): Promise<TOutboxRow[]> {
      return db.select().from(outbox).orderBy(asc(outbox.createdAt));
    },
  };
}
export type TOutboxRepository = ReturnType<typeof createOutboxRepository>;
