import { describe, expect, it } from 'vitest';
import {
  calendarDaysSince,
  formatDate,
  formatDateTime,
  formatDaysAgo,
  formatMonthYear,
  formatTime,
  toDate,
} from './format-date';

describe('formatDate', () => {
  it("writes a date the Indian way: '16 Nov 2026'", () => {
    expect(formatDate('2026-11-16T06:00:00.000Z')).toBe('16 Nov 2026');
    expect(formatDate(new Date('2026-11-22T10:30:00.000Z'))).toBe('22 Nov 2026');
    expect(formatDate(Date.UTC(2027, 5, 23))).toBe('23 Jun 2027');
  });

  it('reads the day in India by default, so a date stored at midnight UTC is that day', () => {
    expect(formatDate('2027-06-23')).toBe('23 Jun 2027');
    expect(formatDate('2027-06-23T00:00:00.000Z')).toBe('23 Jun 2027');
    // 23:30 UTC on 31 Dec is already 1 Jan in India.
    expect(formatDate('2024-12-31T23:30:00.000Z')).toBe('1 Jan 2025');
  });

  it('takes another time zone when told', () => {
    expect(formatDate('2024-12-31T23:30:00.000Z', { timeZone: 'UTC' })).toBe('31 Dec 2024');
    expect(formatDate('2027-06-23T00:00:00.000Z', { timeZone: 'America/New_York' })).toBe('22 Jun 2027');
  });

  it('never writes the US order', () => {
    for (let month = 0; month < 12; month++) {
      expect(formatDate(Date.UTC(2026, month, 9, 6))).toMatch(/^9 [A-Z][a-z]{2} 2026$/);
    }
  });

  it('gives null for a missing or unreadable value', () => {
    expect(formatDate(undefined)).toBeNull();
    expect(formatDate(null)).toBeNull();
    expect(formatDate('')).toBeNull();
    expect(formatDate('soon')).toBeNull();
    expect(formatDate({})).toBeNull();
    expect(toDate('not a date')).toBeUndefined();
  });
});

describe('formatMonthYear', () => {
  it("writes a month: 'Jun 2027'", () => {
    expect(formatMonthYear('2027-06-23')).toBe('Jun 2027');
    expect(formatMonthYear('nope')).toBeNull();
  });
});

describe('formatTime and formatDateTime', () => {
  it('writes a 12-hour time in lower case, am/pm kept with its number', () => {
    expect(formatTime('2025-03-05T09:00:00.000Z')).toBe('2:30\u00a0pm');
    expect(formatTime('2025-03-05T18:30:00.000Z')).toBe('12:00\u00a0am');
    expect(formatTime('2025-03-05T06:35:00.000Z')).toBe('12:05\u00a0pm');
    expect(formatTime('2025-03-05T04:05:00.000Z', { timeZone: 'UTC' })).toBe('4:05\u00a0am');
  });

  it("writes a date with its time: '5 Mar 2025, 2:30 pm'", () => {
    expect(formatDateTime('2025-03-05T09:00:00.000Z')).toBe('5 Mar 2025, 2:30\u00a0pm');
    expect(formatDateTime('2024-12-31T18:35:00.000Z', { timeZone: 'UTC' })).toBe('31 Dec 2024, 6:35\u00a0pm');
    expect(formatDateTime('later')).toBeNull();
  });
});

describe('formatDaysAgo', () => {
  const now = '2026-11-26T06:00:00.000Z'; // 11:30 am in India

  it("says 'today', '1 day ago' and 'n days ago'", () => {
    expect(formatDaysAgo('2026-11-26T01:00:00.000Z', now)).toBe('today');
    expect(formatDaysAgo('2026-11-25T06:00:00.000Z', now)).toBe('1 day ago');
    expect(formatDaysAgo('2026-11-14T06:00:00.000Z', now)).toBe('12 days ago');
    expect(formatDaysAgo('2026-08-28T06:00:00.000Z', now)).toBe('90 days ago');
  });

  it('counts calendar days in India, not 24-hour spans', () => {
    // 11:45 pm in India on the 25th: one day before a morning of the 26th, though 12 hours apart.
    expect(formatDaysAgo('2026-11-25T18:15:00.000Z', now)).toBe('1 day ago');
    // 0:15 am in India on the 26th (still the 25th in UTC) is today.
    expect(formatDaysAgo('2026-11-25T18:45:00.000Z', now)).toBe('today');
    expect(formatDaysAgo('2026-11-25T18:45:00.000Z', now, { timeZone: 'UTC' })).toBe('1 day ago');
  });

  it('reads a date a little ahead of the clock as today, and null for no date', () => {
    expect(formatDaysAgo('2026-11-26T07:00:00.000Z', now)).toBe('today');
    expect(formatDaysAgo(null, now)).toBeNull();
    expect(formatDaysAgo('not a date', now)).toBeNull();
    expect(calendarDaysSince('2026-11-20T06:00:00.000Z', now)).toBe(6);
  });
});

describe("India's time without Intl", () => {
  it('gives what the time-zone database gives, for any moment since 1946', () => {
    // 'Asia/Calcutta' is the database's other name for India's zone: it goes through Intl.
    let t = Date.UTC(1946, 0, 1);
    const step = 7_919_993_311; // ~92 days and some hours: every hour of the day comes round
    for (let i = 0; i < 600; i++, t += step) {
      expect(formatDateTime(t)).toBe(formatDateTime(t, { timeZone: 'Asia/Calcutta' }));
    }
    expect(formatDateTime('2026-12-31T18:29:00.000Z')).toBe('31 Dec 2026, 11:59\u00a0pm');
    expect(formatDateTime('2026-12-31T18:30:00.000Z')).toBe('1 Jan 2027, 12:00\u00a0am');
  });

  it('leaves older dates to the database (India kept war time, UTC+6:30, in 1943)', () => {
    expect(formatTime('1943-01-01T00:00:00.000Z')).toBe(
      formatTime('1943-01-01T00:00:00.000Z', { timeZone: 'Asia/Calcutta' }),
    );
    expect(formatTime('1943-01-01T00:00:00.000Z')).toBe('6:30\u00a0am');
  });
});
