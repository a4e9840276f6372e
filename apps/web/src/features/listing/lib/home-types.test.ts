import { describe, expect, it } from 'vitest';
import {
  checkedHomeType,
  HOME_TYPE_LABELS,
  HOME_TYPE_VALUE,
  homeTypeTagLabel,
  normaliseHomeType,
  toggleHomeType,
} from './home-types';

describe('home type labels', () => {
  it('lists the types an Indian buyer uses', () => {
    expect(HOME_TYPE_LABELS).toEqual([
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
  });

  it.each([
    ['Apartment / Flat', 'Apartment'],
    ['Plot / Land', 'Plot'],
    ['Independent House', 'Independent House'],
    ['Builder Floor', 'Builder Floor'],
  ] as const)('%s sends %s', (label, value) => {
    expect(HOME_TYPE_VALUE[label]).toBe(value);
  });
});

describe('normaliseHomeType', () => {
  it.each([
    ['house', 'Independent House'],
    ['Houses', 'Independent House'],
    ['townhouse', 'Row House'],
    ['Townhomes', 'Row House'],
    ['Apartment', 'Apartment / Flat'],
    ['condo', 'Apartment / Flat'],
    ['Multi-family', 'Apartment / Flat'],
    ['Land', 'Plot / Land'],
    ['Lots/Land', 'Plot / Land'],
    ['manufactured', 'Independent House'],
    ['Villa', 'Villa'],
    [' builder floor ', 'Builder Floor'],
  ])('%s ticks %s', (input, label) => {
    expect(normaliseHomeType(input)).toBe(label);
  });

  it('ticks nothing for a group, an unknown word or no type', () => {
    expect(normaliseHomeType('Commercial')).toBeUndefined();
    expect(normaliseHomeType('Castle')).toBeUndefined();
    expect(normaliseHomeType('')).toBeUndefined();
    expect(normaliseHomeType(undefined)).toBeUndefined();
  });
});

describe('toggleHomeType (single choice in effect)', () => {
  it('ticking sends the label type, replacing any other', () => {
    expect(toggleHomeType('', 'Independent House', true)).toBe('Independent House');
    expect(toggleHomeType('Independent House', 'Plot / Land', true)).toBe('Plot');
  });

  it('unticking the ticked type sends empty', () => {
    expect(toggleHomeType('Apartment', 'Apartment / Flat', false)).toBe('');
    expect(toggleHomeType('Condo', 'Apartment / Flat', false)).toBe('');
  });

  it('unticking a label that is not the current type changes nothing', () => {
    expect(toggleHomeType('Plot', 'Villa', false)).toBe('Plot');
  });
});

describe('checkedHomeType and the tag', () => {
  it('ticks the label of the current type, and names it in the tag', () => {
    expect(checkedHomeType('Apartment')).toBe('Apartment / Flat');
    expect(checkedHomeType('')).toBeUndefined();
    expect(homeTypeTagLabel('Plot')).toBe('Plot / Land');
    expect(homeTypeTagLabel('Commercial')).toBe('Commercial');
  });
});
