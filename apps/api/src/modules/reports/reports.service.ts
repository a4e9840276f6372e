import {
  REPORT_MSG,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type THiddenListing,
  type TListingReport,
  type TListingReportRequest,
  type TModeratedListing,
  type TModerationResult,
  type TReportGroup,
  type TReportReason,
  type TReportStatus,
  type TReportsSummary,
} from '@nivaas/shared/listing-report';
import { MSG } from '@nivaas/shared/messages';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import type { TAdminUsersService } from '../admin/admin-users.service';
import type { TOutboxMessage } from '../notifications/outbox.repository';
import type { TSettingsService } from '../settings/settings.service';
import type { TUserRow } from '../users/users.repository';
import type { TModeratedListingRow, TReportRow, TReportsRepository } from './reports.repository';

export function toModeratedListing(row: TModeratedListingRow): TModeratedListing {
  return {
    _id: row.id,
    title: row.title,
    status: row.status,
    price: Number(row.price),
    city: row.city,
    locality: row.locality,
    isListed: row.listed,
    hiddenReason: row.hiddenReason,
    hiddenAt: row.hiddenAt?.toISOString() ?? null,
    agent: row.agent
      ? { _id: row.agent.id, name: row.agent.name, email: row.agent.email, active: row.agent.active }
      : null,
  };
}

