/**
 * Rupee amounts in Hindi words on the Indian scale, as the EMI calculator spells the loan amount on
 * a Hindi page: 8000000 → 'अस्सी लाख रुपये'. Hindi has its own word for every number up to 99 (no
 * tens-and-ones rule as in English), hence the list. Kept apart from number-words.ts so an English
 * page does not carry the Hindi words.
 */

const BELOW_HUNDRED = [
  'शून्य',
  'एक',
  'दो',
  'तीन',
  'चार',
  'पाँच',
  'छह',
  'सात',
  'आठ',
  'नौ',
  'दस',
  'ग्यारह',
  'बारह',
  'तेरह',
  'चौदह',
  'पंद्रह',
  'सोलह',
  'सत्रह',
  'अठारह',
  'उन्नीस',
  'बीस',
  'इक्कीस',
  'बाईस',
  'तेईस',
  'चौबीस',
  'पच्चीस',
  'छब्बीस',
  'सत्ताईस',
  'अट्ठाईस',
  'उनतीस',
  'तीस',
  'इकतीस',
  'बत्तीस',
  'तैंतीस',
  'चौंतीस',
  'पैंतीस',
  'छत्तीस',
  'सैंतीस',
  'अड़तीस',
  'उनतालीस',
  'चालीस',
  'इकतालीस',
  'बयालीस',
  'तैंतालीस',
  'चवालीस',
  'पैंतालीस',
  'छियालीस',
  'सैंतालीस',
  'अड़तालीस',
  'उनचास',
  'पचास',
  'इक्यावन',
  'बावन',
  'तिरेपन',
  'चौवन',
  'पचपन',
  'छप्पन',
  'सत्तावन',
  'अट्ठावन',
  'उनसठ',
  'साठ',
  'इकसठ',
  'बासठ',
  'तिरेसठ',
  'चौंसठ',
  'पैंसठ',
  'छियासठ',
  'सड़सठ',
  'अड़सठ',
  'उनहत्तर',
  'सत्तर',
  'इकहत्तर',
  'बहत्तर',
  'तिहत्तर',
  'चौहत्तर',
  'पचहत्तर',
  'छिहत्तर',
  'सतहत्तर',
  'अठहत्तर',
  'उन्यासी',
  'अस्सी',
  'इक्यासी',
  'बयासी',
  'तिरासी',
  'चौरासी',
  'पचासी',
  'छियासी',
  'सत्तासी',
  'अट्ठासी',
  'नवासी',
  'नब्बे',
  'इक्यानवे',
  'बानवे',
  'तिरानवे',
  'चौरानवे',
  'पचानवे',
  'छियानवे',
  'सत्तानवे',
  'अट्ठानवे',
  'निन्यानवे',
] as const;

/** The Indian scale below a crore, largest first. */
const SCALES = [
  { value: 100_000, word: 'लाख' },
  { value: 1_000, word: 'हज़ार' },
  { value: 100, word: 'सौ' },
] as const;

const CRORE = 10_000_000;

/** Words for a positive integer; crores may run past 99 ('एक हज़ार करोड़'). */
const integerWords = (n: number): string => {
  const parts: string[] = [];
  let rest = n;
  if (rest >= CRORE) {
    parts.push(`${integerWords(Math.floor(rest / CRORE))} करोड़`);
    rest %= CRORE;
  }
  for (const scale of SCALES) {
    if (rest >= scale.value) {
      parts.push(`${BELOW_HUNDRED[Math.floor(rest / scale.value)]} ${scale.word}`);
      rest %= scale.value;
    }
  }
  if (rest > 0) parts.push(BELOW_HUNDRED[rest] ?? '');
  return parts.join(' ');
};

/**
 * A rupee amount in Hindi words, rounded to whole rupees: 8000000 → 'अस्सी लाख रुपये',
 * 1 → 'एक रुपया', 0 → 'शून्य रुपये'. Negative, non-finite or unsafe (above 2^53) → ''.
 */
export const amountInHindiWords = (n: number): string => {
  if (!Number.isFinite(n) || n < 0) return '';
  const rupees = Math.round(n);
  if (!Number.isSafeInteger(rupees)) return '';
  if (rupees === 0) return 'शून्य रुपये';
  if (rupees === 1) return 'एक रुपया';
  return `${integerWords(rupees)} रुपये`;
};
