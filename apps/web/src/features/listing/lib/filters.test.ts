import { beforeAll, describe, expect, it } from 'vitest';
import {
  activeDropdowns,
  applyFilterPatch,
  digitsOnly,
  orderRange,
  clearFilters,
  collapsedTags,
  EMPTY_FILTERS,
  filtersToSearchParams,
  filterTags,
  listingHeading,
  parseFilters,
  parseView,
  propertyTypePatch,
  statusForPropertyType,
  type TListingFilters,
  toPropertyQuery,
} from './filters';
import { loadFilterReader } from './filter-reader';

// The reader loads lazily in the app (filter-reader.ts); here it is there before any test.
beforeAll(() => loadFilterReader());

const parse = (qs: string) => parseFilters(new URLSearchParams(qs));

describe('parseFilters', () => {
  it('gives the empty filter set for an empty query', () => {
    expect(parse('')).toEqual(EMPTY_FILTERS);
  });

  it('reads every filter of the spec', () => {
    const f = parse(
      'search=gangapur&propertyType=BUY&type=Apartment&city=Nashik&state=Maharashtra&priceMin=2500000' +
        '&priceMax=9000000&bedrooms=2%2B&bathrooms=1.5%2B&amenities=Gym,Parking&minArea=500&maxArea=1500' +
        '&rera=true&priceDropped=true&sort=price_asc&page=3',
    );
    expect(f).toEqual<TListingFilters>({
      search: 'gangapur',
      propertyType: 'BUY',
      type: 'Apartment',
      city: 'Nashik',
      state: 'Maharashtra',
      priceMin: '2500000',
      priceMax: '9000000',
      bedrooms: '2+',
      bathrooms: '1.5+',
      amenities: ['Gym', 'Parking'],
      minArea: '500',
      maxArea: '1500',
      rera: true,
      priceDropped: true,
      bbox: '',
      sort: 'price_asc',
      page: 3,
    });
  });

  it('defaults propertyType to ALL and accepts lower case', () => {
    expect(parse('propertyType=rent').propertyType).toBe('RENT');
    expect(parse('propertyType=whatever').propertyType).toBe('ALL');
  });

  it('turns the home page type links (COMMERCIAL tab, BUY PLOTS/LAND) into the type filter', () => {
    // The spec's type words arrive as today's types (Land is Plot, House is Independent House).
    expect(parse('propertyType=Land')).toMatchObject({ propertyType: 'ALL', type: 'Plot' });
    expect(parse('propertyType=COMMERCIAL')).toMatchObject({ propertyType: 'ALL', type: 'Commercial' });
    // An explicit type wins.
    expect(parse('propertyType=Land&type=House')).toMatchObject({
      propertyType: 'ALL',
      type: 'Independent House',
    });
  });

  it('drops values the API would refuse', () => {
    const f = parse(
      'priceMin=abc&priceMax=-5&bedrooms=x%2B&bathrooms=1.75&page=0&sort=cheapest&minArea=1e9&maxArea=12.5',
    );
    expect(f).toMatchObject({
      priceMin: '',
      priceMax: '',
      bedrooms: '',
      bathrooms: '',
      page: 1,
      sort: '',
      minArea: '',
      maxArea: '',
    });
  });

  it('keeps the readable filters beside junk ones, as the API would read them', () => {
    const f = parse(
      'city=Pune&priceMin=lots&bedrooms=2%2B&bbox=a,b,c,d&propertyType=RENT&type=Castle&search=',
    );
    expect(f).toEqual<TListingFilters>({
      ...EMPTY_FILTERS,
      city: 'Pune',
      bedrooms: '2+',
      propertyType: 'RENT',
    });
  });

  it('reads a repeated parameter as the API does: the first value, amenities all of them', () => {
    expect(parse('city=Pune&city=Nashik&amenities=Gym&amenities=wifi')).toMatchObject({
      city: 'Pune',
      amenities: ['Gym', 'WiFi'],
    });
  });

  it('cuts a search longer than the API reads instead of dropping it', () => {
    expect(parse(`search=${'a'.repeat(250)}`).search).toHaveLength(200);
  });

  it('keeps exact bedroom counts and strips thousands separators from numbers', () => {
    expect(parse('bedrooms=3&priceMin=25,00,000')).toMatchObject({ bedrooms: '3', priceMin: '2500000' });
  });

  it('accepts a well-formed bbox only', () => {
    expect(parse('bbox=73.7,19.9,73.9,20.1').bbox).toBe('73.7,19.9,73.9,20.1');
    expect(parse('bbox=73.9,19.9,73.7,20.1').bbox).toBe('');
    expect(parse('bbox=1,2,3').bbox).toBe('');
  });

  it('dedupes amenities, gives them their stored spelling and drops unknown ones', () => {
    expect(parse('amenities=Gym, gym ,,Parking,Helipad,wifi').amenities).toEqual(['Gym', 'Parking', 'WiFi']);
  });

  it('gives types their stored spelling and drops unknown ones', () => {
    expect(parse('type=apartments').type).toBe('Apartment');
    expect(parse('type=plot').type).toBe('Plot');
    expect(parse('type=Condo').type).toBe('Apartment');
    expect(parse('type=Castle').type).toBe('');
  });
});

