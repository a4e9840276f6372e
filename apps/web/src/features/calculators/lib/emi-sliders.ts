import { EMI_RATE_MAX, EMI_RATE_MIN } from '@nivaas/shared/emi';
import { LAKH } from '@nivaas/shared/format-price';
import { shortInr } from './money-text';

/**
 * The ranges of the calculator's sliders. The fields beside them take any amount and rate the
 * schema allows; the slider then rests at its nearer end.
 */
export const AMOUNT_SLIDER = { min: LAKH, max: 500 * LAKH, step: LAKH, largeStep: 10 * LAKH } as const;
export const RATE_SLIDER = {
  min: Math.max(EMI_RATE_MIN, 1),
  max: Math.min(EMI_RATE_MAX, 20),
  step: 0.05,
  largeStep: 0.5,
} as const;

/** A number kept inside a slider's range. */
export const clampToSlider = (value: number, range: { min: number; max: number }): number =>
  Math.min(range.max, Math.max(range.min, value));

/** The slider's value as the amount field keeps it: digits only ('8100000'). */
export const amountFromSlider = (value: number): string => String(Math.round(value));

/** The slider's value as the rate field shows it: at most two decimals, no trailing zeros ('8.2'). */
export const rateFromSlider = (value: number): string => String(Number(value.toFixed(2)));

/** What a slider says for its value: '₹ 80.00 L' ('₹ 80 लाख' in Hindi), '8.15%'. */
export const amountValueText = (value: number, locale = 'en'): string => shortInr(value, locale);
export const rateValueText = (value: number): string => `${rateFromSlider(value)}%`;
