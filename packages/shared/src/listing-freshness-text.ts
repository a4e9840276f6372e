import { calendarDaysSince, formatDaysAgo, type TDateInput, toDate } from './format-date';

/**
 * The words and dates of a listing's freshness (issue 'Trust and freshness', part 2), without its
 * schemas: the property card shows these on the home and listing pages, whose initial JavaScript
 * must not carry zod (the schemas are in listing-freshness.ts).
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

/** The words of a card's freshness in one language (English here; Hindi: listing-text-hi.ts). */
export type TFreshnessText = {
  staleBadge: string;
  /** 'today', '1 day ago', '3 days ago' from whole calendar days. */
  ago: (days: number) => string;
  listed: (ago: string) => string;
  updated: (ago: string) => string;
};

export const ENGLISH_FRESHNESS_TEXT: TFreshnessText = {
  staleBadge: FRESHNESS_TEXT.staleBadge,
  ago: (days) => (days === 0 ? 'today' : days === 1 ? '1 day ago' : `${days} days ago`),
  listed: (ago) => `Listed ${ago}`,
  updated: (ago) => `Updated ${ago}`,
};

/** A change within this long of creation is the creation itself (the photos saved after the listing). */
const EDIT_AFTER_MS = 60_000;

/** 'Listed 3 days ago', or once changed, 'Updated today' (in `text`'s language). */
export function listedLine(
  listing: { createdAt: string; updatedAt: string },
  now: TDateInput = Date.now(),
  text: TFreshnessText = ENGLISH_FRESHNESS_TEXT,
): string | null {
  const created = toDate(listing.createdAt);
  const updated = toDate(listing.updatedAt);
  if (!created) return null;
  const edited = updated && updated.getTime() - created.getTime() > EDIT_AFTER_MS ? updated : undefined;
  const days = calendarDaysSince(edited ?? created, now);
  if (days === undefined) return null;
  return edited ? text.updated(text.ago(days)) : text.listed(text.ago(days));
}

/** 'Availability confirmed today', 'Availability confirmed 12 days ago'. */
export function confirmedLine(
  confirmedAt: string | null | undefined,
  now: TDateInput = Date.now(),
): string | null {
  const ago = formatDaysAgo(confirmedAt, now);
  return ago && `${FRESHNESS_TEXT.confirmed} ${ago}`;
}

/** The two limits together: marked stale strictly before leaving search. Null when they agree. */
export function freshnessLimitsError(limits: {
  staleAfterDays: number;
  hideAfterDays: number;
}): string | null {
  return limits.staleAfterDays < limits.hideAfterDays ? null : FRESHNESS_TEXT.staleBeforeHide;
}
