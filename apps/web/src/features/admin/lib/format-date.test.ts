import { describe, expect, it } from 'vitest';
import { formatAdminDate, formatContactDate, formatRelativeTime } from './format-date';

describe('formatAdminDate', () => {
  it("reads '16 Nov 2026', day first (en-IN)", () => {
    expect(formatAdminDate('2026-11-16T06:00:00.000Z', 'Asia/Kolkata')).toBe('16 Nov 2026');
    // The viewer's day: 11:30 pm in London is already the next morning in India.
    expect(formatAdminDate('2024-12-31T23:30:00.000Z', 'Asia/Kolkata')).toBe('1 Jan 2025');
    expect(formatAdminDate('nope')).toBe('N/A');
  });
});

describe('formatContactDate', () => {
  it("reads 'd Mon yyyy, hh:mm am', the time kept on one line", () => {
    expect(formatContactDate('2025-03-05T09:00:00.000Z', 'Asia/Kolkata')).toBe('5 Mar 2025, 2:30\u00a0pm');
    expect(formatContactDate('2024-12-31T18:35:00.000Z', 'UTC')).toBe('31 Dec 2024, 6:35\u00a0pm');
  });

  it("gives 'N/A' for a missing or unreadable date", () => {
    expect(formatContactDate(undefined)).toBe('N/A');
    expect(formatContactDate('')).toBe('N/A');
    expect(formatContactDate('not a date')).toBe('N/A');
  });
});

describe('formatRelativeTime', () => {
  const now = new Date('2025-06-15T12:00:00.000Z');
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

  it('says how long ago in English', () => {
    expect(formatRelativeTime(ago(10), now)).toBe('just now');
    expect(formatRelativeTime(ago(60), now)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(5 * 60), now)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(3 * 3600), now)).toBe('3 hours ago');
    expect(formatRelativeTime(ago(86_400), now)).toBe('1 day ago');
    expect(formatRelativeTime(ago(9 * 86_400), now)).toBe('1 week ago');
    expect(formatRelativeTime(ago(65 * 86_400), now)).toBe('2 months ago');
    expect(formatRelativeTime(ago(800 * 86_400), now)).toBe('2 years ago');
  });

  it('reads a small clock skew as just now and a real future date as ahead', () => {
    expect(formatRelativeTime(ago(-20), now)).toBe('just now');
    expect(formatRelativeTime(ago(-3 * 86_400), now)).toBe('in 3 days');
  });

  it("gives 'N/A' for a missing or unreadable date", () => {
    expect(formatRelativeTime(null, now)).toBe('N/A');
    expect(formatRelativeTime('nope', now)).toBe('N/A');
  });
});
