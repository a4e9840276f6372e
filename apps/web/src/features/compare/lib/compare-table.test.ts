import type { TCompareColumn, TCompareListing } from '@nivaas/shared/compare';
import type { TPropertyCard } from '@nivaas/shared/property';
import { describe, expect, it } from 'vitest';
import { againstMedian, compareRows, medianText, sharedAmenities } from './compare-table';

function card(over: Partial<TPropertyCard> = {}): TPropertyCard {
  return {
    _id: over._id ?? 'a',
    title: 'Sunrise 2 BHK',
    type: 'Apartment',
    status: 'For Sale',
    price: 9_500_000,
    bedrooms: 2,
    bathrooms: 2,
    area: 1000,
    buildingName: null,
    floorNumber: 3,
    featured: false,
    address: {
      line1: null,
      street: 'College Road',
      city: 'Nashik',
      locality: 'Gangapur Road',
      state: 'Maharashtra',
      zipCode: '422005',
      country: 'India',
    },
    amenities: ['Gym', 'Lift'],
    possessionDate: null,
    constructionStatus: 'Ready to Move',
    agent: null,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    projectDetails: {},
    images: [],
    developer: null,
    rera: null,
    ...over,
  } as TPropertyCard;
}

const col = (over: Partial<TCompareListing> = {}, listing: Partial<TPropertyCard> = {}): TCompareListing => ({
  id: listing._id ?? 'a',
  available: true,
  listing: card(listing),
  ageOfProperty: 2,
  facing: 'East',
  pricePerSqft: 9500,
  localityMedian: null,
  ...over,
});
const gone = (id: string): TCompareColumn => ({ id, available: false });

const byKey = (columns: TCompareColumn[]) => Object.fromEntries(compareRows(columns).map((r) => [r.key, r]));

describe('compareRows', () => {
  it('marks exactly the rows whose values differ', () => {
    const rows = byKey([
      col({}, { _id: 'a' }),
      col({ facing: 'North', pricePerSqft: 8000 }, { _id: 'b', price: 8_000_000, bedrooms: 2 }),
    ]);
    const differing = Object.values(rows)
      .filter((r) => r.differs)
      .map((r) => r.key);
    expect(differing).toEqual(['price', 'pricePerSqft', 'facing']);
    expect(rows.price?.cells).toEqual(['₹ 95.00 Lac', '₹ 80.00 Lac']);
    expect(rows.bedrooms?.cells).toEqual(['2', '2']);
  });

  it('reads the same amenities in another order as the same, and marks the ones not shared', () => {
    const same = byKey([
      col({}, { _id: 'a', amenities: ['Gym', 'Lift'] }),
      col({}, { _id: 'b', amenities: ['Lift', 'Gym'] }),
    ]);
    expect(same.amenities?.differs).toBe(false);
    const columns = [
      col({}, { _id: 'a', amenities: ['Gym', 'Lift'] }),
      col({}, { _id: 'b', amenities: ['Lift'] }),
    ];
    expect(byKey(columns).amenities?.differs).toBe(true);
    expect([...sharedAmenities(columns)]).toEqual(['Lift']);
  });

  it('leaves columns no longer available out of the comparison', () => {
    const rows = compareRows([col({}, { _id: 'a' }), gone('x'), col({}, { _id: 'b' })]);
    expect(rows.every((r) => !r.differs)).toBe(true);
    expect(rows.find((r) => r.key === 'price')?.cells).toEqual(['₹ 95.00 Lac', null, '₹ 95.00 Lac']);
    // One listing left: nothing to differ from.
    expect(compareRows([col({}, { _id: 'a' }), gone('y')]).some((r) => r.differs)).toBe(false);
  });

  it('says the missing facts plainly', () => {
    const rows = byKey([
      col({ facing: null, ageOfProperty: null, pricePerSqft: null }, { floorNumber: null }),
    ]);
    expect(rows.facing?.cells).toEqual(['—']);
    expect(rows.age?.cells).toEqual(['—']);
    expect(rows.floor?.cells).toEqual(['—']);
    expect(rows.rera?.cells).toEqual(['Not registered']);
    expect(rows.pricePerSqft?.cells).toEqual(['—; locality median —']);
  });
});

describe('the locality median', () => {
  it('writes the listing against the median, or — without one', () => {
    expect(medianText(col({ pricePerSqft: 5123, localityMedian: { median: 4800, listings: 12 } }))).toBe(
      'locality median ₹ 4,800 (+7%)',
    );
    expect(medianText(col({ localityMedian: null }))).toBe('locality median —');
    expect(againstMedian(4500, 5000)).toBe('−10%');
  });

  it('says a rent per sq ft, and its median, a month', () => {
    const rent = col(
      { pricePerSqft: 45, localityMedian: { median: 42.5, listings: 8 } },
      { status: 'For Rent', price: 45_000 },
    );
    expect(medianText(rent)).toBe('locality median ₹ 42.5 /mo (+6%)');
    expect(byKey([rent]).pricePerSqft?.cells).toEqual(['₹ 45/sq ft /mo; locality median ₹ 42.5 /mo (+6%)']);
    // A sale's stays a plain figure.
    expect(byKey([col()]).pricePerSqft?.cells).toEqual(['₹ 9,500/sq ft; locality median —']);
    expect(againstMedian(5000, 5000)).toBe('0%');
  });
});
