import { describe, expect, it } from 'vitest';
import {
  abbreviateInr,
  formatArea,
  formatIndianNumber,
  formatInr,
  formatPrice,
  formatPerSqFt,
  formatPriceLabel,
} from './format-price';

describe('formatIndianNumber', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1_000, '1,000'],
    [18_000, '18,000'],
    [99_999, '99,999'],
    [100_000, '1,00,000'],
    [1_234_567, '12,34,567'],
    [12_500_000, '1,25,00,000'],
    [1_000_000_000, '1,00,00,00,000'],
    [10_000_000_000, '10,00,00,00,000'],
  ])('%d → %s', (n, expected) => {
    expect(formatIndianNumber(n)).toBe(expected);
  });

  it('rounds to whole numbers by default', () => {
    expect(formatIndianNumber(1_149.5)).toBe('1,150');
    expect(formatIndianNumber(1_149.49)).toBe('1,149');
  });

  it('keeps up to the asked decimals, dropping trailing zeros', () => {
    expect(formatIndianNumber(1_150.5, 2)).toBe('1,150.5');
    expect(formatIndianNumber(1_150.256, 2)).toBe('1,150.26');
    expect(formatIndianNumber(1_150.001, 2)).toBe('1,150');
    expect(formatIndianNumber(0.05, 2)).toBe('0.05');
  });

  it('handles negatives and tiny negatives', () => {
    expect(formatIndianNumber(-1_234_567)).toBe('-12,34,567');
    expect(formatIndianNumber(-0.2)).toBe('0');
  });

  it('handles amounts beyond exact integer range', () => {
    expect(formatIndianNumber(1e20)).toBe('10,00,00,00,00,00,00,00,00,000');
  });

  it('gives an empty string for non-finite input', () => {
    expect(formatIndianNumber(Number.NaN)).toBe('');
    expect(formatIndianNumber(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('formatPrice', () => {
  it('matches the design examples', () => {
    expect(formatPrice(12_500_000)).toBe('₹ 1.25 Cr');
    expect(formatPrice(4_500_000)).toBe('₹ 45.00 Lac');
    expect(formatPrice(18_000, 'For Rent')).toBe('₹ 18,000 /mo');
  });

  it('switches units at the boundaries', () => {
    expect(formatPrice(99_999)).toBe('₹ 99,999');
    expect(formatPrice(100_000)).toBe('₹ 1.00 Lac');
    expect(formatPrice(9_990_000)).toBe('₹ 99.90 Lac');
    expect(formatPrice(10_000_000)).toBe('₹ 1.00 Cr');
  });

  it('never shows 100.00 Lac: 99,99,999 rounds up into crore', () => {
    expect(formatPrice(9_999_999)).toBe('₹ 1.00 Cr');
    expect(formatPrice(9_994_999)).toBe('₹ 99.95 Lac');
  });

  it('rounds half up to two decimals', () => {
    expect(formatPrice(100_500)).toBe('₹ 1.01 Lac');
    expect(formatPrice(100_499)).toBe('₹ 1.00 Lac');
    expect(formatPrice(13_950_000)).toBe('₹ 1.40 Cr');
    expect(formatPrice(13_949_999)).toBe('₹ 1.39 Cr');
  });

  it('groups large crore amounts', () => {
    expect(formatPrice(1_500_000_000)).toBe('₹ 150.00 Cr');
    expect(formatPrice(10_000_000_000)).toBe('₹ 1,000.00 Cr');
  });

  it('shows small amounts in whole rupees', () => {
    expect(formatPrice(0)).toBe('₹ 0');
    expect(formatPrice(999.6)).toBe('₹ 1,000');
  });

  it('appends /mo to every rent: For Rent and Rented, never to a sale', () => {
    expect(formatPrice(25_000, 'For Rent')).toBe('₹ 25,000 /mo');
    expect(formatPrice(150_000, 'For Rent')).toBe('₹ 1.50 Lac /mo');
    expect(formatPrice(94_000, 'Rented')).toBe('₹ 94,000 /mo');
    expect(formatPrice(25_000, 'For Sale')).toBe('₹ 25,000');
    expect(formatPrice(24_100_000, 'Sold')).toBe('₹ 2.41 Cr');
    expect(formatPrice(25_000)).toBe('₹ 25,000');
  });

  it('matches the issue examples', () => {
    expect(formatPrice(24_100_000, 'For Sale')).toBe('₹ 2.41 Cr');
    expect(formatPrice(8_900_000, 'For Sale')).toBe('₹ 89.00 Lac');
    expect(formatPrice(44_000, 'For Rent')).toBe('₹ 44,000 /mo');
  });

  it('writes every rupee in the full style, /mo for rent, and a chosen fallback', () => {
    expect(formatPrice(12_500_000, 'For Sale', { style: 'full' })).toBe('₹ 1,25,00,000');
    expect(formatPrice(94_000, 'Rented', { style: 'full' })).toBe('₹ 94,000 /mo');
    expect(formatPrice(null, 'For Rent', { style: 'full' })).toBe('Price not available');
    expect(formatPrice(undefined, 'For Sale', { style: 'full', fallback: 'N/A' })).toBe('N/A');
  });

  it('says so when there is no price', () => {
    expect(formatPrice(null)).toBe('Price not available');
    expect(formatPrice(undefined)).toBe('Price not available');
    expect(formatPrice(Number.NaN)).toBe('Price not available');
    expect(formatPrice(Number.POSITIVE_INFINITY, 'For Rent')).toBe('Price not available');
  });
});

describe('formatInr', () => {
  it('shows full rupees with Indian grouping and no decimals', () => {
    expect(formatInr(12_500_000)).toBe('₹ 1,25,00,000');
    expect(formatInr(77_146.53)).toBe('₹ 77,147');
    expect(formatInr(0)).toBe('₹ 0');
    expect(formatInr(999)).toBe('₹ 999');
  });

  it('puts the minus sign before the rupee sign', () => {
    expect(formatInr(-5_000)).toBe('-₹ 5,000');
  });

  it('gives N/A for missing amounts', () => {
    expect(formatInr(null)).toBe('N/A');
    expect(formatInr(undefined)).toBe('N/A');
    expect(formatInr(Number.NaN)).toBe('N/A');
  });
});

describe('abbreviateInr', () => {
  it('uses L and Cr', () => {
    expect(abbreviateInr(8_000_000)).toBe('₹ 80.00 L');
    expect(abbreviateInr(13_886_460)).toBe('₹ 1.39 Cr');
    expect(abbreviateInr(5_886_460)).toBe('₹ 58.86 L');
  });

  it('switches at the boundaries', () => {
    expect(abbreviateInr(99_999)).toBe('₹ 99,999');
    expect(abbreviateInr(100_000)).toBe('₹ 1.00 L');
    expect(abbreviateInr(9_999_999)).toBe('₹ 1.00 Cr');
    expect(abbreviateInr(10_000_000)).toBe('₹ 1.00 Cr');
  });

  it('shows small amounts as grouped rupees', () => {
    expect(abbreviateInr(77_147)).toBe('₹ 77,147');
    expect(abbreviateInr(0)).toBe('₹ 0');
  });

  it('handles negatives and missing values', () => {
    expect(abbreviateInr(-250_000)).toBe('-₹ 2.50 L');
    expect(abbreviateInr(null)).toBe('N/A');
    expect(abbreviateInr(Number.NaN)).toBe('N/A');
  });
});

describe('formatPriceLabel', () => {
  it.each([
    [0, '₹ 0'],
    [500, '₹ 500'],
    [1_000, '1 Thousand'],
    [5_000, '5 Thousand'],
    [50_000, '50 Thousand'],
    [12_500, '12.5 Thousand'],
    [99_000, '99 Thousand'],
    [99_999, '1 Lac'],
    [100_000, '1 Lac'],
    [105_000, '1.05 Lac'],
    [150_000, '1.5 Lac'],
    [4_500_000, '45 Lac'],
    [9_995_000, '99.95 Lac'],
    [10_000_000, '1 Cr'],
    [15_000_000, '1.5 Cr'],
    [12_345_000, '1.23 Cr'],
    [100_000_000, '10 Cr'],
  ])('%d → %s', (n, expected) => {
    expect(formatPriceLabel(n)).toBe(expected);
  });

  it('gives an empty string for invalid input', () => {
    expect(formatPriceLabel(Number.NaN)).toBe('');
  });

  it('says thousand, lakh and crore by their Hindi names in Hindi', () => {
    expect(formatPriceLabel(50_000, 'hi')).toBe('50 हज़ार');
    expect(formatPriceLabel(4_500_000, 'hi')).toBe('45 लाख');
    expect(formatPriceLabel(15_000_000, 'hi')).toBe('1.5 करोड़');
    expect(formatPriceLabel(500, 'hi')).toBe('₹ 500');
  });
});

describe('formatArea', () => {
  it('adds the unit and groups digits', () => {
    expect(formatArea(1_150)).toBe('1,150 sq ft');
    expect(formatArea(850)).toBe('850 sq ft');
    expect(formatArea(125_000)).toBe('1,25,000 sq ft');
    expect(formatArea(1_150.5)).toBe('1,150.5 sq ft');
    expect(formatArea(1_150.256)).toBe('1,150.26 sq ft');
  });

  it('gives N/A for missing, invalid, zero or negative areas', () => {
    expect(formatArea(null)).toBe('N/A');
    expect(formatArea(undefined)).toBe('N/A');
    expect(formatArea(Number.NaN)).toBe('N/A');
    expect(formatArea(0)).toBe('N/A');
    expect(formatArea(-10)).toBe('N/A');
  });
});

describe('formatPerSqFt', () => {
  it('writes a price per sq ft, a rent a month with one decimal, in either language', () => {
    expect(formatPerSqFt(5123)).toBe('₹ 5,123/sq ft');
    expect(formatPerSqFt(45.46, true)).toBe('₹ 45.5/sq ft /mo');
    expect(formatPerSqFt(12_500, false, 'hi')).toBe('₹ 12,500/वर्ग फुट');
    expect(formatPerSqFt(45.46, true, 'hi')).toBe('₹ 45.5/वर्ग फुट /माह');
    expect(formatPerSqFt(null, true, 'hi')).toBe('N/A');
  });
});

describe('formatPrice in Hindi', () => {
  it('names lakh and crore and drops trailing zeros', () => {
    expect(formatPrice(12_000_000, 'For Sale', { locale: 'hi' })).toBe('₹ 1.2 करोड़');
    expect(formatPrice(12_500_000, undefined, { locale: 'hi' })).toBe('₹ 1.25 करोड़');
    expect(formatPrice(4_500_000, 'For Sale', { locale: 'hi' })).toBe('₹ 45 लाख');
    expect(formatPrice(9_999_999, undefined, { locale: 'hi' })).toBe('₹ 1 करोड़');
  });

  it('says a month for a rent, and a missing price in Hindi', () => {
    expect(formatPrice(18_000, 'For Rent', { locale: 'hi' })).toBe('₹ 18,000 /माह');
    expect(formatPrice(2_50_000, 'Rented', { locale: 'hi' })).toBe('₹ 2.5 लाख /माह');
    expect(formatPrice(null, 'For Sale', { locale: 'hi' })).toBe('कीमत उपलब्ध नहीं');
  });

  it('writes an area in वर्ग फुट', () => {
    expect(formatArea(1_360, 'hi')).toBe('1,360 वर्ग फुट');
    expect(formatArea(1_360)).toBe('1,360 sq ft');
  });

  it('leaves English as it was', () => {
    expect(formatPrice(4_500_000, 'For Sale', { locale: 'en' })).toBe('₹ 45.00 Lac');
    expect(formatPrice(12_500_000)).toBe('₹ 1.25 Cr');
  });
});
