/**
 * Rupee amounts in words on the Indian scale (admin §2.11: the loan amount 'also shown in Indian
 * words'): 12500000 → 'One Crore Twenty Five Lakh Rupees'.
 */
import { amountWords, type TAmountWords } from './indian-scale-words';

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
] as const;

const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'] as const;

/** Words for 1..99. */
const belowHundred = (n: number): string => {
  if (n < 20) return ONES[n] ?? '';
  const tens = TENS[Math.floor(n / 10)] ?? '';
  const ones = ONES[n % 10] ?? '';
  return ones ? `${tens} ${ones}` : tens;
};

const ENGLISH: TAmountWords = {
  belowHundred,
  crore: 'Crore',
  lakh: 'Lakh',
  thousand: 'Thousand',
  hundred: 'Hundred',
  zero: 'Zero Rupees',
  one: 'One Rupee',
  rupees: 'Rupees',
};

/**
 * A rupee amount in Indian words, rounded to whole rupees: 8000000 → 'Eighty Lakh Rupees',
 * 0 → 'Zero Rupees', 1 → 'One Rupee'. Negative, non-finite or unsafe (above 2^53) → ''.
 */
export const amountInIndianWords = (n: number): string => amountWords(n, ENGLISH);
