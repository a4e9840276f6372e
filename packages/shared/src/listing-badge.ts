/**
 * The badge a listing's card shows over its photo (issue 16, replacing the spec §2 launch-date
 * rule, which said 'Ready to Move' for almost every card): it says the listing's construction
 * status, as the detail page does, with the month of possession while it is being built.
 * Pure string building, no Intl, so the server's page and the browser agree.
 */

export const MONTHS_SHORT = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** The words of a badge in one language (English here; Hindi: listing-text-hi.ts). */
export type TBadgeText = {
  months: readonly string[];
  ready: string;
  almostReady: string;
  underConstruction: string;
  possession: (month: string) => string;
  newLaunch: string;
  launch: (day: string) => string;
};

export const ENGLISH_BADGE_TEXT: TBadgeText = {
  months: MONTHS_SHORT,
  ready: 'Ready to Move',
  almostReady: 'Almost Ready',
  underConstruction: 'Under Construction',
  possession: (month) => `Under Construction · possession ${month}`,
  newLaunch: 'New Launch',
  launch: (day) => `Launch ${day}`,
};

type TDay = { year: number; month: number; day: number };

/** The calendar day of '2027-06-23' or '2027-06-23T00:00:00.000Z' (or a Date, in UTC). */
function dayOf(value: unknown): TDay | undefined {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return undefined;
    return { year: value.getUTCFullYear(), month: value.getUTCMonth() + 1, day: value.getUTCDate() };
  }
  if (typeof value !== 'string') return undefined;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  if (!m) return undefined;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  return { year, month, day };
}

const dayNumber = (d: TDay) => d.year * 10_000 + d.month * 100 + d.day;
const dayText = (d: TDay, months: readonly string[] = MONTHS_SHORT) =>
  `${d.day} ${months[d.month - 1]} ${d.year}`;

/** 'Jun 2027' (in `months`' language); undefined for a missing or unreadable date. */
export function formatMonthYear(
  value: unknown,
  months: readonly string[] = MONTHS_SHORT,
): string | undefined {
  const d = dayOf(value);
  return d ? `${months[d.month - 1]} ${d.year}` : undefined;
}

/** '15 Mar 2027' (the product's date format); undefined for a missing or unreadable date. */
export function formatDayMonthYear(
  value: unknown,
  months: readonly string[] = MONTHS_SHORT,
): string | undefined {
  const d = dayOf(value);
  return d ? dayText(d, months) : undefined;
}

export type TBadgeListing = {
  constructionStatus?: string | null;
  possessionDate?: string | null;
  projectDetails?: { launchDate?: unknown } | null;
};

/**
 * - Ready to Move → 'Ready to Move'; Almost Ready → 'Almost Ready'
 * - Under Construction → 'Under Construction · possession Jun 2027' ('Under Construction' without a date)
 * - New Launch → 'Launch 15 Mar 2027' while that launch is still ahead, otherwise 'New Launch'
 * - no construction status → 'Launch {date}' for a future launch, otherwise no badge (undefined)
 * A launch date in the past never shows. In another language with its `text`
 * (listing-text-hi.ts: 'रेडी टू मूव', 'निर्माणाधीन · कब्ज़ा जून 2027', 'लॉन्च 15 मार्च 2027').
 */
export function listingBadge(
  listing: TBadgeListing,
  now: Date = new Date(),
  text: TBadgeText = ENGLISH_BADGE_TEXT,
): string | undefined {
  const launch = dayOf(listing.projectDetails?.launchDate);
  const today = dayOf(now);
  const futureLaunch =
    launch && today && dayNumber(launch) > dayNumber(today)
      ? text.launch(dayText(launch, text.months))
      : undefined;
  switch (listing.constructionStatus?.trim()) {
    case 'Ready to Move':
      return text.ready;
    case 'Almost Ready':
      return text.almostReady;
    case 'Under Construction': {
      const possession = formatMonthYear(listing.possessionDate, text.months);
      return possession ? text.possession(possession) : text.underConstruction;
    }
    case 'New Launch':
      return futureLaunch ?? text.newLaunch;
    default:
      return futureLaunch;
  }
}
