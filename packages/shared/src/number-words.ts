/**
 * Rupee amounts in words on the Indian scale (admin §2.11: the loan amount 'also shown in Indian
 * words'): 12500000 → 'One Crore Twenty Five Lakh Rupees'.
 */

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

/** Indian scale below a crore, largest first. */
const SCALES = [
  { value: 100_000, word: 'Lakh' },
  { value: 1_000, word: 'Thousand' },
  { value: 100, word: 'Hundred' },
] as const;

const CRORE = 10_000_000;

/** Words for 1..99. */
const belowHundred = (n: number): string => {
  if (n < 20) return ONES[n] ?? '';
  const tens = TENS[Math.floor(n / 10)] ?? '';
  const ones = ONES[n % 10] ?? '';
  return ones ? `${tens} ${ones}` : tens;
};

/** Words for a positive integer; crores may themselves run past 99 ('One Thousand Crore'). */
const integerWords = (n: number): string => {
  const parts: string[] = [];
  let rest = n;
  if (rest >= CRORE) {
    parts.push(`${integerWords(Math.floor(rest / CRORE))} Crore`);
    rest %= CRORE;
  }
  for (const scale of SCALES) {
    if (rest >= scale.value) {
      parts.push(`${belowHundred(Math.floor(rest / scale.value))} ${scale.word}`);
      rest %= scale.value;
    }
  }
  if (rest > 0) parts.push(belowHundred(rest));
  return parts.join(' ');
};

/**
 * A rupee amount in Indian words, rounded to whole rupees: 8000000 → 'Eighty Lakh Rupees',
 * 0 → 'Zero Rupees', 1 → 'One Rupee'. Negative, non-finite or unsafe (above 2^53) → ''.
 */
export const amountInIndianWords = (n: number): string => {
  if (!Number.isFinite(n) || n < 0) return '';
  const rupees = Math.round(n);
  if (!Number.isSafeInteger(rupees)) return '';
  if (rupees === 0) return 'Zero Rupees';
  if (rupees === 1) return 'One Rupee';
  return `${integerWords(rupees)} Rupees`;
};
