import type { TMapMarker } from '@nivaas/shared/property-map';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadHindi } from '../../../../test/hindi';
import { i18nFor } from '../../../lib/i18n/i18n';
import {
  bboxOf,
  boundsOfBbox,
  clusterLabel,
  clusterText,
  markerLabel,
  popupAddress,
  popupPrice,
  type TMapProperty,
} from './map';

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

describe('marker texts', () => {
  it('writes a cluster count in full, thousands past 9,999', () => {
    expect(clusterText(7)).toBe('7');
    expect(clusterText(1234)).toBe('1,234');
    expect(clusterText(52_345)).toBe('52k');
    expect(clusterLabel(52_345)).toBe('52,345 properties here, zoom in');
  });

  it('names a listing by title and price', () => {
    expect(markerLabel({ _id: 'a', title: 'Sunrise Villa', price: 18_000, status: 'For Rent' })).toBe(
      'Sunrise Villa, ₹ 18,000 /mo',
    );
    expect(markerLabel({ _id: 'a', title: ' ', price: null })).toBe('Untitled Property, Price not available');
  });
});

describe('bounds', () => {
  it('turns a view into a bbox and back', () => {
    const bbox = bboxOf({ west: 73.7123456, south: 19.9, east: 73.9, north: 20.1 });
    expect(bbox).toBe('73.71235,19.9,73.9,20.1');
    expect(boundsOfBbox(bbox)).toEqual([
      [19.9, 73.71235],
      [20.1, 73.9],
    ]);
    expect(bboxOf({ west: -200, south: -95, east: 10, north: 10 })).toBe('-180,-90,10,10');
  });
});

// A marker as the API answers it must fit the popup (checked by tsc).
type TFits = TMapMarker extends TMapProperty ? true : false;
export const markerFitsPopup: TFits = true;

describe('in Hindi', () => {
  beforeAll(() => loadHindi(['listing']));

  it('says clusters, markers and popup prices in Hindi, prices as people say them', () => {
    const hi = i18nFor('hi');
    expect(clusterText(1234, hi)).toBe('1,234');
    expect(clusterText(52_345, hi)).toBe('52 हज़ार');
    expect(clusterLabel(52_345, hi)).toBe('यहाँ 52,345 प्रॉपर्टी, ज़ूम इन करें');
    expect(popupPrice(4_500_000, 'For Sale', hi)).toBe('₹ 45 लाख');
    expect(popupPrice(12_500_000, 'For Sale', hi)).toBe('₹ 1.25 करोड़');
    expect(popupPrice(18_000, 'For Rent', hi)).toBe('₹ 18,000 /माह');
    expect(markerLabel({ _id: 'a', title: ' ', price: 4_500_000, status: 'For Sale' }, hi)).toBe(
      'बिना नाम की प्रॉपर्टी, ₹ 45 लाख',
    );
  });
});
