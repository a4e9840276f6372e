import { z } from 'zod';
import { ZEmail } from './auth';
import { optionalText } from './zod-helpers';

/** Why someone reports a listing (the Report this listing dialog). */
export const REPORT_REASONS = ['fake', 'sold', 'wrong-price', 'wrong-photos', 'duplicate', 'other'] as const;
export type TReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<TReportReason, string> = {
  fake: 'Fake or fraud',
  sold: 'Already sold or rented',
  'wrong-price': 'Wrong price',
  'wrong-photos': 'Wrong photos',
  duplicate: 'Duplicate of another listing',
  other: 'Something else',
};

/** The longest message a report may carry. */
export const REPORT_MESSAGE_MAX = 1000;

/** open: waiting for a moderator; dismissed: nothing wrong found; resolved: a moderator acted on it. */
export const REPORT_STATUSES = ['open', 'dismissed', 'resolved'] as const;
export type TReportStatus = (typeof REPORT_STATUSES)[number];

/** Why a listing is hidden by moderation: reported by several people, or by a moderator's decision. */
export const MODERATION_HIDDEN_REASONS = ['reported', 'moderator'] as const;
export type TModerationHiddenReason = (typeof MODERATION_HIDDEN_REASONS)[number];

export const REPORT_MSG = {
  reasonRequired: 'Please choose what is wrong with this listing',
  messageRequired: 'Please tell us what is wrong',
  messageTooLong: `Please keep your message under ${REPORT_MESSAGE_MAX.toLocaleString('en-IN')} characters`,
  emailRequired: 'Please enter your email so we can follow up',
  thanks: 'Thank you. Our team will review this listing.',
  alreadyReported: 'You have already reported this listing. Our team is reviewing it.',
  noOpenReports: 'This listing has no open reports',
  notHiddenByModeration: 'This listing is not hidden by moderation',
  noAgent: 'This listing has no agent',
  agentUnreachable: 'The agent has not confirmed their email address, so they cannot be emailed',
  noteRequired: 'Please write what the agent should check',
  noteTooLong: `Please keep the note under ${REPORT_MESSAGE_MAX.toLocaleString('en-IN')} characters`,
  dismissed: 'Reports dismissed',
  agentAsked: 'The agent has been asked to check the listing',
  hidden: 'Listing hidden from the public',
  shown: 'Listing shown to the public again',
  agentDeactivated: 'Agent deactivated; their listings are hidden',
} as const;

const ZMessage = z
  .string({ error: () => 'Must be text' })
  .trim()
  .max(REPORT_MESSAGE_MAX, REPORT_MSG.messageTooLong)
  .nullish()
  .transform((v) => v ?? '');

/**
 * POST /properties/{id}/reports. A guest gives an email (the server asks for it when nobody is
 * signed in); a signed-in reporter's account is used instead. "Something else" needs a message.
 */
export const ZListingReportRequest = z
  .object({
    reason: z.enum(REPORT_REASONS, { error: () => REPORT_MSG.reasonRequired }),
    message: ZMessage,
    email: optionalText(254).pipe(ZEmail.optional()),
  })
  .superRefine((value, ctx) => {
    if (value.reason === 'other' && !value.message) {
      ctx.addIssue({ code: 'custom', path: ['message'], message: REPORT_MSG.messageRequired });
    }
  })
  .meta({
    'x-examples': {
      guest: {
        summary: 'A guest reports a sold flat',
        value: {
          reason: 'sold',
          message: 'The owner told me it was sold last month.',
          email: 'asha@example.in',
        },
      },
    },
  });
export type TListingReportRequestInput = z.input<typeof ZListingReportRequest>;
export type TListingReportRequest = z.output<typeof ZListingReportRequest>;

/** A report as its sender gets it back. */
export const ZListingReport = z
  .object({
    _id: z.string(),
    propertyId: z.string(),
    reason: z.enum(REPORT_REASONS),
    message: z.string(),
    status: z.enum(REPORT_STATUSES),
    createdAt: z.string(),
  })
  .meta({ id: 'ListingReport' });
export type TListingReport = z.infer<typeof ZListingReport>;

/** One report in the moderation queue, with who sent it. */
export const ZQueuedReport = ZListingReport.omit({ propertyId: true, status: true }).extend({
  reporter: z.object({
    /** The account's name; null for a guest. */
    name: z.string().nullable(),
    email: z.string(),
    isGuest: z.boolean(),
  }),
});
export type TQueuedReport = z.infer<typeof ZQueuedReport>;

/** The reported listing as a moderator needs it. */
export const ZModeratedListing = z.object({
  _id: z.string(),
  title: z.string(),
  status: z.string(),
  price: z.number(),
  city: z.string(),
  locality: z.string(),
  /** Shown publicly now. */
  isListed: z.boolean(),
  /** Why it is hidden, when it is ('stale', 'reported', 'moderator'); null when it is not. */
  hiddenReason: z.string().nullable(),
  hiddenAt: z.string().nullable(),
  agent: z.object({ _id: z.string(), name: z.string(), email: z.string(), active: z.boolean() }).nullable(),
});
export type TModeratedListing = z.infer<typeof ZModeratedListing>;

/** GET /admin/reports: a listing with its open reports, newest report first. */
export const ZReportGroup = z
  .object({
    property: ZModeratedListing,
    /** Different people (accounts or guest emails) among the open reports. */
    reporterCount: z.number().int(),
    reasons: z.array(z.object({ reason: z.enum(REPORT_REASONS), count: z.number().int() })),
    reports: z.array(ZQueuedReport),
    /** When a moderator last asked the agent about these reports. */
    agentAskedAt: z.string().nullable(),
    lastReportedAt: z.string(),
  })
  .meta({ id: 'ReportGroup' });
export type TReportGroup = z.infer<typeof ZReportGroup>;

/** GET /admin/reports/hidden-listings: listings moderation has hidden, newest first. */
export const ZHiddenListing = ZModeratedListing.extend({ hiddenReason: z.enum(MODERATION_HIDDEN_REASONS) });
export type THiddenListing = z.infer<typeof ZHiddenListing>;

/** GET /admin/reports/summary: the dashboard's counts. */
export const ZReportsSummary = z.object({
  openReports: z.number().int(),
  reportedListings: z.number().int(),
  hiddenPendingReview: z.number().int(),
});
export type TReportsSummary = z.infer<typeof ZReportsSummary>;

/** What a moderator's action answers: the listing as it now is. */
export const ZModerationResult = z.object({ property: ZModeratedListing, affectedReports: z.number().int() });
export type TModerationResult = z.infer<typeof ZModerationResult>;

const ZNote = z
  .string({ error: () => 'Must be text' })
  .trim()
  .max(REPORT_MESSAGE_MAX, REPORT_MSG.noteTooLong)
  .nullish()
  .transform((v) => v || undefined);

/** Ask the agent: what they should check (sent to them with the reports' reasons). */
export const ZAskAgentRequest = z.object({
  note: ZNote.refine((v) => v !== undefined, { message: REPORT_MSG.noteRequired }),
});
/** Hide: an optional note for the agent. */
export const ZHideListingRequest = z
  .object({ note: ZNote })
  .meta({ description: 'An optional note for the agent' });
