import { abbreviateInr, formatPrice } from '@nivaas/shared/format-price';
import { amountInIndianWords } from '@nivaas/shared/number-words';
import { amountInHindiWords } from '@nivaas/shared/number-words-hi';

/**
 * The calculator's short rupee amounts in the page's language: English keeps the spec's loan-summary
 * form ('₹ 80.00 L', '₹ 1.39 Cr'); Hindi names lakh and crore as people say them ('₹ 80 लाख',
 * '₹ 1.39 करोड़', formatPrice's Hindi prices).
 */
export const shortInr = (amount: number, locale: string): string =>
  locale === 'hi'
    ? formatPrice(amount, null, { locale: 'hi', fallback: abbreviateInr(amount) })
    : abbreviateInr(amount);

/** The loan amount in words under its field: 'Eighty Lakh Rupees', 'अस्सी लाख रुपये'. */
export const amountInWords = (amount: number, locale: string): string =>
  locale === 'hi' ? amountInHindiWords(amount) : amountInIndianWords(amount);
