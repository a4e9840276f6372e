import { describe, expect, it } from 'vitest';
import { cardAddress, cardImageSources, displayType, isForSale } from './property-card-lib';

describe('cardImageSources', () => {
  it('builds a WebP srcset from the variants', () => {
    expect(
      cardImageSources([
        { url: '/u/a.webp', variants: { small: '/u/a-s.webp', medium: '/u/a-m.webp', large: '/u/a-l.webp' } },
      ]),
    ).toEqual({ src: '/u/a-m.webp', srcSet: '/u/a-s.webp 400w, /u/a-m.webp 800w, /u/a-l.webp 1280w' });
  });

  it('falls back to the url without variants, and to nothing without images', () => {
    expect(cardImageSources([{ url: '/u/a.jpg' }])).toEqual({ src: '/u/a.jpg' });
    expect(cardImageSources([])).toBeUndefined();
    expect(cardImageSources(undefined)).toBeUndefined();
  });
});

describe('card texts', () => {
  it('shows locality and city, with fallbacks', () => {
    expect(cardAddress({ locality: 'Gangapur Road', city: 'Nashik', street: '12 MG Road' })).toBe(
      'Gangapur Road, Nashik',
    );
    expect(cardAddress({ street: '12 MG Road', state: 'Maharashtra' })).toBe('12 MG Road, Maharashtra');
    expect(cardAddress({})).toBe('Address not available');
    expect(cardAddress(undefined)).toBe('Address not available');
  });

  it('names types as Indian buyers do, capitalises lower-case ones, and knows For Sale', () => {
    expect(displayType('villa')).toBe('Villa');
    expect(displayType('Apartment')).toBe('Apartment / Flat');
    expect(displayType('Plot')).toBe('Plot / Land');
    expect(displayType(undefined)).toBe('');
    expect(isForSale('For Sale')).toBe(true);
    expect(isForSale('For Rent')).toBe(false);
  });
});

// A property as the API answers it must fit the card (checked by tsc).
import type { TProperty } from '@nivaas/shared/property';
import type { TPropertyCardData } from './property-card';
type TFits = TProperty extends TPropertyCardData ? true : false;
export const propertyFitsCard: TFits = true;
