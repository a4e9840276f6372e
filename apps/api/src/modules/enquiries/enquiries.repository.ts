import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { enquiries, users } from '../../db/schema';
import type { TOutboxMessage, TOutboxRepository } from '../notifications/outbox.repository';

export type TEnquiryInsert = typeof enquiries.$inferInsert;
export type TEnquiryRow = typeof enquiries.$inferSelect & { user: { id: string; name: string } | null };

/** The only code that touches the enquiries table. */
export function createEnquiriesRepository(db: Db, outbox: TOutboxRepository) {
  const selectWithUser = () =>
    db
      .select({ enquiry: enquiries, user: { id: users.id, name: users.name } })
      .from(enquiries)
      .leftJoin(users, eq(users.id, enquiries.userId));
  const flatten = (r: {
    enquiry: typeof enquiries.$inferSelect;
    user: TEnquiryRow['user'];
  }): TEnquiryRow => ({
    ...r.enquiry,
    user: r.user,
  });

  return {
    /** Stores the enquiry and its notifications together: both are saved, or neither. */
    async insertEnquiry(values: TEnquiryInsert, notifications: TOutboxMessage[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(enquiries).values(values);
        for (const message of notifications) await outbox.enqueue(message, tx);
      });
    },

    async getEnquiryById(id: string): Promise<TEnquiryRow | undefined> {
      const [row] = await selectWithUser().where(eq(enquiries.id, id)).limit(1);
      return row && flatten(row);
    },

    async findEnquiries(filters: { kind?: string; status?: string }): Promise<TEnquiryRow[]> {
      const rows = await selectWithUser()
        .where(
          and(
            filters.kind ? eq(enquiries.kind, filters.kind) : undefined,
            filters.status ? eq(enquiries.status, filters.status) : undefined,
          ),
        )
        .orderBy(desc(enquiries.createdAt), desc(enquiries.id));
      return rows.map(flatten);
    },

    async updateStatus(id: string, status: string): Promise<boolean> {
      const rows = await db
        .update(enquiries)
        .set({ status, updatedAt: new Date() })
        .where(eq(enquiries.id, id))
        .returning({ id: enquiries.id });
      return rows.length > 0;
    },

    async deleteEnquiry(id: string): Promise<boolean> {
      const rows = await db.delete(enquiries).where(eq(enquiries.id, id)).returning({ id: enquiries.id });
      return rows.length > 0;
    },
  };
}
export type TEnquiriesRepository = ReturnType<typeof createEnquiriesRepository>;
