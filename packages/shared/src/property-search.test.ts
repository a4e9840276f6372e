import { describe, expect, it } from 'vitest';
import { propertySearchToQuery, ZPropertySearchParamsLenient, ZPropertySearchQuery } from './property-search';

const parse = (q: Record<string, string | string[]>) => ZPropertySearchQuery.parse(q);

describe('ZPropertySearchQuery', () => {
  it('defaults to page 1 of 12 by relevance, with or without search text; newest first when asked', () => {
    expect(parse({})).toEqual({ page: 1, limit: 12, sort: 'relevance' });
    expect(parse({ sort: 'newest' })).toEqual({ page: 1, limit: 12, sort: 'newest' });
    expect(propertySearchToQuery({ sort: 'relevance' })).toEqual({});
    expect(propertySearchToQuery({ sort: 'newest' })).toEqual({ sort: 'newest' });
    expect(parse({ search: ' nashik ' })).toEqual({
      page: 1,
      limit: 12,
      sort: 'relevance',
      search: 'nashik',
    });
  });

  it('reads counts exact and N+ (1.5+ too), and Any as no filter', () => {
    expect(parse({ bedrooms: '2', bathrooms: '1.5+' })).toMatchObject({
      bedrooms: { value: 2, atLeast: false },
      bathrooms: { value: 1.5, atLeast: true },
    });
    expect(parse({ bedrooms: 'Any' }).bedrooms).toBeUndefined();
    expect(ZPropertySearchQuery.safeParse({ bedrooms: 'x+' }).success).toBe(false);
  });

  it('maps the listing toggle and home-type labels', () => {
    expect(parse({ propertyType: 'BUY' }).status).toEqual(['For Sale']);
    expect(parse({ propertyType: 'RENT' }).status).toEqual(['For Rent']);
    expect(parse({ propertyType: 'ALL' }).status).toBeUndefined();
    expect(parse({ propertyType: 'Condos/Co-ops' }).type).toBe('Apartment');
    expect(parse({ type: 'townhome' }).type).toBe('Row House');
    expect(parse({ status: 'for sale,SOLD' }).status).toEqual(['For Sale', 'Sold']);
  });

  it.each([
    ['Condo', 'Apartment'],
    ['Townhouse', 'Row House'],
    ['Houses', 'Independent House'],
    ['Multi-family', 'Apartment'],
    ['Manufactured', 'Independent House'],
    ['Lots/Land', 'Plot'],
    ['Land', 'Plot'],
    ['commercial', 'Commercial'],
    ['Apartment / Flat', 'Apartment'],
    ['farm house', 'Farm House'],
  ])("reads the old or new type %s as '%s'", (type, expected) => {
    expect(parse({ type }).type).toBe(expected);
    expect(parse({ propertyType: type }).type).toBe(expected);
  });

  it('refuses a type it does not know, naming the parameter', () => {
    const r = ZPropertySearchQuery.safeParse({ type: 'Castle' });
    expect(r.error?.issues[0]?.path[0]).toBe('type');
  });

  it('reads amenities comma-joined or repeated, in canonical case', () => {
    expect(parse({ amenities: 'parking,swimming pool' }).amenities).toEqual(['Parking', 'Swimming Pool']);
    expect(parse({ amenities: ['Gym', 'WiFi'] }).amenities).toEqual(['Gym', 'WiFi']);
  });

  it('reads a map box and refuses a malformed one', () => {
    expect(parse({ bbox: '73.7,19.9,73.9,20.1' }).bbox).toEqual({
      minLng: 73.7,
      minLat: 19.9,
      maxLng: 73.9,
      maxLat: 20.1,
    });
    for (const bbox of ['1,2,3', '200,0,201,1', 'a,b,c,d', '5,5,4,6']) {
      expect(ZPropertySearchQuery.safeParse({ bbox }).success).toBe(false);
    }
  });

  it('names the unreadable parameter in its issue path', () => {
    const r = ZPropertySearchQuery.safeParse({ priceMin: 'abc' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path[0]).toBe('priceMin');
  });

  it('writes filters back as query parameters, dropping defaults and empties', () => {
    const q = parse({
      city: 'Nashik',
      bedrooms: '2+',
      amenities: 'Gym,Parking',
      page: '2',
      search: '',
      sort: 'price_asc',
    });
    expect(propertySearchToQuery(q)).toEqual({
      city: 'Nashik',
      bedrooms: '2+',
      amenities: 'Gym,Parking',
      page: '2',
      sort: 'price_asc',
    });
    expect(parse(propertySearchToQuery(q))).toEqual(q);
  });
});

describe('ZPropertySearchParamsLenient (a page’s own URL)', () => {
  const lenient = (q: Record<string, string | string[]>) => ZPropertySearchParamsLenient.parse(q);

  it('reads what the API reads, parameter by parameter', () => {
    expect(lenient({ bedrooms: '2+', propertyType: 'rent', type: 'apartments', page: '3' })).toMatchObject({
      bedrooms: { value: 2, atLeast: true },
      propertyType: { mode: 'RENT' },
      type: { type: 'Apartment' },
      page: 3,
    });
  });

  it('drops a value the API would refuse instead of refusing the query', () => {
    const q = lenient({ priceMin: 'abc', bedrooms: 'x+', bbox: '5,5,4,6', sort: 'cheapest', city: 'Pune' });
    expect(q).toMatchObject({ city: 'Pune' });
    for (const key of ['priceMin', 'bedrooms', 'bbox', 'sort'] as const) expect(q[key]).toBeUndefined();
    for (const priceMin of ['abc', '-5', '1.5', '1e9']) {
      expect(ZPropertySearchQuery.safeParse({ priceMin }).success).toBe(false);
      expect(lenient({ priceMin }).priceMin).toBeUndefined();
    }
  });

  it('keeps the known amenities beside an unknown one, and reads separators and long text kindly', () => {
    expect(lenient({ amenities: 'gym,Helipad,wifi' }).amenities).toEqual(['Gym', 'WiFi']);
    expect(lenient({ amenities: 'Helipad' }).amenities).toBeUndefined();
    expect(lenient({ priceMin: '25,00,000' }).priceMin).toBe(2_500_000);
    expect(lenient({ search: 'x'.repeat(300) }).search).toHaveLength(200);
    // The API itself stays strict.
    expect(ZPropertySearchQuery.safeParse({ priceMin: '25,00,000' }).success).toBe(false);
  });
});
