import { msg } from '@lingui/core/macro';
import { formatPriceLabel as formatLabel } from '@nivaas/shared/format-price';
import { i18nFor } from '../../../lib/i18n/i18n';
import type { TListingPropertyType, TSay } from './filters';

/** The Price dropdown's slider (spec §9): buy 0..10 Cr in 5,000s, rent 0..1.5 Lac in 1,000s. */
export type TPriceSlider = { min: number; max: number; step: number };
export const BUY_PRICE_SLIDER: TPriceSlider = { min: 0, max: 100_000_000, step: 5_000 };
export const RENT_PRICE_SLIDER: TPriceSlider = { min: 0, max: 150_000, step: 1_000 };

export const LIST_PRICE_LABEL = 'List Price';
export const RENT_PRICE_LABEL = 'Monthly Rent';
const TEXT = {
  listPrice: msg`List Price`,
  monthlyRent: msg`Monthly Rent`,
  upTo: msg({ message: 'Up to {max}' }),
};

const formatPriceLabel = (n: number, i18n?: TSay) => formatLabel(n, i18n?.locale === 'hi' ? 'hi' : 'en');

export function priceSliderFor(propertyType: TListingPropertyType): TPriceSlider {
  return propertyType === 'RENT' ? RENT_PRICE_SLIDER : BUY_PRICE_SLIDER;
}

/** A slider value label: '₹ 500', '50 Thousand', '45 Lac', '1.5 Cr'. */
export function sliderValueLabel(value: number, i18n?: TSay): string {
  return formatPriceLabel(value, i18n);
}

/** The upper end of the slider means "no upper limit": '10 Cr+' rather than '10 Cr'. */
export function sliderMaxLabel(value: number, slider: TPriceSlider, i18n?: TSay): string {
  return value >= slider.max ? `${formatPriceLabel(slider.max, i18n)}+` : formatPriceLabel(value, i18n);
}

/**
 * The Price button's label: 'List Price' (buy mode) or 'Monthly Rent' (rent mode) with no range,
 * otherwise the range: '45 Lac – 1.5 Cr', '45 Lac+', 'Up to 1.5 Cr'.
 */
export function priceButtonLabel(
  propertyType: TListingPropertyType,
  priceMin: string,
  priceMax: string,
  i18n: TSay = i18nFor('en'),
): string {
  const min = priceMin ? Number(priceMin) : undefined;
  const max = priceMax ? Number(priceMax) : undefined;
  if (min === undefined && max === undefined)
    return i18n._(propertyType === 'RENT' ? TEXT.monthlyRent : TEXT.listPrice);
  if (min !== undefined && max !== undefined)
    return `${formatPriceLabel(min, i18n)} – ${formatPriceLabel(max, i18n)}`;
  if (min !== undefined) return `${formatPriceLabel(min, i18n)}+`;
  return i18n._(TEXT.upTo, { max: formatPriceLabel(max as number, i18n) });
}

/**
 * The slider position of a stored range: missing ends sit at the slider's ends; values beyond
 * the slider are clamped.
 */
export function sliderRange(priceMin: string, priceMax: string, slider: TPriceSlider): [number, number] {
  const clamp = (n: number) => Math.min(slider.max, Math.max(slider.min, n));
  const lo = priceMin ? clamp(Number(priceMin)) : slider.min;
  const hi = priceMax ? clamp(Number(priceMax)) : slider.max;
  return lo <= hi ? [lo, hi] : [hi, lo];
}

/**
 * The stored range of a slider position: a thumb at its end means "no limit" on that side,
 * so the full range sends nothing.
 */
export function rangeFromSlider(
  range: readonly [number, number],
  slider: TPriceSlider,
): { priceMin: string; priceMax: string } {
  const [lo, hi] = range;
  return {
    priceMin: lo > slider.min ? String(lo) : '',
    priceMax: hi < slider.max ? String(hi) : '',
  };
}
