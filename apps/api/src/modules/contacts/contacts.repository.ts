import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { contactRequests, properties, users } from '../../db/schema';
import type { TOutboxMessage, TOutboxRepository } from '../notifications/outbox.repository';

export type TContactInsert = {
  id: string;
  userId: string;
  propertyId: string;
  contactMethod: string;
  message: string;
};

/**
 * The only code that touches the contact_requests table. A lead's agent is the listing's agent
 * now (joined through properties), never a copy kept on the lead.
 */
export function createContactsRepository(db: Db, outbox: TOutboxRepository) {
  const requester = alias(users, 'requester');
  const agent = alias(users, 'lead_agent');

  const leadColumns = {
    id: contactRequests.id,
    contactMethod: contactRequests.contactMethod,
    message: contactRequests.message,
    status: contactRequests.status,
    createdAt: contactRequests.createdAt,
    updatedAt: contactRequests.updatedAt,
    user: {
      id: requester.id,
      name: requester.name,
      email: requester.email,
      mobile: requester.mobile,
      avatar: requester.avatar,
    },
    agent: { id: agent.id, name: agent.name, email: agent.email, mobile: agent.mobile, avatar: agent.avatar },
    property: { id: properties.id, title: properties.title, price: properties.price, city: properties.city },
  };

  return {
    /**
     * Records a contact request, or updates the user's open one on that listing (the partial unique
     * index allows one open request per user and property), and queues the agent's notification in
     * the same transaction: either both are saved or neither.
     */
    async upsertWithNotification(
      values: TContactInsert,
      /** The agent's email, or null when none is to be sent (an address not confirmed). */
      notification: (requestId: string) => TOutboxMessage | null,
    ): Promise<{ id: string; isNew: boolean }> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(contactRequests)
          .values({ ...values, status: 'pending' })
          .onConflictDoUpdate({
            target: [contactRequests.userId, contactRequests.propertyId],
            targetWhere: sql`status <> 'completed'`,
            set: {
              contactMethod: values.contactMethod,
              message: values.message,
              status: 'pending',
              updatedAt: new Date(),
            },
          })
          // xmax is 0 only on a row this statement inserted (not on one it updated).
          .returning({ id: contactRequests.id, isNew: sql<boolean>`(xmax = 0)` });
        if (!row) throw new Error('contact upsert returned no row');
        const message = notification(row.id);
        if (message) await outbox.enqueue(message, tx as unknown as Db);
        return { id: row.id, isNew: row.isNew };
      });
    },

    /** Leads newest first: those on an agent's listings, or everyone's (agentId undefined). */
    async findLeads(opts: { agentId?: string; limit: number; offset: number }) {
      const where = opts.agentId ? eq(properties.agentId, opts.agentId) : undefined;
      const [rows, [count]] = await Promise.all([
        db
          .select(leadColumns)
          .from(contactRequests)
          .innerJoin(properties, eq(properties.id, contactRequests.propertyId))
          .leftJoin(requester, eq(requester.id, contactRequests.userId))
          .leftJoin(agent, eq(agent.id, properties.agentId))
          .where(where)
          .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id))
          .limit(opts.limit)
          .offset(opts.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(contactRequests)
          .innerJoin(properties, eq(properties.id, contactRequests.propertyId))
          .where(where),
      ]);
      return { rows, total: count?.n ?? 0 };
    },

    async getLead(id: string) {
      const [row] = await db
        .select(leadColumns)
        .from(contactRequests)
        .innerJoin(properties, eq(properties.id, contactRequests.propertyId))
        .leftJoin(requester, eq(requester.id, contactRequests.userId))
        .leftJoin(agent, eq(agent.id, properties.agentId))
        .where(eq(contactRequests.id, id))
        .limit(1);
      return row;
    },

    /**
     * Moves a lead along; with `agentId`, only while that agent has the lead's listing, checked in
     * the same statement (a reassignment between a read and this write cannot let the old agent in).
     */
    async updateStatus(id: string, status: string, agentId?: string): Promise<boolean> {
      const onAgentsListing = agentId
        ? sql`exists (select 1 from ${properties} where ${properties.id} = ${contactRequests.propertyId} and ${properties.agentId} = ${agentId})`
        : undefined;
      const rows = await db
        .update(contactRequests)
        .set({ status, updatedAt: new Date() })
        .where(and(eq(contactRequests.id, id), onAgentsListing))
        .returning({ id: contactRequests.id });
      return rows.length > 0;
    },
  };
}
export type TContactsRepository = ReturnType<typeof createContactsRepository>;
export type TLeadRow = NonNullable<Awaited<ReturnType<TContactsRepository['getLead']>>>;
