import { describe, expect, it } from 'vitest';
import { i18nFor, loadLocale } from '../../../lib/i18n/i18n';
import {
  chipsPerPage,
  defaultCity,
  filterCities,
  homePrefill,
  homeSearchUrl,
  localityUrl,
  nextChipStart,
  searchPlaceholder,
  visibleChips,
} from './home-search';

describe('homeSearchUrl', () => {
  it('does nothing without trimmed text or a city', () => {
    expect(homeSearchUrl({ search: '   ', city: '', tab: 'BUY' })).toBeNull();
  });

  it('sends search, city and propertyType, leaving propertyType out for ALL', () => {
    expect(homeSearchUrl({ search: ' 2 BHK ', city: 'Nashik', tab: 'ALL' })).toBe(
      '/properties?search=2+BHK&city=Nashik',
    );
    expect(homeSearchUrl({ search: '', city: 'Pune', tab: 'RENT' })).toBe(
      '/properties?city=Pune&propertyType=RENT',
    );
    expect(homeSearchUrl({ search: 'office', city: '', tab: 'COMMERCIAL' })).toBe(
      '/properties?search=office&propertyType=COMMERCIAL',
    );
  });
});

describe('locality chips', () => {
  it('link to the city with search=locality and the tab', () => {
    expect(localityUrl('Nashik', 'Gangapur Road', 'BUY')).toBe(
      '/properties?city=Nashik&search=Gangapur+Road&propertyType=BUY',
    );
    expect(localityUrl('Nashik', 'College Road', 'ALL')).toBe('/properties?city=Nashik&search=College+Road');
  });

  it.each([
    [375, 3],
    [639, 3],
    [640, 4],
    [767, 4],
    [768, 5],
    [1023, 5],
    [1024, 6],
    [1920, 6],
  ])('show %d px → %d chips', (width, n) => {
    expect(chipsPerPage(width)).toBe(n);
  });

  it('page forward and wrap to the start', () => {
    const items = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    expect(visibleChips(items, 0, 3)).toEqual(['a', 'b', 'c']);
    expect(nextChipStart(0, 3, items.length)).toBe(3);
    expect(nextChipStart(3, 3, items.length)).toBe(6);
    expect(visibleChips(items, 6, 3)).toEqual(['g']);
    expect(nextChipStart(6, 3, items.length)).toBe(0);
  });
});

describe('city dropdown', () => {
  it('selects the first city alphabetically by default', () => {
    expect(defaultCity(['Nashik', 'Mumbai', 'Aurangabad', 'Pune'])).toBe('Aurangabad');
    expect(defaultCity([])).toBe('');
  });

  it("prefers the admin's default city when it is a known city, in its known spelling", () => {
    const cities = ['Nashik', 'Mumbai', 'Aurangabad', 'Pune'];
    expect(defaultCity(cities, 'Nashik')).toBe('Nashik');
    expect(defaultCity(cities, ' pune ')).toBe('Pune');
    // Unknown or blank: the first city alphabetically, as before.
    expect(defaultCity(cities, 'Atlantis')).toBe('Aurangabad');
    expect(defaultCity(cities, '')).toBe('Aurangabad');
    expect(defaultCity(cities, null)).toBe('Aurangabad');
  });

  it('filters as you type', () => {
    expect(filterCities(['Nashik', 'Mumbai', 'Navi Mumbai'], 'mum')).toEqual(['Mumbai', 'Navi Mumbai']);
    expect(filterCities(['Nashik'], 'xyz')).toEqual([]);
  });

  it('changes the placeholder with the city', () => {
    expect(searchPlaceholder('', i18nFor('en'))).toBe('Search for properties...');
    expect(searchPlaceholder('Pune', i18nFor('en'))).toBe('Search in Pune...');
  });

  it('says the placeholder in Hindi on the Hindi home', async () => {
    const hi = await loadLocale('hi');
    expect(searchPlaceholder('', hi)).toBe('प्रॉपर्टी खोजें...');
    expect(searchPlaceholder('Pune', hi)).toBe('Pune में खोजें...');
  });
});

describe('homePrefill', () => {
  const known = ['Mumbai', 'Nashik', 'Pune'];
  it('reads search, a known city and BUY/RENT', () => {
    expect(homePrefill(new URLSearchParams('search=villa&city=nashik&propertyType=rent'), known)).toEqual({
      search: 'villa',
      city: 'Nashik',
      tab: 'RENT',
    });
  });

  it('ignores an unknown city and other property types', () => {
    expect(homePrefill(new URLSearchParams('city=Atlantis&propertyType=COMMERCIAL'), known)).toEqual({
      search: '',
      city: undefined,
      tab: 'ALL',
    });
  });
});
