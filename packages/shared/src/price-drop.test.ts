import { describe, expect, it } from 'vitest';
import { HINDI_PRICE_DROP_TEXT } from './listing-text-hi';
import { priceDropBadge } from './price-drop';

const now = new Date('2026-11-25T10:00:00Z');
const recent = { droppedAt: '2026-11-20T10:00:00Z', percent: 8 };

describe("the 'Price dropped' badge", () => {
  it('says the drop in English and in Hindi while it is recent', () => {
    expect(priceDropBadge(recent, now)).toBe('Price dropped 8%');
    expect(priceDropBadge({ ...recent, percent: 12.5 }, now, HINDI_PRICE_DROP_TEXT)).toBe('कीमत 12.5% घटी');
    expect(priceDropBadge(recent, now, HINDI_PRICE_DROP_TEXT)).toBe('कीमत 8% घटी');
  });

  it('says nothing after 30 days, in either language', () => {
    const old = { droppedAt: '2026-10-01T10:00:00Z', percent: 8 };
    expect(priceDropBadge(old, now)).toBeUndefined();
    expect(priceDropBadge(old, now, HINDI_PRICE_DROP_TEXT)).toBeUndefined();
  });
});
