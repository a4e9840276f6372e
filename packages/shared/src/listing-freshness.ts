import { z } from 'zod';
import { formatDaysAgo, type TDateInput, toDate } from './format-date';

/**
 * Freshness of a listing (issue 'Trust and freshness', part 2): when it was listed or last changed,
 * when its agent last confirmed it is still available, and whether that was too long ago. One set
 * of words for the card, the detail page, the agent's tables and the server's emails.
 */

/** A listing unconfirmed this many days is stale; this many, it leaves public search (site settings). */
export const FRESHNESS_DEFAULTS = { staleAfterDays: 60, hideAfterDays: 90 } as const;
/** Most days a limit can be set to (about three years). */
export const FRESHNESS_MAX_DAYS = 1000;

export const FRESHNESS_TEXT = {
  staleBadge: 'Not confirmed recently',
  noPaidPlacements: 'No paid placements',
  confirm: 'Confirm available',
  confirmed: 'Availability confirmed',
  confirmLinkInvalid: 'This link is not valid any more. Sign in and confirm the listing from your profile.',
  staleDays: 'Days without confirmation before a listing is marked as not confirmed recently',
  hideDays: 'Days without confirmation before a listing leaves search',
  wholeDays: `Enter a whole number of days from 1 to ${FRESHNESS_MAX_DAYS}`,
  staleBeforeHide: 'A listing must be marked as not confirmed recently before it leaves search',
} as const;

/** What cards and the detail carry about freshness. */
export const ZListingFreshness = z
  .object({
    /** When the agent last confirmed the listing is available (its creation or last edit at the latest). */
    confirmedAt: z.string(),
    /** Unconfirmed for the site's stale limit: shown with a badge, last in the default order. */
    isStale: z.boolean(),
    /** Taken out of public search for going unconfirmed too long; confirming brings it back. */
    isHiddenAsStale: z.boolean(),
  })
  .meta({ id: 'ListingFreshness' });
export type TListingFreshness = z.infer<typeof ZListingFreshness>;

/** A change within this long of creation is the creation itself (the photos saved after the listing). */
const EDIT_AFTER_MS = 60_000;

/** 'Listed 3 days ago', or once changed, 'Updated today'. */
export function listedLine(
  listing: { createdAt: string; updatedAt: string },
  now: TDateInput = Date.now(),
): string | null {
  const created = toDate(listing.createdAt);
  const updated = toDate(listing.updatedAt);
  if (!created) return null;
  if (updated && updated.getTime() - created.getTime() > EDIT_AFTER_MS) {
    return `Updated ${formatDaysAgo(updated, now)}`;
  }
  return `Listed ${formatDaysAgo(created, now)}`;
}

/** 'Availability confirmed today', 'Availability confirmed 12 days ago'. */
export function confirmedLine(
  confirmedAt: string | null | undefined,
  now: TDateInput = Date.now(),
): string | null {
  const ago = formatDaysAgo(confirmedAt, now);
  return ago && `${FRESHNESS_TEXT.confirmed} ${ago}`;
}

/** A limit in days: a whole number from 1 to FRESHNESS_MAX_DAYS, as a number or the form's text. */
export const ZFreshnessDays = z
  .union([z.number(), z.string()], { error: () => FRESHNESS_TEXT.wholeDays })
  .transform((v) => (typeof v === 'string' ? Number(v.trim() || Number.NaN) : v))
  .pipe(
    z
      .number(FRESHNESS_TEXT.wholeDays)
      .int(FRESHNESS_TEXT.wholeDays)
      .min(1, FRESHNESS_TEXT.wholeDays)
      .max(FRESHNESS_MAX_DAYS, FRESHNESS_TEXT.wholeDays),
  );

/** The two limits together: marked stale strictly before leaving search. Null when they agree. */
export function freshnessLimitsError(limits: {
  staleAfterDays: number;
  hideAfterDays: number;
}): string | null {
  return limits.staleAfterDays < limits.hideAfterDays ? null : FRESHNESS_TEXT.staleBeforeHide;
}

/** POST /listing-confirmations: the signed link of the weekly email, no sign-in. */
export const ZConfirmLinkRequest = z.object({ token: z.string().min(1).max(2000) });

/** What confirming answers: the listing's new freshness. */
export const ZAvailabilityConfirmed = z
  .object({
    propertyId: z.string(),
    title: z.string(),
    freshness: ZListingFreshness,
  })
  .meta({ id: 'AvailabilityConfirmed' });
export type TAvailabilityConfirmed = z.infer<typeof ZAvailabilityConfirmed>;
