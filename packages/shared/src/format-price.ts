/**
 * Money and area formatting (public-site §9, admin §9, DESIGN 'Prices' and 'Areas').
 * Pure string building with Indian digit grouping; no Intl, so server and browser agree.
 */

export const RUPEE = '₹';
export const PRICE_NOT_AVAILABLE = 'Price not available';
export const NOT_AVAILABLE = 'N/A';
export const RENT_SUFFIX = ' /mo';
export const RENT_STATUS = 'For Rent';

export const THOUSAND = 1_000;
export const LAKH = 100_000;
export const CRORE = 10_000_000;

type TTier = { divisor: number; label: string };

/** The languages prices are written in: English (the spec's formats) and Hindi ('₹ 45 लाख'). */
export type TPriceLocale = 'en' | 'hi';
/** Hindi: lakh and crore by name, decimals without trailing zeros, a month as माह. */
const HINDI_PRICE_TIERS: readonly TTier[] = [
  { divisor: LAKH, label: 'लाख' },
  { divisor: CRORE, label: 'करोड़' },
];
const HINDI_RENT_SUFFIX = ' /माह';
const HINDI_PRICE_NOT_AVAILABLE = 'कीमत उपलब्ध नहीं';

const isNumber = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/** Groups the digits of a non-negative integer string the Indian way: 12500000 → 1,25,00,000. */
const groupIndianDigits = (digits: string): string => {
  if (digits.length <= 3) return digits;
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3);
  return `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${last3}`;
};

/**
 * Indian digit grouping: 12500000 → '1,25,00,000'. Rounds to `fractionDigits` decimals
 * (default 0) and drops trailing zeros of the fraction. Non-finite input gives ''.
 */
export const formatIndianNumber = (n: number, fractionDigits = 0): string => {
  if (!isNumber(n)) return '';
  const digits = Math.max(0, Math.min(6, Math.trunc(fractionDigits)));
  const scale = 10 ** digits;
  const scaled = Math.round(Math.abs(n) * scale);
  if (!Number.isSafeInteger(scaled)) {
    // Too large for exact integer arithmetic: group the integer part only.
    const whole = BigInt(Math.round(Math.abs(n))).toString();
    return `${n < 0 ? '-' : ''}${groupIndianDigits(whole)}`;
  }
  const whole = Math.floor(scaled / scale);
  const fraction = (scaled % scale).toString().padStart(digits, '0').replace(/0+$/, '');
  const sign = n < 0 && scaled !== 0 ? '-' : '';
  return `${sign}${groupIndianDigits(String(whole))}${fraction ? `.${fraction}` : ''}`;
};

/** Full rupee amount with Indian grouping and no decimals: '₹ 1,25,00,000'; invalid → 'N/A'. */
export const formatInr = (amount: number | null | undefined): string => {
  if (!isNumber(amount)) return NOT_AVAILABLE;
  const grouped = formatIndianNumber(amount);
  return grouped.startsWith('-') ? `-${RUPEE} ${grouped.slice(1)}` : `${RUPEE} ${grouped}`;
};

/** Hundredths of `abs / divisor`, rounded half-up on exact integer arithmetic where possible. */
const toHundredths = (abs: number, divisor: number): number => Math.round((abs * 100) / divisor);

const hundredthsToString = (h: number, trim: boolean): string => {
  const whole = Math.floor(h / 100);
  const frac = String(h % 100).padStart(2, '0');
  if (!trim) return `${groupIndianDigits(String(whole))}.${frac}`;
  const trimmed = frac.replace(/0+$/, '');
  return trimmed ? `${groupIndianDigits(String(whole))}.${trimmed}` : groupIndianDigits(String(whole));
};

/**
 * Picks the largest tier the value reaches, then moves up a tier when rounding to two decimals
 * would reach the next one (99,99,999 is '1.00 Cr', never '100.00 Lac').
 */
const scaleToTier = (
  abs: number,
  tiers: readonly TTier[],
): { tier: TTier; hundredths: number } | undefined => {
  let index = -1;
  tiers.forEach((t, i) => {
    if (abs >= t.divisor) index = i;
  });
  let tier = tiers[index];
  if (!tier) return undefined;
  let hundredths = toHundredths(abs, tier.divisor);
  for (let next = tiers[index + 1]; next; next = tiers[index + 1]) {
    if ((hundredths / 100) * tier.divisor < next.divisor) break;
    index += 1;
    tier = next;
    hundredths = toHundredths(abs, tier.divisor);
  }
  return { tier, hundredths };
};

const PRICE_TIERS: readonly TTier[] = [
  { divisor: LAKH, label: 'Lac' },
  { divisor: CRORE, label: 'Cr' },
];

const ABBREVIATED_TIERS: readonly TTier[] = [
  { divisor: LAKH, label: 'L' },
  { divisor: CRORE, label: 'Cr' },
];

const LABEL_TIERS: readonly TTier[] = [
  { divisor: THOUSAND, label: 'Thousand' },
  { divisor: LAKH, label: 'Lac' },
  { divisor: CRORE, label: 'Cr' },
];

/** A minus sign only when the rounded amount is not zero. */
const signOf = (n: number): string => (n <= -0.5 ? '-' : '');

