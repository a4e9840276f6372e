import type { TProperty } from '@nivaas/shared/property';
import { describe, expect, it } from 'vitest';
import {
  canManageProperty,
  FALLBACK,
  fullAddress,
  fullPrice,
  imageSources,
  keyFacts,
  latLngOf,
  nearbyPlaces,
  pricePerSqft,
} from './property-display';

describe('prices on the detail page', () => {
  it('shows full rupees with Indian grouping, /mo for rent', () => {
    expect(fullPrice(12_500_000, 'For Sale')).toBe('₹ 1,25,00,000');
    expect(fullPrice(18_000, 'For Rent')).toBe('₹ 18,000 /mo');
    expect(fullPrice(Number.NaN)).toBeNull();
    expect(fullPrice(undefined)).toBeNull();
  });

  it('gives a rate per sq ft for a sale only', () => {
    expect(pricePerSqft(12_500_000, 950, 'For Sale')).toBe('₹ 13,158 per sq ft');
    expect(pricePerSqft(18_000, 950, 'For Rent')).toBeNull();
    expect(pricePerSqft(12_500_000, 0, 'For Sale')).toBeNull();
  });
});

describe('display fallbacks', () => {
  it('joins the address parts it has, once each', () => {
    expect(
      fullAddress({
        line1: 'Flat 4',
        street: 'College Road',
        locality: 'Gangapur Road',
        city: 'Nashik',
        state: 'Maharashtra',
        zipCode: '422005',
      }),
    ).toBe('Flat 4, College Road, Gangapur Road, Nashik, Maharashtra 422005');
    expect(fullAddress({ street: 'MG Road', locality: 'MG Road', city: 'Pune' })).toBe('MG Road, Pune');
    expect(fullAddress(null)).toBe(FALLBACK.address);
    expect(fullAddress({ street: ' ', city: '' })).toBe('Address not available');
  });

  it('reads [longitude, latitude] and refuses anything else', () => {
    expect(latLngOf({ location: { type: 'Point', coordinates: [73.79, 19.99] } })).toEqual([19.99, 73.79]);
    expect(latLngOf({ location: undefined })).toBeNull();
    expect(latLngOf({ location: { type: 'Point', coordinates: [0, 0] } })).toBeNull();
    expect(latLngOf({ location: { type: 'Point', coordinates: [200, 10] } })).toBeNull();
  });

  it('builds a srcset from the WebP variants', () => {
    expect(
      imageSources({ url: '/o.webp', variants: { small: '/s.webp', medium: '/m.webp', large: '/l.webp' } }),
    ).toEqual({
      src: '/l.webp',
      srcSet: '/s.webp 400w, /m.webp 800w, /l.webp 1280w',
    });
    expect(imageSources({ url: '/o.jpg' })).toEqual({ src: '/o.jpg' });
    expect(imageSources({ url: '' })).toBeNull();
  });

  it('lists the nearby places that were given', () => {
    expect(nearbyPlaces({ hasSchool: true, school: 'DPS', hasPark: false, mall: 'City Centre' })).toEqual([
      { key: 'school', label: 'School', detail: 'DPS' },
      { key: 'mall', label: 'Shopping mall', detail: 'City Centre' },
    ]);
    expect(nearbyPlaces({})).toEqual([]);
  });

  it('leaves out missing key facts and shows N/A for a missing area', () => {
    const facts = keyFacts({
      bedrooms: 0,
      bathrooms: 0,
      area: 0,
      type: 'land',
      status: 'For Sale',
      constructionStatus: '',
    } as TProperty);
    expect(facts.map((f) => f.key)).toEqual(['area', 'type', 'status']);
    expect(facts[0]?.value).toBe('N/A');
    expect(facts[1]?.value).toBe('Land');
  });
});

describe('who may edit and delete', () => {
  const listing = { agent: { _id: 'agent-1' } } as Pick<TProperty, 'agent'>;
  it('is the listing agent or an admin', () => {
    expect(canManageProperty({ id: 'agent-1', role: 'agent' }, listing)).toBe(true);
    expect(canManageProperty({ id: 'x', role: 'admin' }, listing)).toBe(true);
    expect(canManageProperty({ id: 'agent-2', role: 'agent' }, listing)).toBe(false);
    expect(canManageProperty({ id: 'agent-1', role: 'buyer' }, listing)).toBe(false);
    expect(canManageProperty(null, listing)).toBe(false);
  });
});
