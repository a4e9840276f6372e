import { and, asc, eq, lte, sql } from 'drizzle-orm';
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
    async findDue(limit: number, now = new Date()): Promise<TOutboxRow[]> {
      return db
        .select()
        .from(outbox)
        .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now)))
        .orderBy(asc(outbox.nextAttemptAt))
        .limit(limit);
    },
    async markSent(id: string): Promise<void> {
      await db.update(outbox).set({ status: 'sent', sentAt: new Date() }).where(eq(outbox.id, id));
    },
    async markFailed(id: string, error: string, retryAt: Date | null): Promise<void> {
      await db
        .update(outbox)
        .set({
          attempts: sql`${outbox.attempts} + 1`,
          lastError: error.slice(0, 500),
          status: retryAt ? 'pending' : 'failed',
          nextAttemptAt: retryAt ?? new Date(),
        })
        .where(eq(outbox.id, id));
    },
    async findAll(): Promise<TOutboxRow[]> {
      return db.select().from(outbox).orderBy(asc(outbox.createdAt));
    },
  };
}
export type TOutboxRepository = ReturnType<typeof createOutboxRepository>;
