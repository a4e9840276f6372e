import { describe, expect, it } from 'vitest';
import { isCalendarDate, optionalText, queryInt } from './zod-helpers';

describe('isCalendarDate', () => {
  it('takes the days the calendar has, leap days in leap years only', () => {
    for (const day of ['2024-02-29', '2000-02-29', '2023-12-31', '2025-04-30', '0001-01-01']) {
      expect(isCalendarDate(day), day).toBe(true);
    }
    for (const day of ['2024-02-30', '2024-02-31', '2023-02-29', '1900-02-29', '2025-04-31', '2024-13-01']) {
      expect(isCalendarDate(day), day).toBe(false);
    }
    for (const text of [
      '2024-00-10',
      '2024-01-00',
      '0000-01-01',
      '24-01-01',
      '2024-1-1',
      '2024-01-01T00:00',
    ]) {
      expect(isCalendarDate(text), text).toBe(false);
    }
  });
});

describe('queryInt', () => {
  const page = queryInt(1, 100);
  it('reads whole numbers in range; blank is not given', () => {
    expect(page.parse('7')).toBe(7);
    expect(page.parse(' 100 ')).toBe(100);
    expect(page.parse('')).toBeUndefined();
    expect(page.parse(undefined)).toBeUndefined();
  });
  it('refuses fractions, exponents, signs, hex and numbers out of range', () => {
    for (const text of ['1.5', '1e2', '-1', '+1', '0x10', '0', '101', 'abc']) {
      expect(page.safeParse(text).success, text).toBe(false);
    }
  });
});

describe('optionalText', () => {
  it('reads null, blank and absent alike as not given (null is what the API answers)', () => {
    const text = optionalText(10);
    expect(text.parse(null)).toBeUndefined();
    expect(text.parse('  ')).toBeUndefined();
    expect(text.parse(undefined)).toBeUndefined();
    expect(text.parse(' Nashik ')).toBe('Nashik');
    expect(text.safeParse(5).success).toBe(false);
  });
});
