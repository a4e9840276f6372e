import type { TProperty } from '@nivaas/shared/property';
import { describe, expect, it } from 'vitest';
import {
  bboxOf,
  boundsOf,
  boundsOfBbox,
  mapPoints,
  popupAddress,
  popupPrice,
  shouldCluster,
  type TMapProperty,
} from './map';

const at = (id: string, coordinates: number[] | undefined): TMapProperty => ({
  _id: id,
  location: coordinates ? { coordinates } : undefined,
});

describe('mapPoints', () => {
  it('keeps only properties with exactly two coordinates, [lng, lat]', () => {
    const points = mapPoints([
      at('a', [73.79, 19.99]),
      at('b', [73.79]),
      at('c', [73.79, 19.99, 5]),
      at('d', undefined),
      at('e', [Number.NaN, 19]),
      at('f', [19.99, 200]),
    ]);
    expect(points.map((p) => [p.id, p.lat, p.lng])).toEqual([['a', 19.99, 73.79]]);
  });
});

describe('popup texts', () => {
  it('shows the price with Indian separators, or Price not available', () => {
    expect(popupPrice(12_500_000, 'For Sale')).toBe('₹ 1,25,00,000');
    expect(popupPrice(18_000, 'For Rent')).toBe('₹ 18,000 /mo');
    expect(popupPrice(undefined)).toBe('Price not available');
  });

  it('shows street and city', () => {
    expect(popupAddress({ street: '12 College Road', city: 'Nashik' })).toBe('12 College Road, Nashik');
    expect(popupAddress({ city: 'Nashik' })).toBe('Nashik');
    expect(popupAddress(null)).toBe('');
  });
});

describe('bounds', () => {
  it('wraps the points', () => {
    expect(
      boundsOf([
        { lat: 20, lng: 73 },
        { lat: 19, lng: 74 },
      ]),
    ).toEqual([
      [19, 73],
      [20, 74],
    ]);
    expect(boundsOf([])).toBeNull();
  });

  it('turns a view into a bbox and back', () => {
    const bbox = bboxOf({ west: 73.7123456, south: 19.9, east: 73.9, north: 20.1 });
    expect(bbox).toBe('73.71235,19.9,73.9,20.1');
    expect(boundsOfBbox(bbox)).toEqual([
      [19.9, 73.71235],
      [20.1, 73.9],
    ]);
    expect(bboxOf({ west: -200, south: -95, east: 10, north: 10 })).toBe('-180,-90,10,10');
  });

  it('clusters only many markers', () => {
    expect(shouldCluster(30)).toBe(false);
    expect(shouldCluster(31)).toBe(true);
  });
});

// A property as the API answers it must fit the map (checked by tsc).
type TFits = TProperty extends TMapProperty ? true : false;
export const propertyFitsMap: TFits = true;
