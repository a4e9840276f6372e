import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { contactRequests, properties, users } from '../../db/schema';
import { createMediaUrls, type TMediaUrls } from '../../storage/media-urls';
import { createCardJson, type TCardExtras } from '../properties/property-card-json';
import type { TUserRow } from '../users/users.repository';

/** The columns of a person shown beside a row; works on the users table and its aliases. */
type TPersonColumns = { id: AnyPgColumn; name: AnyPgColumn; email: AnyPgColumn; avatar: AnyPgColumn };
function person<T extends TPersonColumns>(t: T): Pick<T, keyof TPersonColumns> {
  return { id: t.id, name: t.name, email: t.email, avatar: t.avatar };
}
export type TPersonRow = { id: string; name: string; email: string; avatar: string | null };

export type TAdminContactRow = {
  id: string;
  contactMethod: string;
  message: string;
  status: string;
  createdAt: Date;
  user: TPersonRow | null;
  agent: TPersonRow | null;
  property: { id: string; title: string; price: number } | null;
  propertyAgent: TPersonRow | null;
};

/** Which admin checked a listing's RERA number, beside its card in the admin table. */
const RERA_CHECKED_BY: TCardExtras = [
  [
    'reraCheckedBy',
    `case when p.rera_checked_by is null then null else
  (select json_build_object('_id', cu.id, 'name', cu.name) from users cu where cu.id = p.rera_checked_by) end`,
  ],
];

