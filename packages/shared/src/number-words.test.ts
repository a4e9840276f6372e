import { describe, expect, it } from 'vitest';
import { amountInIndianWords } from './number-words';

describe('amountInIndianWords', () => {
  it.each([
    [0, 'Zero Rupees'],
    [1, 'One Rupee'],
    [2, 'Two Rupees'],
    [10, 'Ten Rupees'],
    [11, 'Eleven Rupees'],
    [19, 'Nineteen Rupees'],
    [20, 'Twenty Rupees'],
    [21, 'Twenty One Rupees'],
    [99, 'Ninety Nine Rupees'],
    [100, 'One Hundred Rupees'],
    [101, 'One Hundred One Rupees'],
    [110, 'One Hundred Ten Rupees'],
    [999, 'Nine Hundred Ninety Nine Rupees'],
    [1_000, 'One Thousand Rupees'],
    [1_001, 'One Thousand One Rupees'],
    [18_000, 'Eighteen Thousand Rupees'],
    [77_147, 'Seventy Seven Thousand One Hundred Forty Seven Rupees'],
    [99_999, 'Ninety Nine Thousand Nine Hundred Ninety Nine Rupees'],
    [100_000, 'One Lakh Rupees'],
    [123_456, 'One Lakh Twenty Three Thousand Four Hundred Fifty Six Rupees'],
    [1_000_001, 'Ten Lakh One Rupees'],
    [5_000_000, 'Fifty Lakh Rupees'],
    [8_000_000, 'Eighty Lakh Rupees'],
    [9_999_999, 'Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine Rupees'],
    [10_000_000, 'One Crore Rupees'],
    [12_500_000, 'One Crore Twenty Five Lakh Rupees'],
    [13_886_460, 'One Crore Thirty Eight Lakh Eighty Six Thousand Four Hundred Sixty Rupees'],
    [100_000_000, 'Ten Crore Rupees'],
    [
      9_999_999_999,
      'Nine Hundred Ninety Nine Crore Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine Rupees',
    ],
    [10_000_000_000, 'One Thousand Crore Rupees'],
    [100_000_000_000, 'Ten Thousand Crore Rupees'],
    [12_345_600_000_000, 'Twelve Lakh Thirty Four Thousand Five Hundred Sixty Crore Rupees'],
    [1e15, 'Ten Crore Crore Rupees'],
  ])('%d → %s', (n, expected) => {
    expect(amountInIndianWords(n)).toBe(expected);
  });

  it('rounds to whole rupees', () => {
    expect(amountInIndianWords(99.5)).toBe('One Hundred Rupees');
    expect(amountInIndianWords(99.49)).toBe('Ninety Nine Rupees');
    expect(amountInIndianWords(0.4)).toBe('Zero Rupees');
    expect(amountInIndianWords(0.5)).toBe('One Rupee');
  });

  it('gives an empty string for negative, non-finite or unsafe amounts', () => {
    expect(amountInIndianWords(-1)).toBe('');
    expect(amountInIndianWords(-0.1)).toBe('');
    expect(amountInIndianWords(Number.NaN)).toBe('');
    expect(amountInIndianWords(Number.POSITIVE_INFINITY)).toBe('');
    expect(amountInIndianWords(1e20)).toBe('');
  });

  it('never has doubled or trailing spaces', () => {
    for (const n of [1, 20, 100, 1_000, 100_000, 10_000_000, 10_100_101, 1_000_000_000_000]) {
      const words = amountInIndianWords(n);
      expect(words).not.toMatch(/\s{2}|^\s|\s$/);
    }
  });
});
