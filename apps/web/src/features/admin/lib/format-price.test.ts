import { describe, expect, it } from 'vitest';
import { formatAdminPrice } from './format-price';

describe('formatAdminPrice', () => {
  it('shows rupees with Indian grouping, never dollars', () => {
    expect(formatAdminPrice(12_500_000, 'For Sale')).toBe('₹ 1,25,00,000');
    expect(formatAdminPrice(4_550_000)).toBe('₹ 45,50,000');
  });

  it("adds ' /mo' for a listing for rent, and one let out", () => {
    expect(formatAdminPrice(18_000, 'For Rent')).toBe('₹ 18,000 /mo');
    expect(formatAdminPrice(94_000, 'Rented')).toBe('₹ 94,000 /mo');
  });

  it("gives 'N/A' without a price", () => {
    expect(formatAdminPrice(undefined, 'For Rent')).toBe('N/A');
    expect(formatAdminPrice(Number.NaN)).toBe('N/A');
  });
});
