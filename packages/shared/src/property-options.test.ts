import { describe, expect, it } from 'vitest';
import {
  COMMERCIAL_TYPES,
  HOME_TYPE_LABELS,
  LEGACY_PROPERTY_TYPES,
  PROPERTY_TYPES,
  propertyTypeLabel,
  propertyTypesFor,
  toPropertyType,
} from './property-options';

describe('property types', () => {
  it('offers the types an Indian buyer uses, in this order, with their labels', () => {
    expect(HOME_TYPE_LABELS.map((o) => o.label)).toEqual([
      'Apartment / Flat',
      'Independent House',
      'Villa',
      'Builder Floor',
      'Row House',
      'Penthouse',
      'Studio',
      'Plot / Land',
      'Farm House',
      'Office',
      'Shop',
      'Showroom',
      'Warehouse',
    ]);
    expect(propertyTypeLabel('Apartment')).toBe('Apartment / Flat');
    expect(propertyTypeLabel('Plot')).toBe('Plot / Land');
    expect(propertyTypeLabel('builder floor')).toBe('Builder Floor');
    expect(propertyTypeLabel('bungalow')).toBe('Bungalow');
  });

  it('maps every value of the spec to a type of today', () => {
    const spec = ['House', 'Apartment', 'Villa', 'Condo', 'Townhouse', 'Land', 'Commercial'];
    const labels = [
      'Houses',
      'Townhomes',
      'Multi-family',
      'Condos/Co-ops',
      'Lots/Land',
      'Apartments',
      'Manufactured',
    ];
    for (const value of [...spec, ...labels, ...spec.map((v) => v.toLowerCase())]) {
      const stored = toPropertyType(value);
      expect(stored, value).toBeDefined();
      expect(PROPERTY_TYPES).toContain(stored);
    }
    expect(toPropertyType('Condo')).toBe('Apartment');
    expect(toPropertyType('Townhomes')).toBe('Row House');
    expect(toPropertyType('House')).toBe('Independent House');
    expect(toPropertyType('Land')).toBe('Plot');
    expect(toPropertyType('Commercial')).toBe('Office');
    expect(toPropertyType('Castle')).toBeUndefined();
  });

  it('lets a search for Commercial find every commercial type', () => {
    expect(propertyTypesFor('Commercial')).toEqual(COMMERCIAL_TYPES);
    expect(propertyTypesFor(' apartment  /  FLAT ')).toEqual(['Apartment']);
  });

  it('names every legacy value only once, each to known types', () => {
    for (const types of Object.values(LEGACY_PROPERTY_TYPES))
      for (const t of types) expect(PROPERTY_TYPES).toContain(t);
    for (const t of PROPERTY_TYPES) expect(toPropertyType(t)).toBe(t);
  });
});
