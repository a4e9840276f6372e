/**
 * Rupee amounts in words on the Indian scale (crore, lakh, thousand, hundred), in any language
 * whose number words follow it: each language gives its words (number-words.ts for English,
 * number-words-hi.ts for Hindi), so a page carries only its own language's.
 */
export type TAmountWords = {
  /** Words for 1..99. */
  belowHundred: (n: number) => string;
  crore: string;
  lakh: string;
  thousand: string;
  hundred: string;
  /** The whole amount for 0 and 1 rupee ('Zero Rupees', 'One Rupee'). */
  zero: string;
  one: string;
  /** After any other amount ('Rupees'). */
  rupees: string;
};

const CRORE = 10_000_000;

/** Words for a positive integer; crores may themselves run past 99 ('One Thousand Crore'). */
function integerWords(n: number, w: TAmountWords): string {
  const parts: string[] = [];
  let rest = n;
  if (rest >= CRORE) {
    parts.push(`${integerWords(Math.floor(rest / CRORE), w)} ${w.crore}`);
    rest %= CRORE;
  }
  for (const [value, word] of [
    [100_000, w.lakh],
    [1_000, w.thousand],
    [100, w.hundred],
  ] as const) {
    if (rest >= value) {
      parts.push(`${w.belowHundred(Math.floor(rest / value))} ${word}`);
      rest %= value;
    }
  }
  if (rest > 0) parts.push(w.belowHundred(rest));
  return parts.join(' ');
}

/**
 * A rupee amount in words, rounded to whole rupees. Negative, non-finite or unsafe (above 2^53)
 * → ''.
 */
export function amountWords(n: number, w: TAmountWords): string {
  if (!Number.isFinite(n) || n < 0) return '';
  const rupees = Math.round(n);
  if (!Number.isSafeInteger(rupees)) return '';
  if (rupees === 0) return w.zero;
  if (rupees === 1) return w.one;
  return `${integerWords(rupees, w)} ${w.rupees}`;
}