function toReportDto(row: TReportRow): TListingReport {
  return {
    _id: row.id,
    propertyId: row.propertyId,
    reason: row.reason as TReportReason,
    message: row.message,
    status: row.status as TReportStatus,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Reports of listings and the moderators' queue over them. A listing reported by as many different
 * people as the site setting says is hidden until a moderator looks at it; the agent is told by
 * email when asked to check a listing and when it is hidden.
 */
export function createReportsService(deps: {
  reports: TReportsRepository;
  settings: TSettingsService;
  adminUsers: TAdminUsersService;
  publicUrl: string | undefined;
}) {
  const { reports, settings, adminUsers } = deps;
  const link = (id: string) => `${deps.publicUrl ?? ''}/properties/${id}`;

  async function listingOrThrow(id: string): Promise<TModeratedListingRow> {
    const row = await reports.getListing(id);
    if (!row) throw AppError.notFound(MSG.propertyNotFound);
    return row;
  }

  /** A message to the listing's agent, only to an address they have confirmed (as leads are). */
  function agentNotice(
    listing: TModeratedListingRow,
    kind: string,
    subject: string,
    lines: (string | false | undefined)[],
  ): TOutboxMessage | null {
    if (!listing.agent?.emailVerifiedAt) return null;
    return {
      kind,
      recipient: listing.agent.email,
      subject: subject.slice(0, 200),
      body: [
        `Dear ${listing.agent.name},`,
        '',
        ...lines.filter((l) => typeof l === 'string'),
        '',
        `Listing: ${link(listing.id)}`,
      ].join('\n'),
      payload: { propertyId: listing.id },
    };
  }

  async function reasonsLine(propertyId: string): Promise<string> {
    const parts = (await reports.countOpenReasons(propertyId)).map(
      ({ reason, n }) => `${REPORT_REASON_LABELS[reason as TReportReason] ?? reason} (${n})`,
    );
    return parts.length ? `What people reported: ${parts.join(', ')}.` : '';
  }

  async function result(id: string, affectedReports: number): Promise<TModerationResult> {
    return { property: toModeratedListing(await listingOrThrow(id)), affectedReports };
  }

  return {
    /** POST /properties/{id}/reports: anyone; an unknown or hidden listing is a 404. */
    async reportListing(
      propertyId: string,
      input: TListingReportRequest,
      user: TUserRow | null,
    ): Promise<TListingReport> {
      const listing = await reports.getListing(propertyId);
      if (!listing?.listed) throw AppError.notFound(MSG.propertyNotFound);
      const email = user?.email ?? input.email;
      if (!email) throw AppError.validation({ email: REPORT_MSG.emailRequired });
      const id = newId();
      const outcome = await reports.insertReport({
        id,
        propertyId,
        reporterUserId: user?.id ?? null,
        reporterEmail: email,
        reporterKey: user ? `user:${user.id}` : `email:${email.toLowerCase()}`,
        reason: input.reason,
        message: input.message,
      });
      if (outcome === 'duplicate') throw new AppError('CONFLICT', REPORT_MSG.alreadyReported);

      const { reportHideThreshold } = await settings.getSettings();
      if ((await reports.countOpenReporters(propertyId)) >= reportHideThreshold) {
        await reports.setHidden(propertyId, 'reported', {
          notice: agentNotice(
            listing,
            'listing-report.hidden',
            `Your listing is hidden pending review: ${listing.title}`,
            [
              `"${listing.title}" was reported by ${reportHideThreshold} or more people, so it is hidden from the public until our team has reviewed it.`,
              await reasonsLine(propertyId),
              'If something on the listing is wrong, please correct it; our team will be in touch.',
            ],
          ),
        });
      }
      const row = await reports.getReport(id);
      if (!row) throw new Error('the report just stored is gone');
      return toReportDto(row);
    },

    /** GET /admin/reports: the open reports grouped by listing, the most recently reported first. */
    async findQueue(): Promise<TReportGroup[]> {
      const groups = new Map<string, TReportGroup & { keys: Set<string> }>();
      for (const { report, reporterName, listing } of await reports.findOpenReports()) {
        let group = groups.get(listing.id);
        if (!group) {
          group = {
            property: toModeratedListing(listing),
            reporterCount: 0,
            reasons: [],
            reports: [],
            agentAskedAt: null,
            lastReportedAt: report.createdAt.toISOString(),
            keys: new Set(),
          };
          groups.set(listing.id, group);
        }
        group.keys.add(report.reporterKey);
        group.reports.push({
          _id: report.id,
          reason: report.reason as TReportReason,
          message: report.message,
          createdAt: report.createdAt.toISOString(),
          reporter: { name: reporterName, email: report.reporterEmail, isGuest: !report.reporterUserId },
        });
        const asked = report.agentAskedAt?.toISOString() ?? null;
        if (asked && (!group.agentAskedAt || asked > group.agentAskedAt)) group.agentAskedAt = asked;
      }
      return [...groups.values()].map(({ keys, ...group }) => {
        const counts = new Map<TReportReason, number>();
        for (const r of group.reports) counts.set(r.reason, (counts.get(r.reason) ?? 0) + 1);
        return {
          ...group,
          reporterCount: keys.size,
          reasons: REPORT_REASONS.filter((r) => counts.has(r)).map((reason) => ({
            reason,
            count: counts.get(reason) ?? 0,
          })),
        };
      });
    },

    async summary(): Promise<TReportsSummary> {
      return reports.summary();
    },

    async findHiddenListings(): Promise<THiddenListing[]> {
      return (await reports.findHiddenListings()).map((row) => toModeratedListing(row) as THiddenListing);
    },

    /** Nothing wrong found: the reports are closed and a listing hidden by them is shown again. */
    async dismiss(actor: TUserRow, id: string): Promise<TModerationResult> {
      const listing = await listingOrThrow(id);
      if (listing.hiddenReason === 'reported') {
        const closed = await reports.setHidden(id, null, { closeAs: 'dismissed', by: actor.id });
        if (!closed) throw new AppError('CONFLICT', REPORT_MSG.noOpenReports);
        return result(id, closed);
      }
      const closed = await reports.closeOpenReports(id, 'dismissed', actor.id);
      if (!closed) throw new AppError('CONFLICT', REPORT_MSG.noOpenReports);
      return result(id, closed);
    },

    /** Emails the agent what was reported and what to check; the reports stay open. */
    async askAgent(id: string, note: string): Promise<TModerationResult> {
      const listing = await listingOrThrow(id);
      if (!listing.agent) throw new AppError('CONFLICT', REPORT_MSG.noAgent);
      const notice = agentNotice(
        listing,
        'listing-report.ask-agent',
        `Please check your listing: ${listing.title}`,
        [
          `People have reported a problem with "${listing.title}".`,
          await reasonsLine(id),
          '',
          `Our team asks: ${note}`,
          '',
          'Please correct the listing, or reply to tell us it is right.',
        ],
      );
      if (!notice) throw new AppError('CONFLICT', REPORT_MSG.agentUnreachable);
      const asked = await reports.markAgentAsked(id, notice);
      if (!asked) throw new AppError('CONFLICT', REPORT_MSG.noOpenReports);
      return result(id, asked);
    },

    /** Hides the listing by a moderator's decision; its open reports are resolved; the agent is told. */
    async hide(actor: TUserRow, id: string, note: string | undefined): Promise<TModerationResult> {
      const listing = await listingOrThrow(id);
      const reasons = await reasonsLine(id);
      const closed = await reports.setHidden(id, 'moderator', {
        closeAs: 'resolved',
        by: actor.id,
        notice: agentNotice(
          listing,
          'listing-report.hidden',
          `Your listing has been hidden: ${listing.title}`,
          [
            `Our team has hidden "${listing.title}" from the public after reviewing reports about it.`,
            reasons,
            note && `Note from our team: ${note}`,
            'Please contact us once the listing is corrected.',
          ],
        ),
      });
      return result(id, closed);
    },

    /** Shows again a listing moderation hid; any reports still open on it are dismissed. */
    async show(actor: TUserRow, id: string): Promise<TModerationResult> {
      const listing = await listingOrThrow(id);
      if (listing.hiddenReason !== 'reported' && listing.hiddenReason !== 'moderator') {
        throw new AppError('CONFLICT', REPORT_MSG.notHiddenByModeration);
      }
      const closed = await reports.setHidden(id, null, { closeAs: 'dismissed', by: actor.id });
      return result(id, closed);
    },

    /** The admin's agent deactivation (every listing of theirs leaves the public lists); the reports are resolved. */
    async deactivateAgent(actor: TUserRow, id: string): Promise<TModerationResult> {
      const listing = await listingOrThrow(id);
      if (!listing.agent) throw new AppError('CONFLICT', REPORT_MSG.noAgent);
      await adminUsers.setStatus(actor, listing.agent.id, false);
      return result(id, await reports.closeOpenReports(id, 'resolved', actor.id));
    },
  };
}
export type TReportsService = ReturnType<typeof createReportsService>;
