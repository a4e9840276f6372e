import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developers } from '../../db/schema';
import { newId } from '../../lib/ids';
import { createTestApp, createUser, type TTestApp } from '../../../test/test-app';
import { insertProperty } from '../../../test/fixtures/insert-property';

let t: TTestApp;
let agent: Awaited<ReturnType<typeof createUser>>;
let gone: Awaited<ReturnType<typeof createUser>>;
let admin: Awaited<ReturnType<typeof createUser>>;
const ids: Record<string, string> = {};
let developerId: string;
const day = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  agent = await createUser(t.app, { role: 'agent', name: 'Asha Agent' });
  gone = await createUser(t.app, { role: 'agent', active: false });
  admin = await createUser(t.app, { role: 'admin' });
  developerId = newId();
  await t.app.deps.db.insert(developers).values({
    id: developerId,
    name: 'Kolte Patil',
    description: '',
    hqCity: 'Pune',
    hqState: 'Maharashtra',
  });
  const base = { agentId: agent.row.id, amenities: [] as string[] };
  const listings: Record<string, Parameters<typeof insertProperty>[1]> = {
    A: {
      ...base,
      title: 'Sunrise Residency 2 BHK',
      city: 'Nashik',
      locality: 'Gangapur Road',
      price: 6_500_000,
      bedrooms: 2,
      bathrooms: 2,
      area: 950,
      amenities: ['Parking', 'Gym'],
      lat: 20.01,
      lng: 73.76,
    },
    B: {
      ...base,
      title: 'Grand Villa with Pool',
      type: 'Villa',
      buildingName: 'Palm Grove',
      city: 'Nashik',
      locality: 'College Road',
      price: 25_000_000,
      bedrooms: 4,
      bathrooms: 4,
      area: 3200,
      amenities: ['Parking', 'Swimming Pool', 'Garden'],
      featured: true,
      developerId,
      developerName: 'Kolte Patil',
      lat: 20.0,
      lng: 73.78,
    },
    C: {
      ...base,
      title: 'Furnished flat',
      description: 'Walk to the metro station.',
      status: 'For Rent',
      city: 'Mumbai',
      locality: 'Andheri West',
      state: 'Maharashtra',
      price: 45_000,
      bedrooms: 2,
      bathrooms: 2,
      area: 800,
      amenities: ['Gym', 'Security'],
      lat: 19.13,
      lng: 72.83,
    },
    D: {
      ...base,
      title: 'Andheri East 3 BHK',
      city: 'Mumbai',
      locality: 'Andheri East',
      price: 18_000_000,
      bedrooms: 3,
      bathrooms: 2,
      area: 1200,
      lat: 19.11,
      lng: 72.87,
    },
    E: {
      ...base,
      title: 'Family house',
      type: 'Independent House',
      city: 'Pune',
      locality: 'Baner',
      price: 12_000_000,
      bedrooms: 3,
      bathrooms: 1,
      area: 1800,
      lat: 18.56,
      lng: 73.78,
    },
    F: {
      ...base,
      title: 'Sold flat',
      status: 'Sold',
      city: 'Nashik',
      locality: 'Gangapur Road',
      price: 5_000_000,
      featured: true,
    },
    G: {
      ...base,
      title: 'Rented flat',
      status: 'Rented',
      city: 'Nashik',
      locality: 'Gangapur Road',
      price: 20_000,
    },
    H: {
      agentId: gone.row.id,
      listed: false,
      title: 'Hidden agent flat',
      city: 'Nashik',
      featured: true,
    },
    I: {
      ...base,
      title: 'Corner plot',
      type: 'Plot',
      city: 'Nashik',
      locality: 'Pathardi Phata',
      price: 2_000_000,
      bedrooms: 0,
      bathrooms: 0,
      area: 5000,
      lat: 19.95,
      lng: 73.8,
    },
    J: {
      ...base,
      title: 'Tech Park office',
      type: 'Office',
      status: 'For Rent',
      city: 'Bengaluru',
      locality: 'Whitefield',
      state: 'Karnataka',
      price: 200_000,
      bedrooms: 0,
      bathrooms: 2,
      area: 10_000,
      lat: 12.97,
      lng: 77.75,
    },
  };
  const order = Object.keys(listings);
  for (const [i, name] of order.entries()) {
    const { row } = await insertProperty(t.app, {
      ...(listings[name] as Parameters<typeof insertProperty>[1]),
      createdAt: new Date(Date.now() - (i + 1) * day),
    });
    ids[row.id] = name;
    ids[name] = row.id;
  }
});
afterAll(async () => {
  await t.close();
});

