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
import type { TLocale } from '@nivaas/shared/locale';
import { MSG } from '@nivaas/shared/messages';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import type { TAdminUsersService } from '../admin/admin-users.service';
import { mailLocale, siteLink } from '../notifications/mail-locale';
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

type TNoticeText = { subject: string; lines: (string | false | undefined)[] };
type TReasonCount = { reason: string; n: number };

/**
 * The words of the emails to a reported listing's agent, in each language (the English word for
 * word as before): the frame of every notice, and each notice's subject and lines.
 */
const NOTICE_TEXT: Record<
  TLocale,
  {
    dear: (name: string) => string;
    listing: (link: string) => string;
    reasons: Record<TReportReason, string>;
    reported: (parts: string) => string;
    autoHidden: (title: string, threshold: number, reasons: string) => TNoticeText;
    askAgent: (title: string, reasons: string, note: string) => TNoticeText;
    hidden: (title: string, reasons: string, note: string | undefined) => TNoticeText;
  }
> = {
  en: {
    dear: (name) => `Dear ${name},`,
    listing: (link) => `Listing: ${link}`,
    reasons: REPORT_REASON_LABELS,
    reported: (parts) => `What people reported: ${parts}.`,
    autoHidden: (title, threshold, reasons) => ({
      subject: `Your listing is hidden pending review: ${title}`,
      lines: [
        `"${title}" was reported by ${threshold} or more people, so it is hidden from the public until our team has reviewed it.`,
        reasons,
        'If something on the listing is wrong, please correct it; our team will be in touch.',
      ],
    }),
    askAgent: (title, reasons, note) => ({
      subject: `Please check your listing: ${title}`,
      lines: [
        `People have reported a problem with "${title}".`,
        reasons,
        '',
        `Our team asks: ${note}`,
        '',
        'Please correct the listing, or reply to tell us it is right.',
      ],
    }),
    hidden: (title, reasons, note) => ({
      subject: `Your listing has been hidden: ${title}`,
      lines: [
        `Our team has hidden "${title}" from the public after reviewing reports about it.`,
        reasons,
        note && `Note from our team: ${note}`,
        'Please contact us once the listing is corrected.',
      ],
    }),
  },
  hi: {
    dear: (name) => `प्रिय ${name},`,
    listing: (link) => `लिस्टिंग: ${link}`,
    // As the detail page's report dialog says them (apps/web hi/detail.po).
    reasons: {
      fake: 'नकली या धोखा',
      sold: 'पहले ही बिक गई या किराये पर चली गई',
      'wrong-price': 'ग़लत कीमत',
      'wrong-photos': 'ग़लत फ़ोटो',
      duplicate: 'किसी दूसरी लिस्टिंग की नकल',
      other: 'कुछ और',
    },
    reported: (parts) => `लोगों ने यह शिकायत की: ${parts}।`,
    autoHidden: (title, threshold, reasons) => ({
      subject: `जाँच होने तक आपकी लिस्टिंग छिपा दी गई है: ${title}`,
      lines: [
        `"${title}" की शिकायत ${threshold} या उससे ज़्यादा लोगों ने की है, इसलिए हमारी टीम की जाँच होने तक यह लिस्टिंग किसी को नहीं दिखेगी।`,
        reasons,
        'अगर लिस्टिंग में कुछ ग़लत है, तो कृपया उसे ठीक करें; हमारी टीम आपसे संपर्क करेगी।',
      ],
    }),
    askAgent: (title, reasons, note) => ({
      subject: `कृपया अपनी लिस्टिंग जाँच लें: ${title}`,
      lines: [
        `लोगों ने "${title}" में किसी गड़बड़ी की शिकायत की है।`,
        reasons,
        '',
        `हमारी टीम का कहना है: ${note}`,
        '',
        'कृपया लिस्टिंग ठीक करें, या इस ईमेल का जवाब देकर बताएँ कि वह सही है।',
      ],
    }),
    hidden: (title, reasons, note) => ({
      subject: `आपकी लिस्टिंग छिपा दी गई है: ${title}`,
      lines: [
        `शिकायतों की जाँच के बाद हमारी टीम ने "${title}" को सबके लिए छिपा दिया है।`,
        reasons,
        note && `हमारी टीम का नोट: ${note}`,
        'लिस्टिंग ठीक हो जाने पर कृपया हमसे संपर्क करें।',
      ],
    }),
  },
};

/** 'What people reported: Wrong price (2), Wrong photos (1).' in `locale`; '' when nothing is open. */
function reasonsLine(counts: TReasonCount[], locale: TLocale): string {
  const words = NOTICE_TEXT[locale];
  const parts = counts.map(({ reason, n }) => `${words.reasons[reason as TReportReason] ?? reason} (${n})`);
  return parts.length ? words.reported(parts.join(', ')) : '';
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
  async function listingOrThrow(id: string): Promise<TModeratedListingRow> {
    const row = await reports.getListing(id);
    if (!row) throw AppError.notFound(MSG.propertyNotFound);
    return row;
  }

  /**
   * A message to the listing's agent, only to an address they have confirmed (as leads are), in
   * their language (`text` says the notice in a language; its listing link to that language's page).
   */
  async function agentNotice(
    listing: TModeratedListingRow,
    kind: string,
    text: (locale: TLocale, reasons: string) => TNoticeText,
  ): Promise<TOutboxMessage | null> {
    if (!listing.agent?.emailVerifiedAt) return null;
    const locale = mailLocale(listing.agent.preferredLanguage);
    const words = NOTICE_TEXT[locale];
    const { subject, lines } = text(locale, reasonsLine(await reports.countOpenReasons(listing.id), locale));
    return {
      kind,
      recipient: listing.agent.email,
      subject: subject.slice(0, 200),
      body: [
        words.dear(listing.agent.name),
        '',
        ...lines.filter((l) => typeof l === 'string'),
        '',
        words.listing(siteLink(deps.publicUrl, `/properties/${listing.id}`, locale)),
      ].join('\n'),
      payload: { propertyId: listing.id },
    };
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
          notice: await agentNotice(listing, 'listing-report.hidden', (locale, reasons) =>
            NOTICE_TEXT[locale].autoHidden(listing.title, reportHideThreshold, reasons),
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
      const notice = await agentNotice(listing, 'listing-report.ask-agent', (locale, reasons) =>
        NOTICE_TEXT[locale].askAgent(listing.title, reasons, note),
      );
      if (!notice) throw new AppError('CONFLICT', REPORT_MSG.agentUnreachable);
      const asked = await reports.markAgentAsked(id, notice);
      if (!asked) throw new AppError('CONFLICT', REPORT_MSG.noOpenReports);
      return result(id, asked);
    },

    /** Hides the listing by a moderator's decision; its open reports are resolved; the agent is told. */
    async hide(actor: TUserRow, id: string, note: string | undefined): Promise<TModerationResult> {
      const listing = await listingOrThrow(id);
      // The reasons are read before the reports they name are closed.
      const notice = await agentNotice(listing, 'listing-report.hidden', (locale, reasons) =>
        NOTICE_TEXT[locale].hidden(listing.title, reasons, note),
      );
      const closed = await reports.setHidden(id, 'moderator', { closeAs: 'resolved', by: actor.id, notice });
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
