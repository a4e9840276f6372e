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
const dayText = (d: TDay) => `${d.day} ${MONTHS_SHORT[d.month - 1]} ${d.year}`;

/** 'Jun 2027'; undefined for a missing or unreadable date. */
export function formatMonthYear(value: unknown): string | undefined {
  const d = dayOf(value);
  return d ? `${MONTHS_SHORT[d.month - 1]} ${d.year}` : undefined;
}

/** '15 Mar 2027' (the product's date format); undefined for a missing or unreadable date. */
export function formatDayMonthYear(value: unknown): string | undefined {
  const d = dayOf(value);
  return d ? dayText(d) : undefined;
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
 * A launch date in the past never shows.
 */
export function listingBadge(listing: TBadgeListing, now: Date = new Date()): string | undefined {
  const launch = dayOf(listing.projectDetails?.launchDate);
  const today = dayOf(now);
  const futureLaunch =
    launch && today && dayNumber(launch) > dayNumber(today) ? `Launch ${dayText(launch)}` : undefined;
  switch (listing.constructionStatus?.trim()) {
    case 'Ready to Move':
      return 'Ready to Move';
    case 'Almost Ready':
      return 'Almost Ready';
    case 'Under Construction': {
      const possession = formatMonthYear(listing.possessionDate);
      return possession ? `Under Construction · possession ${possession}` : 'Under Construction';
    }
    case 'New Launch':
      return futureLaunch ?? 'New Launch';
    default:
      return futureLaunch;
  }
}