async function search(query: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ url: `/api/v1/properties${query ? `?${query}` : ''}`, headers });
  expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
  const body = res.json();
  expect(body.success).toBe(true);
  return { names: (body.data as { _id: string }[]).map((p) => ids[p._id]), body };
}
const names = async (query: string) => (await search(query)).names;
const sorted = async (query: string) => (await names(query)).sort();

describe('GET /properties: lists and pagination', () => {
  it('lists public listings newest first with agent and pagination', async () => {
    const { names: got, body } = await search('');
    expect(got).toEqual(['A', 'B', 'C', 'D', 'E', 'I', 'J']);
    expect(body.pagination).toEqual({ page: 1, limit: 12, total: 7, pages: 1 });
    expect(body.data[0]).toMatchObject({
      _id: ids.A,
      title: 'Sunrise Residency 2 BHK',
      address: { city: 'Nashik', locality: 'Gangapur Road' },
      location: { type: 'Point', coordinates: [73.76, 20.01] },
      agent: { _id: agent.user.id, name: 'Asha Agent' },
    });
    // A card names the builder; its description is on the detail page only.
    expect(body.data[1].developer).toEqual({ _id: developerId, name: 'Kolte Patil', logo: null });
    expect(JSON.stringify(body)).not.toMatch(/search_vector|searchVector|geo_km/);
  });

  it('pages with exact totals, and an empty page past the end', async () => {
    const pages = await Promise.all([1, 2, 3, 4, 5].map((p) => search(`limit=2&page=${p}`)));
    expect(pages.map((p) => p.names)).toEqual([['A', 'B'], ['C', 'D'], ['E', 'I'], ['J'], []]);
    for (const [i, p] of pages.entries()) {
      expect(p.body.pagination).toEqual({ page: i + 1, limit: 2, total: 7, pages: 4 });
    }
  });

  it('hides Sold, Rented and deactivated agents’ listings unless the status asks', async () => {
    expect(await names('')).not.toEqual(expect.arrayContaining(['F']));
    expect(await names('status=Sold')).toEqual(['F']);
    expect(await names('status=rented')).toEqual(['G']);
    expect(await sorted('status=Sold,Rented')).toEqual(['F', 'G']);
    expect(await names('search=hidden')).toEqual([]);
    expect(await names('city=nashik')).not.toContain('H');
  });
});

describe('GET /properties: filters', () => {
  const cases: [string, string[]][] = [
    ['status=For Sale', ['A', 'B', 'D', 'E', 'I']],
    ['status=For Rent', ['C', 'J']],
    ['propertyType=BUY', ['A', 'B', 'D', 'E', 'I']],
    ['propertyType=RENT', ['C', 'J']],
    ['propertyType=ALL', ['A', 'B', 'C', 'D', 'E', 'I', 'J']],
    ['propertyType=apartment', ['A', 'C', 'D']],
    ['type=Villa', ['B']],
    ['propertyType=COMMERCIAL', ['J']],
    ['type=Office', ['J']],
    ['type=Shop', []],
    // The spec's values and labels, mapped to today's types (packages/shared property-options).
    ['type=Condo', ['A', 'C', 'D']],
    ['propertyType=Condos%2FCo-ops', ['A', 'C', 'D']],
    ['type=Multi-family', ['A', 'C', 'D']],
    ['propertyType=Houses', ['E']],
    ['type=House', ['E']],
    ['propertyType=Manufactured', ['E']],
    ['type=Townhouse', []],
    ['propertyType=Land', ['I']],
    ['type=Lots%2FLand', ['I']],
    ['type=Plot%20%2F%20Land', ['I']],
    ['type=Apartment%20%2F%20Flat', ['A', 'C', 'D']],
    ['city=%20NASHIK%20', ['A', 'B', 'I']],
    ['state=karnataka', ['J']],
    ['locality=gangapur%20road', ['A']],
    ['priceMin=5000000&priceMax=20000000', ['A', 'D', 'E']],
    ['minArea=1000&maxArea=4000', ['B', 'D', 'E']],
    ['bedrooms=2', ['A', 'C']],
    ['bedrooms=3%2B', ['B', 'D', 'E']],
    ['bathrooms=1', ['E']],
    ['bathrooms=2', ['A', 'C', 'D', 'J']],
    // An old link's half still reads: at least 1.5 whole bathrooms is 2 or more.
    ['bathrooms=1.5%2B', ['A', 'B', 'C', 'D', 'J']],
    ['bathrooms=3%2B', ['B']],
    ['bedrooms=Any', ['A', 'B', 'C', 'D', 'E', 'I', 'J']],
    ['amenities=Parking,Gym', ['A']],
    ['amenities=parking', ['A', 'B']],
    ['amenities=Parking&amenities=Garden', ['B']],
    ['featured=true', ['B']],
    ['featured=false&city=nashik', ['A', 'I']],
    ['bbox=73.7,19.9,73.9,20.1', ['A', 'B', 'I']],
    ['bbox=72.8,19.0,72.9,19.2&status=For Rent', ['C']],
    ['city=mumbai&bedrooms=3%2B&priceMax=20000000', ['D']],
    ['unknownParam=1&city=pune', ['E']],
  ];
  for (const [query, expected] of cases) {
    it(`${decodeURIComponent(query)} → ${expected.join(', ') || 'nothing'}`, async () => {
      expect(await sorted(query)).toEqual([...expected].sort());
    });
  }

  it('answers a search for the spec type Condo with apartments, named as today', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/properties?type=Condo' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { type: string }[];
    expect(data.length).toBe(3);
    expect(new Set(data.map((p) => p.type))).toEqual(new Set(['Apartment']));
  });

  it('refuses a type it does not know, naming the parameter', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/properties?type=Castle' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('type');
  });

  it('filters by developer and by agent', async () => {
    expect(await names(`developer=${developerId}`)).toEqual(['B']);
    expect(await names(`agent=${agent.user.id}&city=pune`)).toEqual(['E']);
    expect(await names(`agent=${gone.user.id}`)).toEqual([]);
  });
});