describe('digitsOnly', () => {
  it('keeps the digits of typed amounts', () => {
    expect(digitsOnly('25,00,000')).toBe('2500000');
    expect(digitsOnly('₹ 007')).toBe('7');
    expect(digitsOnly('abc')).toBe('');
    expect(digitsOnly('0')).toBe('0');
  });
});

describe('orderRange', () => {
  it('swaps a reversed range and keeps open ends', () => {
    expect(orderRange('9000000', '2500000')).toEqual(['2500000', '9000000']);
    expect(orderRange('100', '')).toEqual(['100', '']);
    expect(orderRange('100', '200')).toEqual(['100', '200']);
  });
});

describe('filtersToSearchParams', () => {
  it('writes only non-empty values, without ALL and without page 1', () => {
    expect(filtersToSearchParams(EMPTY_FILTERS).toString()).toBe('');
    const f = applyFilterPatch(EMPTY_FILTERS, {
      city: 'Pune',
      amenities: ['Gym', 'Security'],
      bedrooms: '2+',
    });
    expect(filtersToSearchParams(f).toString()).toBe('city=Pune&bedrooms=2%2B&amenities=Gym%2CSecurity');
  });

  it('keeps the map view', () => {
    expect(filtersToSearchParams(EMPTY_FILTERS, 'map').toString()).toBe('view=map');
    expect(parseView(new URLSearchParams('view=map'))).toBe('map');
    expect(parseView(new URLSearchParams('view=grid'))).toBe('list');
  });

  it('round-trips filters through the URL: filters → URL → the same filters', () => {
    const filters: TListingFilters = {
      search: 'river view',
      propertyType: 'BUY',
      type: 'Apartment',
      city: 'Nashik',
      state: 'Maharashtra',
      priceMin: '2500000',
      priceMax: '9000000',
      bedrooms: '3',
      bathrooms: '1.5+',
      amenities: ['Swimming Pool', 'Gym'],
      minArea: '500',
      maxArea: '1500',
      rera: true,
      priceDropped: true,
      bbox: '73.7,19.95,73.85,20.05',
      sort: 'price_desc',
      page: 4,
    };
    expect(parseFilters(filtersToSearchParams(filters, 'map'))).toEqual(filters);
    expect(parseFilters(filtersToSearchParams(EMPTY_FILTERS))).toEqual(EMPTY_FILTERS);
  });

  it('round-trips through parseFilters', () => {
    const qs =
      'search=river+view&propertyType=RENT&type=Row+House&city=Mumbai&state=Maharashtra&priceMin=10000' +
      '&priceMax=50000&bedrooms=1%2B&bathrooms=2%2B&amenities=Gym%2CWiFi&minArea=400&maxArea=900' +
      '&bbox=72.8%2C18.9%2C73%2C19.2&sort=newest&page=2';
    expect(filtersToSearchParams(parse(qs)).toString()).toBe(qs);
    // An old link's spec type comes back as today's type.
    expect(filtersToSearchParams(parse('type=Condo')).toString()).toBe('type=Apartment');
  });
});

describe('status mapping', () => {
  it('maps BUY to For Sale, RENT to For Rent and ALL to no status', () => {
    expect(statusForPropertyType('BUY')).toBe('For Sale');
    expect(statusForPropertyType('RENT')).toBe('For Rent');
    expect(statusForPropertyType('ALL')).toBeUndefined();
  });
});

