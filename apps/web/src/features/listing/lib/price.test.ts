import { describe, expect, it } from 'vitest';
import {
  BUY_PRICE_SLIDER,
  priceButtonLabel,
  priceSliderFor,
  RENT_PRICE_SLIDER,
  rangeFromSlider,
  sliderMaxLabel,
  sliderRange,
  sliderValueLabel,
} from './price';

describe('price slider', () => {
  it('uses 0..10 Cr in 5,000s to buy and 0..1.5 Lac in 1,000s to rent', () => {
    expect(priceSliderFor('BUY')).toEqual({ min: 0, max: 100_000_000, step: 5_000 });
    expect(priceSliderFor('ALL')).toBe(BUY_PRICE_SLIDER);
    expect(priceSliderFor('RENT')).toEqual({ min: 0, max: 150_000, step: 1_000 });
  });

  it.each([
    [0, '₹ 0'],
    [500, '₹ 500'],
    [5_000, '5 Thousand'],
    [95_000, '95 Thousand'],
    [4_500_000, '45 Lac'],
    [12_50_000, '12.5 Lac'],
    [15_000_000, '1.5 Cr'],
    [100_000_000, '10 Cr'],
  ])('labels %d as %s', (value, label) => {
    expect(sliderValueLabel(value)).toBe(label);
  });

  it('labels the top of the slider as open-ended', () => {
    expect(sliderMaxLabel(100_000_000, BUY_PRICE_SLIDER)).toBe('10 Cr+');
    expect(sliderMaxLabel(150_000, RENT_PRICE_SLIDER)).toBe('1.5 Lac+');
    expect(sliderMaxLabel(50_000, RENT_PRICE_SLIDER)).toBe('50 Thousand');
  });
});

describe('price button label', () => {
  it("says 'List Price' in buy mode with no range", () => {
    expect(priceButtonLabel('BUY', '', '')).toBe('List Price');
    expect(priceButtonLabel('ALL', '', '')).toBe('List Price');
    expect(priceButtonLabel('RENT', '', '')).toBe('Monthly Rent');
  });

  it('shows the range', () => {
    expect(priceButtonLabel('BUY', '4500000', '15000000')).toBe('45 Lac – 1.5 Cr');
    expect(priceButtonLabel('BUY', '4500000', '')).toBe('45 Lac+');
    expect(priceButtonLabel('RENT', '', '25000')).toBe('Up to 25 Thousand');
  });
});

describe('slider ↔ stored range', () => {
  it('puts missing ends at the slider ends and clamps', () => {
    expect(sliderRange('', '', BUY_PRICE_SLIDER)).toEqual([0, 100_000_000]);
    expect(sliderRange('5000000', '', BUY_PRICE_SLIDER)).toEqual([5_000_000, 100_000_000]);
    expect(sliderRange('', '500000000', BUY_PRICE_SLIDER)).toEqual([0, 100_000_000]);
  });

  it('sends nothing for a thumb at its end', () => {
    expect(rangeFromSlider([0, 100_000_000], BUY_PRICE_SLIDER)).toEqual({ priceMin: '', priceMax: '' });
    expect(rangeFromSlider([10_000, 50_000], RENT_PRICE_SLIDER)).toEqual({
      priceMin: '10000',
      priceMax: '50000',
    });
  });
});
