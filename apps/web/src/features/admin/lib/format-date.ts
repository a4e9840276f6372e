import { formatDate, formatDateTime, toDate } from '@nivaas/shared/format-date';

/**
 * Dates of the admin screens, written the Indian way ('16 Nov 2026', not 'Nov 16, 2026') by the
 * shared formatter, and relative times in English (admin spec §9).
 */

const NOT_AVAILABLE = 'N/A';

/** '16 Nov 2026' (the one date formatter, in India's time zone unless one is given); invalid → 'N/A'. */
export function formatAdminDate(value: string | Date | null | undefined, timeZone?: string): string {
  return formatDate(value, { timeZone }) ?? NOT_AVAILABLE;
}

/** A date with its time, as in the contact requests: '5 Mar 2025, 2:30 pm'; invalid → 'N/A'. */
export function formatContactDate(value: string | Date | null | undefined, timeZone?: string): string {
  return formatDateTime(value, { timeZone }) ?? NOT_AVAILABLE;
}

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const relatives = new Map<string, Intl.RelativeTimeFormat>();
const relativeIn = (locale: string) => {
  let format = relatives.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
    relatives.set(locale, format);
  }
  return format;
};
/** 'just now' and 'N/A' in Hindi: 'अभी', 'उपलब्ध नहीं'. */
const JUST_NOW: Record<string, string> = { en: 'just now', hi: 'अभी' };
export const NOT_AVAILABLE_IN: Record<string, string> = { en: NOT_AVAILABLE, hi: 'उपलब्ध नहीं' };

/**
 * '3 days ago', '2 months ago', '1 year ago'; under a minute 'just now'. A date slightly in the
 * future (clock skew) also reads 'just now'; further ahead 'in 3 days'. Invalid → 'N/A'.
 */
export function formatRelativeTime(
  value: string | Date | null | undefined,
  now: Date | number = Date.now(),
  /** 'hi': '3 दिन पहले', 'अभी'. */
  locale: 'en' | 'hi' = 'en',
): string {
  const date = toDate(value);
  if (!date) return NOT_AVAILABLE_IN[locale] ?? NOT_AVAILABLE;
  const seconds = Math.round((date.getTime() - Number(now)) / 1000);
  const abs = Math.abs(seconds);
  const justNow = JUST_NOW[locale] ?? 'just now';
  if (abs < 60) return justNow;
  for (const [unit, size] of UNITS) {
    if (abs >= size) return relativeIn(locale).format(Math.trunc(seconds / size), unit);
  }
  return justNow;
}
