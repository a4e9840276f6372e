import { describe, expect, it } from 'vitest';
import {
  applyFilterPatch,
  clampPage,
  developerFiltersToSearchParams,
  digitsOnly,
  EMPTY_DEVELOPER_FILTERS,
  filterTags,
  panelFilterCount,
  parseDeveloperFilters,
  selectChoices,
  type TDeveloperFilters,
  toDeveloperQuery,
} from './developer-filters';

const parse = (qs: string) => parseDeveloperFilters(new URLSearchParams(qs));

describe('parseDeveloperFilters', () => {
  it('gives the empty set for an empty query', () => {
    expect(parse('')).toEqual(EMPTY_DEVELOPER_FILTERS);
  });

  it('reads every filter of the spec and the page', () => {
    expect(
      parse(
        'search=godrej&city=Mumbai&state=Maharashtra&country=India&minYear=1980&maxYear=2000' +
          '&minProjects=50&maxProjects=300&specialization=Luxury&page=2',
      ),
    ).toEqual<TDeveloperFilters>({
      search: 'godrej',
      city: 'Mumbai',
      state: 'Maharashtra',
      country: 'India',
      minYear: '1980',
      maxYear: '2000',
      minProjects: '50',
      maxProjects: '300',
      specialization: 'Luxury',
      page: 2,
    });
  });

  it('trims texts and drops numbers the server would refuse', () => {
    const f = parse('city=%20Pune%20&minYear=abc&maxYear=-5&minProjects=1.5&maxProjects=99999999&page=0');
    expect(f).toMatchObject({ city: 'Pune', minYear: '', maxYear: '', minProjects: '', maxProjects: '' });
    expect(f.page).toBe(1);
  });

  it('reads leading zeros as the number', () => {
    expect(parse('minProjects=007').minProjects).toBe('7');
  });

  it('cuts a search longer than the server reads', () => {
    expect(parse(`search=${'a'.repeat(250)}`).search).toHaveLength(200);
  });
});

describe('developerFiltersToSearchParams', () => {
  it('writes only what is set, and the page after the first', () => {
    const filters = { ...EMPTY_DEVELOPER_FILTERS, city: 'Nashik', specialization: 'Villas', page: 1 };
    expect(developerFiltersToSearchParams(filters).toString()).toBe('city=Nashik&specialization=Villas');
    expect(developerFiltersToSearchParams({ ...filters, page: 3 }).get('page')).toBe('3');
  });

  it('round-trips through the query string', () => {
    const qs = 'search=lodha&city=Mumbai&minYear=1980&maxProjects=100&specialization=Luxury&page=2';
    expect(parse(developerFiltersToSearchParams(parse(qs)).toString())).toEqual(parse(qs));
  });
});

describe('applyFilterPatch', () => {
  it('goes back to the first page when a filter changes', () => {
    const next = applyFilterPatch({ ...EMPTY_DEVELOPER_FILTERS, page: 4 }, { city: 'Pune' });
    expect(next).toMatchObject({ city: 'Pune', page: 1 });
  });
});

describe('toDeveloperQuery', () => {
  it('sends only the set filters, never the page', () => {
    expect(toDeveloperQuery({ ...EMPTY_DEVELOPER_FILTERS, city: 'Pune', page: 3 })).toEqual({ city: 'Pune' });
    expect(toDeveloperQuery(EMPTY_DEVELOPER_FILTERS)).toEqual({});
  });

  it('reads a range typed the wrong way round the right way round', () => {
    const query = toDeveloperQuery({
      ...EMPTY_DEVELOPER_FILTERS,
      minYear: '2010',
      maxYear: '1990',
      minProjects: '200',
      maxProjects: '50',
    });
    expect(query).toEqual({ minYear: '1990', maxYear: '2010', minProjects: '50', maxProjects: '200' });
  });
});

describe('filter tags', () => {
  it('names each set filter, and counts those of the panel', () => {
    const filters = { ...EMPTY_DEVELOPER_FILTERS, search: 'dlf', state: 'Haryana', minYear: '1940' };
    expect(filterTags(filters).map((t) => t.label)).toEqual([
      'Search: dlf',
      'State: Haryana',
      'Founded from: 1940',
    ]);
    expect(panelFilterCount(filters)).toBe(2);
  });
});

describe('selectChoices', () => {
  it('lists distinct names, sorted, and matches the value case-insensitively', () => {
    expect(selectChoices(['Pune', 'Mumbai', 'mumbai', ' Pune '], 'mumbai')).toEqual({
      options: ['Mumbai', 'Pune'],
      value: 'Mumbai',
    });
  });

  it('keeps a value no builder has as an option', () => {
    expect(selectChoices(['Pune'], 'Surat')).toEqual({ options: ['Pune', 'Surat'], value: 'Surat' });
  });
});

describe('helpers', () => {
  it('keeps the digits of a typed number', () => {
    expect(digitsOnly('1,99a0')).toBe('1990');
    expect(digitsOnly('0042')).toBe('42');
    expect(digitsOnly('')).toBe('');
  });

  it('keeps the page within the pages there are', () => {
    expect(clampPage(5, 18, 12)).toBe(2);
    expect(clampPage(2, 0, 12)).toBe(1);
    expect(clampPage(1, 30, 12)).toBe(1);
  });
});