describe('GET /properties: sort orders', () => {
  it('sorts by price both ways and by area, largest first', async () => {
    expect(await names('sort=price_asc')).toEqual(['C', 'J', 'I', 'A', 'E', 'D', 'B']);
    expect(await names('sort=price_desc')).toEqual(['B', 'D', 'E', 'A', 'I', 'J', 'C']);
    expect(await names('sort=area_desc')).toEqual(['J', 'I', 'B', 'E', 'D', 'A', 'C']);
    expect(await names('sort=newest&limit=3')).toEqual(['A', 'B', 'C']);
  });

  it('keeps an order stable across pages', async () => {
    const all = [
      ...(await names('sort=price_asc&limit=3&page=1')),
      ...(await names('sort=price_asc&limit=3&page=2')),
    ];
    expect(all).toEqual(['C', 'J', 'I', 'A', 'E', 'D']);
  });
});

describe('GET /properties: text search', () => {
  const cases: [string, string[]][] = [
    ['nashik', ['A', 'B', 'I']],
    ['nasik', ['A', 'B', 'I']],
    ['NASHIK', ['A', 'B', 'I']],
    ['gangapur', ['A']],
    ['ganga', ['A']],
    ['andheri', ['C', 'D']],
    ['andheri 2bhk', ['C']],
    ['3 BHK andheri', ['D']],
    ['palm grove', ['B']],
    ['kolte', ['B']],
    ['metro', ['C']],
    ['villa pool', ['B']],
    ['vila', ['B']],
    ['whitefeild', ['J']],
    ['karnataka', ['J']],
    ['andheri qqqzzzxx', ['C', 'D']],
  ];
  for (const [text, expected] of cases) {
    it(`'${text}' finds ${expected.join(', ')}`, async () => {
      expect(await sorted(`search=${encodeURIComponent(text)}`)).toEqual(expected);
    });
  }

  it('ranks by relevance: a title match before a locality-only match', async () => {
    expect(await names('search=andheri')).toEqual(['D', 'C']);
    expect(await names('search=andheri&sort=price_asc')).toEqual(['C', 'D']);
  });

  it('combines text with filters and counts the matches', async () => {
    const { names: got, body } = await search('search=nashik&status=For Sale&bedrooms=2%2B');
    expect(got.sort()).toEqual(['A', 'B']);
    expect(body.pagination).toEqual({ page: 1, limit: 12, total: 2, pages: 1 });
  });
});

