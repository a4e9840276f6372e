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

/** The languages the card's freshness is written in, as prices are (format-price.ts). */
export type TFreshnessLocale = 'en' | 'hi';

/** The card's stale badge in each language. */
export const STALE_BADGE: Record<TFreshnessLocale, string> = {
  en: FRESHNESS_TEXT.staleBadge,
  hi: 'हाल में पुष्टि नहीं हुई',
};

/** 'today', 'कल' (yesterday), '3 दिन पहले': calendar days in India, as formatDaysAgo counts them. */
function hindiDaysAgo(value: unknown, now: TDateInput): string | null {
  const days = calendarDaysSince(value, now);
  if (days === undefined) return null;
  if (days === 0) return 'आज';
  return days === 1 ? 'कल' : `${days} दिन पहले`;
}

/** A change within this long of creation is the creation itself (the photos saved after the listing). */
const EDIT_AFTER_MS = 60_000;

/**
 * 'Listed 3 days ago', or once changed, 'Updated today'; in Hindi '3 दिन पहले डाली गई', 'आज अपडेट
 * हुई' (a listing, लिस्टिंग, is feminine).
 */
export function listedLine(
  listing: { createdAt: string; updatedAt: string },
  now: TDateInput = Date.now(),
  locale: TFreshnessLocale = 'en',
): string | null {
  const created = toDate(listing.createdAt);
  const updated = toDate(listing.updatedAt);
  if (!created) return null;
  const edited = updated && updated.getTime() - created.getTime() > EDIT_AFTER_MS ? updated : undefined;
  if (locale === 'hi') {
    return edited ? `${hindiDaysAgo(edited, now)} अपडेट हुई` : `${hindiDaysAgo(created, now)} डाली गई`;
  }
  return edited ? `Updated ${formatDaysAgo(edited, now)}` : `Listed ${formatDaysAgo(created, now)}`;
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
