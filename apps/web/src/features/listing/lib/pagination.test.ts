import { describe, expect, it } from 'vitest';
import { pageItems } from './pagination';

const labels = (page: number, count: number, siblings: number, boundary: number) =>
  pageItems(page, count, siblings, boundary)
    .slice(1, -1)
    .map((i) => (i.type === 'page' ? String(i.page) : '…'))
    .join(' ');

describe('pageItems (as MUI usePagination)', () => {
  it('lays out a desktop bar: siblings 1, boundary 2', () => {
    expect(labels(1, 29, 1, 2)).toBe('1 2 3 4 5 6 … 28 29');
    expect(labels(10, 29, 1, 2)).toBe('1 2 … 9 10 11 … 28 29');
    expect(labels(29, 29, 1, 2)).toBe('1 2 … 24 25 26 27 28 29');
    expect(labels(2, 5, 1, 2)).toBe('1 2 3 4 5');
  });

  it('lays out a phone bar: siblings 0, boundary 1', () => {
    expect(labels(1, 29, 0, 1)).toBe('1 2 3 … 29');
    expect(labels(10, 29, 0, 1)).toBe('1 … 10 … 29');
    expect(labels(29, 29, 0, 1)).toBe('1 … 27 28 29');
    expect(labels(1, 2, 0, 1)).toBe('1 2');
  });

  it('disables the arrows at the ends', () => {
    const items = pageItems(1, 3, 1, 2);
    expect(items[0]).toEqual({ type: 'previous', page: 0, disabled: true });
    expect(items.at(-1)).toEqual({ type: 'next', page: 2, disabled: false });
  });
});