describe('GET /properties: unreadable values are a 400 naming the parameter', () => {
  it('reads half bathrooms (API.md: 1.5+), whole bedrooms, and prices and areas in range', async () => {
    for (const query of [
      'bathrooms=1.5',
      'bathrooms=1.5%2B',
      'bedrooms=2%2B',
      'priceMin=0&priceMax=1000000000000',
      'minArea=0&maxArea=100000000',
    ]) {
      const res = await t.app.inject({ url: `/api/v1/properties?${query}` });
      expect(res.statusCode, query).toBe(200);
    }
  });

  const bad: [string, string][] = [
    ['priceMin=abc', 'priceMin'],
    ['priceMax=-5', 'priceMax'],
    ['page=0', 'page'],
    ['page=1.5', 'page'],
    ['limit=101', 'limit'],
    ['bedrooms=x%2B', 'bedrooms'],
    ['bathrooms=two', 'bathrooms'],
    ['status=Pending', 'status'],
    ['propertyType=Castle', 'propertyType'],
    ['amenities=Helipad', 'amenities'],
    ['sort=cheapest', 'sort'],
    ['bbox=1,2,3', 'bbox'],
    ['bbox=10,20,5,25', 'bbox'],
    ['featured=maybe', 'featured'],
    ['agent=not-an-id', 'agent'],
    ['developer=123', 'developer'],
    ['minArea=big', 'minArea'],
    // Numbers that are not whole numbers in range never reach the database (once a 500 and SQL in the log).
    ['priceMin=1.5', 'priceMin'],
    ['priceMax=1.5', 'priceMax'],
    ['minArea=1.5', 'minArea'],
    ['maxArea=1.5', 'maxArea'],
    ['bedrooms=1.5', 'bedrooms'],
    ['bedrooms=1.5%2B', 'bedrooms'],
    ['priceMin=1e19', 'priceMin'],
    ['priceMax=10000000000001', 'priceMax'],
    ['minArea=3000000000', 'minArea'],
    ['maxArea=1e19', 'maxArea'],
    ['page=1e19', 'page'],
    ['limit=1e2', 'limit'],
    ['priceMin=0x10', 'priceMin'],
    ['bathrooms=1.55', 'bathrooms'],
  ];
  for (const [query, param] of bad) {
    it(`${decodeURIComponent(query)} → 400`, async () => {
      const res = await t.app.inject({ url: `/api/v1/properties?${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: `Invalid value for parameter '${param}'` });
    });
  }
});

describe('GET /properties/featured', () => {
  it('lists the newest featured public listings only', async () => {
    const res = await t.app.inject({ url: '/api/v1/properties/featured' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((p: { _id: string }) => ids[p._id])).toEqual(['B']);
  });
});

describe('GET /properties/agent/{id}', () => {
  const list = async (id: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ url: `/api/v1/properties/agent/${id}`, headers });
    return res;
  };
  it('shows the public listings to others, and sold and rented ones to the agent and admins', async () => {
    const anon = await list(agent.user.id);
    expect(anon.statusCode).toBe(200);
    expect(
      anon
        .json()
        .data.map((p: { _id: string }) => ids[p._id])
        .sort(),
    ).toEqual(['A', 'B', 'C', 'D', 'E', 'I', 'J']);
    for (const who of [agent, admin]) {
      const own = await list(agent.user.id, who.auth);
      expect(
        own
          .json()
          .data.map((p: { _id: string }) => ids[p._id])
          .sort(),
      ).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'I', 'J']);
      expect(own.json().pagination.total).toBe(9);
    }
    const other = await createUser(t.app, { role: 'agent' });
    expect((await list(agent.user.id, other.auth)).json().data).toHaveLength(7);
  });

  it('hides a deactivated agent’s listings from the public, and 404s a malformed id', async () => {
    expect((await list(gone.user.id)).json().data).toEqual([]);
    expect(
      (await list(gone.user.id, admin.auth)).json().data.map((p: { _id: string }) => ids[p._id]),
    ).toEqual(['H']);
    const bad = await list('nope');
    expect(bad.statusCode).toBe(404);
  });
});

describe('GET /locations/cities', () => {
  it('answers the cities of public listings with their localities and centres', async () => {
    const res = await t.app.inject({ url: '/api/v1/locations/cities' });
    expect(res.statusCode).toBe(200);
    const cities = res.json().data;
    expect(cities.map((c: { name: string }) => c.name)).toEqual(['Bengaluru', 'Mumbai', 'Nashik', 'Pune']);
    const nashik = cities.find((c: { name: string }) => c.name === 'Nashik');
    expect(nashik).toMatchObject({ _id: 'nashik', state: 'Maharashtra', count: 3 });
    expect(nashik.localities.map((l: { name: string }) => l.name)).toEqual([
      'College Road',
      'Gangapur Road',
      'Pathardi Phata',
    ]);
    expect(nashik.center.lat).toBeCloseTo(19.9867, 3);
    expect(nashik.localities[1]).toMatchObject({
      name: 'Gangapur Road',
      count: 1,
      center: { lat: 20.01, lng: 73.76 },
    });
  });
});
