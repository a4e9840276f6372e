import { describe, expect, it } from 'vitest';
import { coordText, pricePreview, readPin } from './field-format';

describe('pricePreview', () => {
  it('shows the price the way cards show it', () => {
    expect(pricePreview('4500000', 'For Sale')).toBe('Shown as ₹ 45.00 Lac');
    expect(pricePreview('1,25,00,000', 'For Sale')).toBe('Shown as ₹ 1.25 Cr');
    expect(pricePreview('18000', 'For Rent')).toBe('Shown as ₹ 18,000 /mo');
  });
  it('shows nothing for empty or unreadable input', () => {
    expect(pricePreview('', 'For Sale')).toBeUndefined();
    expect(pricePreview('45 lakh', 'For Sale')).toBeUndefined();
  });
});

describe('readPin', () => {
  it('reads both coordinates in range', () => {
    expect(readPin('19.99', '73.78')).toEqual([19.99, 73.78]);
    expect(readPin('19.99', '')).toBeNull();
    expect(readPin('91', '73')).toBeNull();
    expect(readPin('abc', '73')).toBeNull();
    expect(coordText(19.123456789)).toBe('19.123457');
  });
});
