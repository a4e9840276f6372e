import { describe, expect, it } from 'vitest';
import {
  checkedHomeType,
  HOME_TYPE_LABELS,
  HOME_TYPE_VALUE,
  normaliseHomeType,
  toggleHomeType,
} from './home-types';

describe('home type labels', () => {
  it('lists the seven labels of the spec', () => {
    expect(HOME_TYPE_LABELS).toEqual([
      'Houses',
      'Townhomes',
      'Multi-family',
      'Condos/Co-ops',
      'Lots/Land',
      'Apartments',
      'Manufactured',
    ]);
  });

  it.each([
    ['Houses', 'House'],
    ['Condos/Co-ops', 'Condo'],
    ['Townhomes', 'Townhouse'],
    ['Multi-family', 'Apartment'],
    ['Apartments', 'Apartment'],
    ['Manufactured', 'Manufactured'],
    ['Lots/Land', 'Land'],
  ] as const)('%s sends %s', (label, value) => {
    expect(HOME_TYPE_VALUE[label]).toBe(value);
  });
});

describe('normaliseHomeType', () => {
  it.each([
    ['house', 'Houses'],
    ['House', 'Houses'],
    ['townhouse', 'Townhomes'],
    ['townhome', 'Townhomes'],
    ['Apartment', 'Apartments'],
    ['apartment', 'Apartments'],
    ['condo', 'Condos/Co-ops'],
    ['Land', 'Lots/Land'],
    ['manufactured', 'Manufactured'],
    [' HOUSE ', 'Houses'],
  ])('%s ticks %s', (input, label) => {
    expect(normaliseHomeType(input)).toBe(label);
  });

  it('ticks nothing for types without a checkbox or no type', () => {
    expect(normaliseHomeType('Villa')).toBeUndefined();
    expect(normaliseHomeType('')).toBeUndefined();
    expect(normaliseHomeType(undefined)).toBeUndefined();
  });
});

describe('toggleHomeType (single choice in effect)', () => {
  it('ticking sends the label type, replacing any other', () => {
    expect(toggleHomeType('', 'Houses', true)).toBe('House');
    expect(toggleHomeType('House', 'Lots/Land', true)).toBe('Land');
  });

  it('unticking the ticked type sends empty', () => {
    expect(toggleHomeType('House', 'Houses', false)).toBe('');
    expect(toggleHomeType('Apartment', 'Multi-family', false)).toBe('');
  });

  it('unticking a label that is not the current type changes nothing', () => {
    expect(toggleHomeType('Land', 'Houses', false)).toBe('Land');
  });
});

describe('checkedHomeType', () => {
  it('remembers which of two labels sharing a type was clicked', () => {
    expect(checkedHomeType('Apartment', 'Multi-family')).toBe('Multi-family');
    expect(checkedHomeType('Apartment', undefined)).toBe('Apartments');
    expect(checkedHomeType('House', 'Multi-family')).toBe('Houses');
    expect(checkedHomeType('', 'Houses')).toBeUndefined();
  });
});
