import { and, count, countDistinct, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TModerationHiddenReason } from '@nivaas/shared/listing-report';
import type { Db } from '../../db/client';
import { listingReports, properties, users } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import type { TOutboxMessage, TOutboxRepository } from '../notifications/outbox.repository';
import { setListingHidden } from '../properties/listing-visibility';

export type TReportInsert = typeof listingReports.$inferInsert;
export type TReportRow = typeof listingReports.$inferSelect;

const agent = alias(users, 'listing_agent');
const reporter = alias(users, 'reporter');

/** The listing's columns a moderator needs, with its agent. */
const LISTING = {
  id: properties.id,
  title: properties.title,
  status: properties.status,
  price: properties.price,
  city: properties.city,
  locality: properties.locality,
  listed: properties.listed,
  hiddenReason: properties.hiddenReason,
  hiddenAt: properties.hiddenAt,
  agentId: properties.agentId,
};
const AGENT = {
  id: agent.id,
  name: agent.name,
  email: agent.email,
  active: agent.active,
  emailVerifiedAt: agent.emailVerifiedAt,
  preferredLanguage: agent.preferredLanguage,
};

export type TModeratedListingRow = {
  id: string;
  title: string;
  status: string;
  price: number;
  city: string;
  locality: string;
  listed: boolean;
  hiddenReason: string | null;
  hiddenAt: Date | null;
  agentId: string;
  agent: {
    id: string;
    name: string;
    email: string;
    active: boolean;
    emailVerifiedAt: Date | null;
    /** The language of the emails to them. */
    preferredLanguage: string | null;
  } | null;
};

export type TQueuedReportRow = {
  report: TReportRow;
  reporterName: string | null;
  listing: TModeratedListingRow;
};

/** The only code that touches listing_reports (and, through setListingHidden, a listing's visibility). */
export function createReportsRepository(db: Db, outbox: TOutboxRepository) {
  const selectListing = () =>
    db
      .select({ listing: LISTING, agent: AGENT })
      .from(properties)
      .leftJoin(agent, eq(agent.id, properties.agentId));
  const flatten = (r: {
    listing: Omit<TModeratedListingRow, 'agent'>;
    agent: TModeratedListingRow['agent'];
  }): TModeratedListingRow => ({ ...r.listing, agent: r.agent });

  /** Moves every open report of a listing to `status`; answers how many moved. */
  async function closeOpen(
    tx: Db,
    propertyId: string,
    status: 'dismissed' | 'resolved',
    by: string,
  ): Promise<number> {
    const rows = await tx
      .update(listingReports)
      .set({ status, resolvedAt: new Date(), resolvedBy: by, updatedAt: new Date() })
      .where(and(eq(listingReports.propertyId, propertyId), eq(listingReports.status, 'open')))
      .returning({ id: listingReports.id });
    return rows.length;
  }

  return {
    async getListing(id: string): Promise<TModeratedListingRow | undefined> {
      const [row] = await selectListing().where(eq(properties.id, id)).limit(1);
      return row && flatten(row);
    },

    /** Stores a report; `duplicate` when the reporter already has an open one on the listing. */
    async insertReport(values: TReportInsert): Promise<'ok' | 'duplicate'> {
      try {
        await db.insert(listingReports).values(values);
        return 'ok';
      } catch (err) {
        if (isUniqueViolation(err)) return 'duplicate';
        throw err;
      }
    },

    async getReport(id: string): Promise<TReportRow | undefined> {
      const [row] = await db.select().from(listingReports).where(eq(listingReports.id, id)).limit(1);
      return row;
    },

    /** Different people among a listing's open reports. */
    async countOpenReporters(propertyId: string): Promise<number> {
      const [row] = await db
        .select({ n: countDistinct(listingReports.reporterKey) })
        .from(listingReports)
        .where(and(eq(listingReports.propertyId, propertyId), eq(listingReports.status, 'open')));
      return Number(row?.n ?? 0);
    },

    /** How many open reports of a listing give each reason. */
    async countOpenReasons(propertyId: string): Promise<{ reason: string; n: number }[]> {
      const rows = await db
        .select({ reason: listingReports.reason, n: count() })
        .from(listingReports)
        .where(and(eq(listingReports.propertyId, propertyId), eq(listingReports.status, 'open')))
        .groupBy(listingReports.reason);
      return rows.map((r) => ({ reason: r.reason, n: Number(r.n) }));
    },

    /** Every open report with its listing and sender, newest first. */
    async findOpenReports(): Promise<TQueuedReportRow[]> {
      const rows = await db
        .select({ report: listingReports, reporterName: reporter.name, listing: LISTING, agent: AGENT })
        .from(listingReports)
        .innerJoin(properties, eq(properties.id, listingReports.propertyId))
        .leftJoin(agent, eq(agent.id, properties.agentId))
        .leftJoin(reporter, eq(reporter.id, listingReports.reporterUserId))
        .where(eq(listingReports.status, 'open'))
        .orderBy(desc(listingReports.createdAt), desc(listingReports.id));
      return rows.map((r) => ({
        report: r.report,
        reporterName: r.reporterName,
        listing: flatten({ listing: r.listing, agent: r.agent }),
      }));
    },

    /** Listings moderation has hidden (not those hidden for other reasons), most recently hidden first. */
    async findHiddenListings(): Promise<TModeratedListingRow[]> {
      const reasons: TModerationHiddenReason[] = ['reported', 'moderator'];
      const rows = await selectListing()
        .where(inArray(properties.hiddenReason, reasons))
        .orderBy(desc(properties.hiddenAt), desc(properties.id));
      return rows.map(flatten);
    },

    async summary(): Promise<{ openReports: number; reportedListings: number; hiddenPendingReview: number }> {
      const [reports] = await db
        .select({ open: count(), listings: countDistinct(listingReports.propertyId) })
        .from(listingReports)
        .where(eq(listingReports.status, 'open'));
      const hidden = await db.$count(properties, eq(properties.hiddenReason, 'reported'));
      return {
        openReports: Number(reports?.open ?? 0),
        reportedListings: Number(reports?.listings ?? 0),
        hiddenPendingReview: hidden,
      };
    },

    /**
     * Hides a listing (or shows it again, `reason` null) with the agent's notice, and closes its
     * open reports as `closeAs` when given: all of it, or none.
     */
    async setHidden(
      propertyId: string,
      reason: TModerationHiddenReason | null,
      opts: { notice?: TOutboxMessage | null; closeAs?: 'dismissed' | 'resolved'; by?: string } = {},
    ): Promise<number> {
      return db.transaction(async (tx) => {
        await setListingHidden(tx, propertyId, reason);
        const closed = opts.closeAs && opts.by ? await closeOpen(tx, propertyId, opts.closeAs, opts.by) : 0;
        if (opts.notice) await outbox.enqueue(opts.notice, tx);
        return closed;
      });
    },

    async closeOpenReports(
      propertyId: string,
      status: 'dismissed' | 'resolved',
      by: string,
    ): Promise<number> {
      return closeOpen(db, propertyId, status, by);
    },

    /** Records that the agent was asked about the open reports, with the message to them. */
    async markAgentAsked(propertyId: string, notice: TOutboxMessage | null): Promise<number> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(listingReports)
          .set({ agentAskedAt: sql`now()`, updatedAt: new Date() })
          .where(and(eq(listingReports.propertyId, propertyId), eq(listingReports.status, 'open')))
          .returning({ id: listingReports.id });
        if (notice && rows.length) await outbox.enqueue(notice, tx);
        return rows.length;
      });
    },
  };
}
export type TReportsRepository = ReturnType<typeof createReportsRepository>;