const abbreviate = (amount: number, tiers: readonly TTier[], trim = false): string => {
  const sign = signOf(amount);
  const abs = Math.abs(amount);
  const scaled = scaleToTier(abs, tiers);
  if (!scaled) return `${sign}${RUPEE} ${formatIndianNumber(abs)}`;
  return `${sign}${RUPEE} ${hundredthsToString(scaled.hundredths, trim)} ${scaled.tier.label}`;
};

/** Statuses whose price is a monthly rent: a listing to let, and one let out (shown the same way). */
export const RENT_STATUSES: readonly string[] = [RENT_STATUS, 'Rented'];
export const isRentStatus = (status: string | null | undefined): boolean =>
  typeof status === 'string' && RENT_STATUSES.includes(status);

export type TPriceStyle = {
  /**
   * 'short' (default): the spec's card format, '₹ 1.25 Cr', '₹ 45.00 Lac', '₹ 18,000'.
   * 'full': every rupee with Indian grouping, as the detail page and admin tables show it,
   * '₹ 1,25,00,000'.
   */
  style?: 'short' | 'full';
  /** What a missing or unreadable price shows; 'Price not available' unless told. */
  fallback?: string;
  /**
   * 'en' (default): as above. 'hi': '₹ 1.2 करोड़', '₹ 45 लाख', '₹ 18,000 /माह' (the short style;
   * the full style's digits are the same in both).
   */
  locale?: TPriceLocale;
};

/**
 * The one price formatter of the product (public-site §9, DESIGN 'Prices'): '₹ 1.25 Cr' from 1
 * crore, '₹ 45.00 Lac' from 1 lakh, otherwise '₹ 18,000'; ' /mo' is appended for a rent (For Rent
 * and Rented). `style: 'full'` writes every rupee ('₹ 1,25,00,000'). Missing or invalid → 'Price
 * not available' (or `fallback`).
 */
export const formatPrice = (
  price: number | null | undefined,
  status?: string | null,
  options: TPriceStyle = {},
): string => {
  const hindi = options.locale === 'hi';
  if (!isNumber(price)) return options.fallback ?? (hindi ? HINDI_PRICE_NOT_AVAILABLE : PRICE_NOT_AVAILABLE);
  const short = hindi ? abbreviate(price, HINDI_PRICE_TIERS, true) : abbreviate(price, PRICE_TIERS);
  const text = options.style === 'full' ? formatInr(price) : short;
  return isRentStatus(status) ? `${text}${hindi ? HINDI_RENT_SUFFIX : RENT_SUFFIX}` : text;
};

/** EMI loan-summary abbreviation: '₹ 80.00 L', '₹ 1.39 Cr', '₹ 77,147'; invalid → 'N/A'. */
export const abbreviateInr = (amount: number | null | undefined): string =>
  isNumber(amount) ? abbreviate(amount, ABBREVIATED_TIERS) : NOT_AVAILABLE;

const HINDI_LABEL_TIERS: readonly TTier[] = [{ divisor: THOUSAND, label: 'हज़ार' }, ...HINDI_PRICE_TIERS];

/**
 * Price-slider label: '₹ 500', '50 Thousand', '45 Lac', '1.5 Cr' (up to two decimals, trailing
 * zeros dropped); in Hindi '50 हज़ार', '45 लाख', '1.5 करोड़'; invalid → ''.
 */
export const formatPriceLabel = (n: number, locale: TPriceLocale = 'en'): string => {
  if (!isNumber(n)) return '';
  const sign = signOf(n);
  const abs = Math.abs(n);
  const scaled = scaleToTier(abs, locale === 'hi' ? HINDI_LABEL_TIERS : LABEL_TIERS);
  if (!scaled) return `${sign}${RUPEE} ${formatIndianNumber(abs)}`;
  return `${sign}${hundredthsToString(scaled.hundredths, true)} ${scaled.tier.label}`;
};

/**
 * An area in square feet with its unit: '1,150 sq ft' (up to two decimals, Indian grouping).
 * Missing, invalid, zero or negative → 'N/A' (a listing never has a zero area).
 */
export const formatArea = (sqft: number | null | undefined, locale: TPriceLocale = 'en'): string => {
  if (!isNumber(sqft) || sqft <= 0) return NOT_AVAILABLE;
  return `${formatIndianNumber(sqft, 2)} ${locale === 'hi' ? 'वर्ग फुट' : 'sq ft'}`;
};

/**
 * An asking price per sq ft: '₹ 5,123/sq ft'; a rent per sq ft a month keeps one decimal:
 * '₹ 45.5/sq ft /mo'. In Hindi '₹ 5,123/वर्ग फुट', '₹ 45.5/वर्ग फुट /माह'. Invalid → 'N/A'.
 */
export const formatPerSqFt = (
  amount: number | null | undefined,
  rent = false,
  locale: TPriceLocale = 'en',
): string => {
  if (!isNumber(amount)) return NOT_AVAILABLE;
  const hindi = locale === 'hi';
  const month = rent ? (hindi ? HINDI_RENT_SUFFIX : RENT_SUFFIX) : '';
  return `${RUPEE} ${formatIndianNumber(amount, rent ? 1 : 0)}/${hindi ? 'वर्ग फुट' : 'sq ft'}${month}`;
};

/** A whole-number difference in per cent with its sign: '+7%', '-3%', '0%'. */
export const formatPercentChange = (percent: number): string =>
  `${percent > 0 ? '+' : ''}${Math.round(percent)}%`;
