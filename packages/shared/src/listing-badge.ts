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

/** The months as hi-IN writes them in a date ('जून 2027', '15 मार्च 2027'): Intl's names, fixed here. */
export const HINDI_MONTHS = [
  'जनवरी',
  'फ़रवरी',
  'मार्च',
  'अप्रैल',
  'मई',
  'जून',
  'जुलाई',
  'अगस्त',
  'सितंबर',
  'अक्टूबर',
  'नवंबर',
  'दिसंबर',
] as const;

/** The languages a badge is written in, as prices are (format-price.ts). */
export type TBadgeLocale = 'en' | 'hi';

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
const monthName = (d: TDay, locale: TBadgeLocale) =>
  (locale === 'hi' ? HINDI_MONTHS : MONTHS_SHORT)[d.month - 1];
const dayText = (d: TDay, locale: TBadgeLocale = 'en') => `${d.day} ${monthName(d, locale)} ${d.year}`;

/** 'Jun 2027' ('जून 2027' in Hindi); undefined for a missing or unreadable date. */
export function formatMonthYear(value: unknown, locale: TBadgeLocale = 'en'): string | undefined {
  const d = dayOf(value);
  return d ? `${monthName(d, locale)} ${d.year}` : undefined;
}

/** '15 Mar 2027' (the product's date format; '15 मार्च 2027'); undefined for a missing or unreadable date. */
export function formatDayMonthYear(value: unknown, locale: TBadgeLocale = 'en'): string | undefined {
  const d = dayOf(value);
  return d ? dayText(d, locale) : undefined;
}

/** The badges' words in each language (Hindi: docs/glossary-hi.md). */
const BADGE_TEXT = {
  en: {
    ready: 'Ready to Move',
    almostReady: 'Almost Ready',
    underConstruction: 'Under Construction',
    possession: (month: string) => `Under Construction · possession ${month}`,
    newLaunch: 'New Launch',
    launch: (day: string) => `Launch ${day}`,
  },
  hi: {
    ready: 'रेडी टू मूव',
    almostReady: 'लगभग तैयार',
    underConstruction: 'निर्माणाधीन',
    possession: (month: string) => `निर्माणाधीन · कब्ज़ा ${month}`,
    newLaunch: 'नया लॉन्च',
    launch: (day: string) => `लॉन्च ${day}`,
  },
} as const;

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
 * A launch date in the past never shows. In Hindi (`locale` 'hi'): 'रेडी टू मूव', 'निर्माणाधीन · कब्ज़ा
 * जून 2027', 'लॉन्च 15 मार्च 2027'.
 */
export function listingBadge(
  listing: TBadgeListing,
  now: Date = new Date(),
  locale: TBadgeLocale = 'en',
): string | undefined {
  const text = BADGE_TEXT[locale];
  const launch = dayOf(listing.projectDetails?.launchDate);
  const today = dayOf(now);
  const futureLaunch =
    launch && today && dayNumber(launch) > dayNumber(today)
      ? text.launch(dayText(launch, locale))
      : undefined;
  switch (listing.constructionStatus?.trim()) {
    case 'Ready to Move':
      return text.ready;
    case 'Almost Ready':
      return text.almostReady;
    case 'Under Construction': {
      const possession = formatMonthYear(listing.possessionDate, locale);
      return possession ? text.possession(possession) : text.underConstruction;
    }
    case 'New Launch':
      return futureLaunch ?? text.newLaunch;
    default:
      return futureLaunch;
  }
}
