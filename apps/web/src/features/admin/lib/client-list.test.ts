import { describe, expect, it } from 'vitest';
import {
  clampPage,
  filterBySearch,
  lastPage,
  matchesSearch,
  normalizeSearch,
  pageOf,
  toPageSize,
} from './client-list';

describe('matchesSearch', () => {
  it('matches a case-insensitive substring of any field', () => {
    expect(matchesSearch('NASH', ['Flat in Gangapur Road', 'Nashik'])).toBe(true);
    expect(matchesSearch('gangapur', ['Flat in Gangapur Road'])).toBe(true);
    expect(matchesSearch('pune', ['Flat in Gangapur Road', 'Nashik'])).toBe(false);
  });

  it('treats a blank or spaced term as no filter, and trims the term', () => {
    expect(matchesSearch('', ['x'])).toBe(true);
    expect(matchesSearch('   ', [])).toBe(true);
    expect(matchesSearch('  nashik ', ['Nashik'])).toBe(true);
    expect(normalizeSearch('  AbC ')).toBe('abc');
  });

  it('skips missing fields and reads numbers as text', () => {
    expect(matchesSearch('lic', [null, undefined, 'LIC-2041'])).toBe(true);
    expect(matchesSearch('204', [2041])).toBe(true);
    expect(matchesSearch('null', [null])).toBe(false);
  });
});

describe('filterBySearch', () => {
  const rows = [
    { title: 'Sunshine Villa', city: 'Nashik' },
    { title: 'Lake View Flat', city: 'Pune' },
    { title: 'Godavari Heights', city: 'Nashik Road' },
  ];
  const fields = (r: (typeof rows)[number]) => [r.title, r.city];

  it('keeps the rows that match, in order', () => {
    expect(filterBySearch(rows, 'nashik', fields).map((r) => r.title)).toEqual([
      'Sunshine Villa',
      'Godavari Heights',
    ]);
  });

  it('returns a copy of every row for a blank term', () => {
    const all = filterBySearch(rows, ' ', fields);
    expect(all).toEqual(rows);
    expect(all).not.toBe(rows);
  });
});

describe('paging', () => {
  const rows = Array.from({ length: 23 }, (_, i) => i + 1);

  it('accepts only 5, 10 and 25 rows per page, defaulting to 10', () => {
    expect(toPageSize(5)).toBe(5);
    expect(toPageSize('25')).toBe(25);
    expect(toPageSize(50)).toBe(10);
    expect(toPageSize(undefined)).toBe(10);
  });

  it('slices one 0-based page', () => {
    expect(pageOf(rows, 0, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageOf(rows, 2, 10)).toEqual([21, 22, 23]);
    expect(pageOf(rows, 1, 25)).toEqual(rows);
  });

  it('keeps the page inside the list when it shrinks', () => {
    expect(lastPage(23, 10)).toBe(2);
    expect(lastPage(20, 10)).toBe(1);
    expect(lastPage(0, 10)).toBe(0);
    expect(clampPage(2, 20, 10)).toBe(1);
    expect(clampPage(-1, 20, 10)).toBe(0);
    expect(clampPage(Number.NaN, 20, 10)).toBe(0);
    expect(pageOf(rows.slice(0, 20), 2, 10)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(pageOf([], 3, 10)).toEqual([]);
  });
});