describe('toPropertyQuery', () => {
  it('sends status from propertyType, type as the API propertyType, and drops empty values', () => {
    const f = parse('propertyType=BUY&type=Land&amenities=Gym,Parking&city=%20Nashik%20&page=2');
    expect(toPropertyQuery(f, 12)).toEqual({
      page: 2,
      limit: 12,
      status: 'For Sale',
      propertyType: 'Plot',
      city: 'Nashik',
      amenities: 'Gym,Parking',
    });
  });

  it('sends just page and limit with no filters', () => {
    expect(toPropertyQuery(EMPTY_FILTERS, 100, 1)).toEqual({ page: 1, limit: 100 });
  });
});

describe('filter changes', () => {
  it('reset to page 1 unless the page itself changes', () => {
    const onPage3 = { ...EMPTY_FILTERS, page: 3 };
    expect(applyFilterPatch(onPage3, { city: 'Pune' }).page).toBe(1);
    expect(applyFilterPatch(onPage3, { page: 4 }).page).toBe(4);
  });

  it('clear all keeps only the chosen sort', () => {
    const f = parse('city=Pune&bedrooms=2%2B&sort=price_desc&page=2');
    expect(clearFilters(f)).toEqual({ ...EMPTY_FILTERS, sort: 'price_desc' });
  });
});

describe('dot indicators and tags', () => {
  it('marks each dropdown that has a value', () => {
    expect(activeDropdowns(EMPTY_FILTERS)).toEqual({
      bedsBaths: false,
      homeType: false,
      price: false,
      more: false,
    });
    expect(activeDropdowns(parse('bathrooms=1%2B&type=House&priceMax=5000000&state=Goa'))).toEqual({
      bedsBaths: true,
      homeType: true,
      price: true,
      more: true,
    });
  });

  it('gives a removable tag per active filter', () => {
    const f = parse(
      'search=lake&propertyType=BUY&city=Pune&priceMin=5000000&bedrooms=2%2B&amenities=Gym,Parking&minArea=800',
    );
    const tags = filterTags(f);
    expect(tags.map((t) => t.label)).toEqual([
      '“lake”',
      'Buy',
      'Pune',
      '50 Lac+',
      '2+ Beds',
      'Gym',
      'Parking',
      '800+ sq ft',
    ]);
    const gym = tags.find((t) => t.label === 'Gym');
    expect(gym?.patch).toEqual({ amenities: ['Parking'] });
  });

  it('collapses to 2 tags and +N more on phones with more than 3 tags', () => {
    const tags = ['a', 'b', 'c', 'd', 'e'];
    expect(collapsedTags(tags, true, false)).toEqual({ shown: ['a', 'b'], hidden: 3 });
    expect(collapsedTags(tags, true, true)).toEqual({ shown: tags, hidden: 0 });
    expect(collapsedTags(tags, false, false)).toEqual({ shown: tags, hidden: 0 });
    expect(collapsedTags(['a', 'b', 'c'], true, false)).toEqual({ shown: ['a', 'b', 'c'], hidden: 0 });
  });
});

describe('All/Buy/Rent toggle', () => {
  it('drops the price range when rent mode starts or ends', () => {
    const buying = parse('propertyType=BUY&priceMin=5000000');
    expect(propertyTypePatch(buying, 'RENT')).toEqual({ propertyType: 'RENT', priceMin: '', priceMax: '' });
    expect(propertyTypePatch(buying, 'ALL')).toEqual({ propertyType: 'ALL' });
    expect(propertyTypePatch(parse('propertyType=RENT'), 'BUY')).toEqual({
      propertyType: 'BUY',
      priceMin: '',
      priceMax: '',
    });
  });
});

describe('listingHeading', () => {
  it('names the mode and the place', () => {
    expect(listingHeading(EMPTY_FILTERS)).toBe('Properties');
    expect(listingHeading({ propertyType: 'BUY', city: 'Nashik', state: '' })).toBe(
      'Properties for sale in Nashik',
    );
    expect(listingHeading({ propertyType: 'RENT', city: '', state: 'Goa' })).toBe(
      'Properties for rent in Goa',
    );
  });
});