export type TReraCheckRow = {
  id: string;
  reraId: string | null;
  reraCheckedAt: Date | null;
  checkedBy: { id: string; name: string } | null;
};

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Reads across tables for the admin screens: dashboard counts, all listings, all contact requests. */
export function createAdminRepository(db: Db, media: TMediaUrls = createMediaUrls(undefined)) {
  const { pageCardsStatement } = createCardJson();
  const contactUser = alias(users, 'contact_user');
  const listingAgent = alias(users, 'listing_agent');

  return {
    async countAll(): Promise<{ users: number; agents: number; properties: number; contacts: number }> {
      const [all, agents, listings, contacts] = await Promise.all([
        db.$count(users),
        db.$count(users, eq(users.role, 'agent')),
        db.$count(properties),
        db.$count(contactRequests),
      ]);
      return { users: all, agents, properties: listings, contacts };
    },

    async findRecentUsers(limit: number): Promise<TUserRow[]> {
      return db.select().from(users).orderBy(desc(users.createdAt), desc(users.id)).limit(limit);
    },

    /**
     * Every listing, newest first, hidden ones (deactivated agent, sold) included, as the JSON text
     * of their cards (the listings' one writer), and how many match.
     */
    async findProperties(opts: { search?: string; offset?: number; limit?: number }) {
      const pattern = opts.search ? likePattern(opts.search) : undefined;
      const where = pattern
        ? sql`where lower(${properties.title}) like ${pattern} or lower(listing_agent.name) like ${pattern}
            or ${properties.cityKey} like ${pattern} or lower(${properties.type}) like ${pattern}`
        : sql``;
      const order = sql`${properties.createdAt} desc, ${properties.id} desc`;
      const from = sql`${properties} left join ${users} listing_agent on listing_agent.id = ${properties.agentId} ${where}`;
      const page = sql`select ${properties.id} as id, row_number() over (order by ${order}) as ord
        from ${from} order by ${order}
        ${opts.limit === undefined ? sql`` : sql`limit ${opts.limit} offset ${opts.offset ?? 0}`}`;
      const { rows } = (await db.execute(pageCardsStatement(page, RERA_CHECKED_BY))) as {
        rows: { cards: string; n_cards: number }[];
      };
      const count = Number(rows[0]?.n_cards ?? 0);
      const total =
        opts.limit === undefined
          ? count
          : Number(
              ((await db.execute(sql`select count(*)::int as n from ${from}`)) as { rows: { n: number }[] })
                .rows[0]?.n ?? 0,
            );
      return { cards: media.json(rows[0]?.cards ?? '[]'), total };
    },

    /**
     * A page of agents by name, with how many listings each has (hidden ones too): one query for
     * the page (the count is an index-only look-up per agent on properties_agent_idx), one for the total.
     */
    async findAgents(opts: { search?: string; offset: number; limit: number }) {
      const pattern = opts.search ? likePattern(opts.search) : undefined;
      const where = and(
        eq(users.role, 'agent'),
        pattern
          ? or(
              sql`lower(${users.name}) like ${pattern}`,
              sql`lower(${users.email}) like ${pattern}`,
              sql`lower(coalesce(${users.licenseNumber}, '')) like ${pattern}`,
            )
          : undefined,
      );
      const [rows, total] = await Promise.all([
        db
          .select({
            id: users.id,
            name: users.name,
            email: users.email,
            avatar: users.avatar,
            mobile: users.mobile,
            licenseNumber: users.licenseNumber,
            isVerified: users.isVerified,
            active: users.active,
            createdAt: users.createdAt,
            // Spelled out: in a one-table select Drizzle leaves column names unqualified, and an
            // unqualified "id" inside the subquery would be the listing's own.
            listingCount: sql<number>`(select count(*)::int from properties p where p.agent_id = users.id)`,
          })
          .from(users)
          .where(where)
          .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
          .limit(opts.limit)
          .offset(opts.offset),
        db.$count(users, where),
      ]);
      return { rows, total };
    },

    /** Deletes a listing (favourites, views and contact requests go by cascade); answers whether it existed. */
    /**
     * Marks a listing's RERA number checked by `adminId` now, or clears the check (`adminId` null).
     * Undefined when there is no such listing; a listing without a number is left as it is.
     */
    async setReraCheck(id: string, adminId: string | null): Promise<TReraCheckRow | undefined> {
      const checker = alias(users, 'checker');
      await db
        .update(properties)
        .set({ reraCheckedAt: adminId ? new Date() : null, reraCheckedBy: adminId })
        .where(and(eq(properties.id, id), sql`${properties.reraId} is not null`));
      const [row] = await db
        .select({
          id: properties.id,
          reraId: properties.reraId,
          reraCheckedAt: properties.reraCheckedAt,
          checkerId: checker.id,
          checkerName: checker.name,
        })
        .from(properties)
        .leftJoin(checker, eq(checker.id, properties.reraCheckedBy))
        .where(eq(properties.id, id));
      if (!row) return undefined;
      return {
        id: row.id,
        reraId: row.reraId,
        reraCheckedAt: row.reraCheckedAt,
        checkedBy: row.checkerId && row.checkerName ? { id: row.checkerId, name: row.checkerName } : null,
      };
    },

    async deleteProperty(id: string): Promise<boolean> {
      const rows = await db.delete(properties).where(eq(properties.id, id)).returning({ id: properties.id });
      return rows.length > 0;
    },

    async findContacts(opts: { limit?: number; id?: string } = {}): Promise<TAdminContactRow[]> {
      const query = db
        .select({
          id: contactRequests.id,
          contactMethod: contactRequests.contactMethod,
          message: contactRequests.message,
          status: contactRequests.status,
          createdAt: contactRequests.createdAt,
          user: person(contactUser),
          // A lead's agent is the listing's agent now (schema.ts, contactRequests).
          agent: person(listingAgent),
          property: { id: properties.id, title: properties.title, price: properties.price },
          propertyAgent: person(listingAgent),
        })
        .from(contactRequests)
        .leftJoin(contactUser, eq(contactUser.id, contactRequests.userId))
        .leftJoin(properties, eq(properties.id, contactRequests.propertyId))
        .leftJoin(listingAgent, eq(listingAgent.id, properties.agentId))
        .where(opts.id ? eq(contactRequests.id, opts.id) : undefined)
        .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id));
      return opts.limit === undefined ? query : query.limit(opts.limit);
    },

    async updateContactStatus(id: string, status: string): Promise<boolean> {
      const rows = await db
        .update(contactRequests)
        .set({ status, updatedAt: new Date() })
        .where(eq(contactRequests.id, id))
        .returning({ id: contactRequests.id });
      return rows.length > 0;
    },

    async deleteContact(id: string): Promise<boolean> {
      const rows = await db
        .delete(contactRequests)
        .where(eq(contactRequests.id, id))
        .returning({ id: contactRequests.id });
      return rows.length > 0;
    },
  };
}
export type TAdminRepository = ReturnType<typeof createAdminRepository>;
