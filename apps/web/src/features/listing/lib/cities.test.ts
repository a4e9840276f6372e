import { describe, expect, it } from 'vitest';
import { citySuggestions, POPULAR_CITIES } from './cities';
import { groupCities } from './city-groups';

describe('city suggestions', () => {
  it('start Nashik, Mumbai, Bengaluru, Pune, Delhi, Noida, Gurgaon, then the known cities', () => {
    expect(citySuggestions(['Surat', 'nashik', 'Aurangabad', 'Pune'])).toEqual([
      'Nashik',
      'Mumbai',
      'Bengaluru',
      'Pune',
      'Delhi',
      'Noida',
      'Gurgaon',
      'Aurangabad',
      'Surat',
    ]);
  });

  it('names the six popular cities of the picker', () => {
    expect(POPULAR_CITIES).toEqual(['Mumbai', 'Bengaluru', 'Pune', 'Delhi', 'Noida', 'Gurgaon']);
  });
});

describe('groupCities', () => {
  it('groups by first letter, A to I included, with the known cities merged in', () => {
    const groups = groupCities(['Surat']);
    const letters = groups.map((g) => g.letter);
    expect(letters.slice(0, 9)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I']);
    expect(letters).toContain('N');
    expect(groups.find((g) => g.letter === 'S')?.cities).toEqual(['Surat']);
    expect(groups.find((g) => g.letter === 'N')?.cities).toEqual(['Nashik', 'Noida']);
  });

  it('filters by the typed text', () => {
    expect(groupCities([], 'pur')).toEqual([]);
    expect(groupCities(['Jaipur'], 'pur')).toEqual([{ letter: 'J', cities: ['Jaipur'] }]);
  });
});
