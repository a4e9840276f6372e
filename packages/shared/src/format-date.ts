/**
 * Dates as the site writes them (docs/glossary.md): '16 Nov 2026', and with a time
 * '16 Nov 2026, 2:30 pm'. One formatter for the web app, the server-drawn pages and the server,
 * built from numeric parts and our own month names, so it reads the same in every browser and
 * runtime whatever locale data it carries (an 'en-IN' that is missing falls back to US English,
 * 'Nov 16, 2026').
 *
 * Times are India's (Asia/Kolkata) unless told otherwise: the same text on the server and in the
 * browser, and a possession date stored as midnight UTC is not shown a day early west of Greenwich.
 */

export const INDIA_TIME_ZONE = 'Asia/Kolkata';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

export type TDateInput = string | number | Date | null | undefined;
export type TDateOptions = { timeZone?: string };

/** A Date for a date-like value; undefined when it is missing or unreadable. */
export function toDate(value: unknown): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (!(value instanceof Date) && typeof value !== 'string' && typeof value !== 'number') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

type TParts = { year: number; month: number; day: number; hour: number; minute: number };

const partFormats = new Map<string, Intl.DateTimeFormat>();

/** India has kept UTC+5:30, without summer time, since 1945. */
const INDIA_OFFSET_MS = 330 * 60_000;
const INDIA_FIXED_SINCE = Date.UTC(1946, 0, 1);

/** The calendar date and 24-hour time of `date` in `timeZone`. */
function partsIn(date: Date, timeZone: string): TParts {
  // India's time by arithmetic: the first Intl.DateTimeFormat with a time zone loads the zone data,
  // tens of milliseconds on a slow phone while the detail page hydrates.
  if (timeZone === INDIA_TIME_ZONE && date.getTime() >= INDIA_FIXED_SINCE) {
    const d = new Date(date.getTime() + INDIA_OFFSET_MS);
    return {
      year: d.getUTCFullYear(),
      month: d.getUTCMonth() + 1,
      day: d.getUTCDate(),
      hour: d.getUTCHours(),
      minute: d.getUTCMinutes(),
    };
  }
  let format = partFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    partFormats.set(timeZone, format);
  }
  const parts: Record<string, number> = {};
  for (const p of format.formatToParts(date)) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
  };
}

/** '16 Nov 2026'; null when the value is missing or not a date. */
export function formatDate(value: unknown, options: TDateOptions = {}): string | null {
  const date = toDate(value);
  if (!date) return null;
  const p = partsIn(date, options.timeZone ?? INDIA_TIME_ZONE);
  return `${p.day} ${MONTHS[p.month - 1]} ${p.year}`;
}

/** 'Nov 2026' (a possession month); null when the value is missing or not a date. */
export function formatMonthYear(value: unknown, options: TDateOptions = {}): string | null {
  const date = toDate(value);
  if (!date) return null;
  const p = partsIn(date, options.timeZone ?? INDIA_TIME_ZONE);
  return `${MONTHS[p.month - 1]} ${p.year}`;
}

/** '2:30 pm' (12-hour, lower case, a no-break space before am/pm so it never wraps apart). */
export function formatTime(value: unknown, options: TDateOptions = {}): string | null {
  const date = toDate(value);
  if (!date) return null;
  const p = partsIn(date, options.timeZone ?? INDIA_TIME_ZONE);
  const hour = p.hour % 12 === 0 ? 12 : p.hour % 12;
  return `${hour}:${String(p.minute).padStart(2, '0')}\u00a0${p.hour < 12 ? 'am' : 'pm'}`;
}

/** '16 Nov 2026, 2:30 pm'; null when the value is missing or not a date. */
export function formatDateTime(value: unknown, options: TDateOptions = {}): string | null {
  const day = formatDate(value, options);
  return day && `${day}, ${formatTime(value, options)}`;
}

/**
 * Whole calendar days from `value` to `now`, both read as days in India (or `timeZone`): a listing
 * added at 11 pm is '1 day ago' the next morning, as a reader counts. Never negative (a clock a
 * little ahead reads as today); undefined when the value is missing or not a date.
 */
export function calendarDaysSince(
  value: unknown,
  now: TDateInput = Date.now(),
  options: TDateOptions = {},
): number | undefined {
  const date = toDate(value);
  const today = toDate(now);
  if (!date || !today) return undefined;
  const zone = options.timeZone ?? INDIA_TIME_ZONE;
  const dayIndex = (d: Date) => {
    const p = partsIn(d, zone);
    return Date.UTC(p.year, p.month - 1, p.day) / 86_400_000;
  };
  return Math.max(0, dayIndex(today) - dayIndex(date));
}

/** 'today', '1 day ago', '12 days ago' (calendar days in India); null when not a date. */
export function formatDaysAgo(value: unknown, now: TDateInput = Date.now(), options: TDateOptions = {}) {
  const days = calendarDaysSince(value, now, options);
  if (days === undefined) return null;
  if (days === 0) return 'today';
  return days === 1 ? '1 day ago' : `${days} days ago`;
}
