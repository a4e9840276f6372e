import { describe, expect, it } from 'vitest';
import {
  AMOUNT_SLIDER,
  amountFromSlider,
  amountValueText,
  clampToSlider,
  RATE_SLIDER,
  rateFromSlider,
  rateValueText,
} from './emi-sliders';

describe('the EMI sliders', () => {
  it('take the defaults (₹ 80 lakh at 8.15 %) on a step', () => {
    expect((8_000_000 - AMOUNT_SLIDER.min) % AMOUNT_SLIDER.step).toBe(0);
    expect((8.15 - RATE_SLIDER.min) / RATE_SLIDER.step).toBeCloseTo(143, 9);
  });

  it('rest at their ends for values outside their ranges', () => {
    expect(clampToSlider(60_00_00_000, AMOUNT_SLIDER)).toBe(AMOUNT_SLIDER.max);
    expect(clampToSlider(0, RATE_SLIDER)).toBe(RATE_SLIDER.min);
    expect(clampToSlider(9.5, RATE_SLIDER)).toBe(9.5);
  });

  it('write their values the way the fields keep them', () => {
    expect(amountFromSlider(8_100_000)).toBe('8100000');
    expect(rateFromSlider(8.200000000000001)).toBe('8.2');
    expect(rateFromSlider(8.15)).toBe('8.15');
  });

  it('say their values in the summary format', () => {
    expect(amountValueText(8_000_000)).toBe('₹ 80.00 L');
    expect(amountValueText(15_000_000)).toBe('₹ 1.50 Cr');
    expect(rateValueText(8.15)).toBe('8.15%');
  });
});
