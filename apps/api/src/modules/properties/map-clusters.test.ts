import type { TPropertyMap } from '@nivaas/shared/property-map';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TTestApp } from '../../../test/test-app';
import { insertProperty } from '../../../test/fixtures/insert-property';

/**
 * GET /properties/map: every listing the list would show, grouped by the server; its counts add up
 * to the list's total for the same filters, with or without a box, on both of its paths (cells
 * counted ahead by triggers, and listings grouped on the fly).
 */
let t: TTestApp;
let agent: Awaited<ReturnType<typeof createUser>>;
let lonelyId = '';

const CITIES = [
  { city: 'Nashik', lat: 20.0, lng: 73.78 },
  { city: 'Pune', lat: 18.52, lng: 73.85 },
  { city: 'Mumbai', lat: 19.07, lng: 72.87 },
  { city: 'Delhi', lat: 28.61, lng: 77.2 },
  { city: 'Bengaluru', lat: 12.97, lng: 77.59 },
];

beforeAll(async () => {
  t = await createTestApp();
  agent = await createUser(t.app, { role: 'agent' });
  const gone = await createUser(t.app, { role: 'agent' });
  // 600 listings over five cities, spread up to ~0.3 degrees around each centre by a fixed pattern;
  // every seventh is For Rent, every eleventh Sold, types, prices and bedrooms vary.
  for (const [ci, c] of CITIES.entries()) {
    await t.database.query(
      `insert into properties (id, title, description, type, status, price, bedrooms, bathrooms, area,
         street, city, locality, state, zip_code, agent_id, lat, lng, amenities)
       select gen_random_uuid(), $1 || ' Heights ' || g, 'Generated', case when g % 3 = 0 then 'Villa' else 'Apartment' end,
         case when g % 11 = 0 then 'Sold' when g % 7 = 0 then 'For Rent' else 'For Sale' end,
         2000000 + (g * 7919 % 100) * 100000, 1 + g % 4, 2, 600 + g * 10, 'Main Road', $1, 'Centre', 'State', '400001', $2,
         $3::float8 + ((g * 37 % 101) - 50) * 0.006, $4::float8 + ((g * 53 % 103) - 51) * 0.006,
         case when g % 2 = 0 then array['Gym']::text[] else '{}'::text[] end
       from generate_series(1, 120) g`,
      [c.city, agent.row.id, c.lat + ci * 0.0001, c.lng],
    );
  }
  // A hidden agent's listings (deactivated) are on no public map.
  await t.database.query(
    `insert into properties (id, title, description, type, status, price, area, street, city, locality, state,
       zip_code, agent_id, listed, lat, lng)
     select gen_random_uuid(), 'Hidden ' || g, 'x', 'Apartment', 'For Sale', 3000000, 800, 'Road', 'Nashik', 'Centre',
       'State', '422001', $1, false, 20.0 + g * 0.001, 73.78
     from generate_series(1, 15) g`,
    [gone.row.id],
  );
  const lonely = await insertProperty(t.app, {
    agentId: agent.row.id,
    title: 'Tea Garden Bungalow',
    city: 'Shillong',
    price: 9_900_000,
    lat: 25.5788,
    lng: 91.8933,
  });
  lonelyId = lonely.row.id;
});
afterAll(async () => {
  await t?.close();
});

const listTotal = async (query: string): Promise<number> => {
  const res = await t.app.inject({ url: `/api/v1/properties?${query}&limit=1` });
  expect(res.statusCode, res.body).toBe(200);
  const { pagination } = res.json();
  expect(pagination.isEstimate).toBeUndefined();
  return pagination.total;
};
const map = async (query: string): Promise<TPropertyMap> => {
  const res = await t.app.inject({ url: `/api/v1/properties/map?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().success).toBe(true);
  return res.json().data;
};
const shown = (m: TPropertyMap) => m.clusters.reduce((s, c) => s + c.count, 0) + m.markers.length;
/**
 * Cells as comparable rows: count and position, sorted. The cells kept with the writes add and take
 * off coordinates in floating point, so a position may differ from one counted afresh in its last
 * bits (a tie at the 5th decimal then rounds either way): positions agree to 1e-6 degrees (0.1 m).
 */
const cellsOf = (m: TPropertyMap) =>
  [
    ...m.clusters.map((c) => ({ count: c.count, lat: c.lat, lng: c.lng })),
    ...m.markers.map((p) => ({ count: 1, lat: p.lat, lng: p.lng })),
  ].sort(
    // Positions compared to 1e-5 degrees, so two cells at one latitude sort by longitude whatever their last bits.
    (a, b) => a.count - b.count || Math.round(a.lat * 1e5) - Math.round(b.lat * 1e5) || a.lng - b.lng,
  );
const expectSameCells = (kept: TPropertyMap, counted: TPropertyMap, what: string) => {
  const [a, b] = [cellsOf(kept), cellsOf(counted)];
  expect(
    a.map((c) => c.count),
    what,
  ).toEqual(b.map((c) => c.count));
  a.forEach((c, i) => {
    expect(Math.abs(c.lat - (b[i]?.lat ?? Number.NaN)), what).toBeLessThan(1e-6);
    expect(Math.abs(c.lng - (b[i]?.lng ?? Number.NaN)), what).toBeLessThan(1e-6);
  });
};

describe('GET /properties/map', () => {
  const FILTERS = [
    '',
    'status=For Rent',
    'propertyType=RENT',
    'status=Sold',
    'city=nashik',
    'propertyType=Villa',
    'priceMin=4000000&priceMax=7000000',
    'bedrooms=3%2B',
    'amenities=Gym',
    'search=pune heights',
    'search=nasik',
  ];

  it('counts every match: its clusters and markers add up to the list total, at every zoom', async () => {
    for (const filter of FILTERS) {
      const total = await listTotal(filter);
      expect(total, filter).toBeGreaterThan(0);
      for (const zoom of [3, 5, 8, 11, 13, 15]) {
        const m = await map(`${filter}&zoom=${zoom}`);
        expect(m.total, `${filter} zoom ${zoom}`).toBe(total);
        expect(shown(m), `${filter} zoom ${zoom}`).toBe(total);
      }
    }
    // 600 in five cities plus Shillong, less 54 sold (every 11th), less none hidden.
    expect(await listTotal('')).toBe(600 - 5 * 10 + 1);
  });

  it('applies the filters: a city map has only that city, rent only rentals', async () => {
    const nashik = await map('city=Nashik&zoom=9');
    expect(nashik.total).toBe(await listTotal('city=Nashik'));
    const [w, s, e, n] = nashik.bounds ?? [0, 0, 0, 0];
    expect(w).toBeGreaterThan(73.4);
    expect(e).toBeLessThan(74.2);
    expect(s).toBeGreaterThan(19.6);
    expect(n).toBeLessThan(20.4);
    const rent = await map('status=For Rent&zoom=16&bbox=73.7,19.9,73.9,20.1');
    expect(rent.markers.length).toBeGreaterThan(0);
    expect(rent.markers.every((p) => p.status === 'For Rent')).toBe(true);
    // Nobody's hidden listings, and nothing that matches no filter.
    expect((await map('search=hidden&zoom=5')).total).toBe(0);
    expect((await map('propertyType=Plot&zoom=5')).total).toBe(await listTotal('propertyType=Plot'));
  });

  it('limits to the box, counting exactly where the box cuts through cells', async () => {
    const boxes = [
      '73.61,19.83,73.95,20.11', // part of Nashik, edges through the listings
      '72.0,12.0,78.0,21.0', // Pune, Mumbai, Bengaluru and Nashik, not Delhi
      '68.1,6.5,97.4,35.5', // India
      '73.77,19.99,73.79,20.01', // a few streets
    ];
    for (const bbox of boxes) {
      for (const filter of ['', 'status=For Rent', 'propertyType=Villa']) {
        const total = await listTotal(`${filter}&bbox=${bbox}`);
        for (const zoom of [4, 7, 9, 10, 12, 14, 17]) {
          const m = await map(`${filter}&bbox=${bbox}&zoom=${zoom}`);
          expect(m.total, `${filter} ${bbox} zoom ${zoom}`).toBe(total);
          expect(shown(m)).toBe(total);
          const [minLng, minLat, maxLng, maxLat] = bbox.split(',').map(Number) as number[];
          for (const p of [...m.clusters, ...m.markers]) {
            expect(p.lat).toBeGreaterThanOrEqual(minLat as number);
            expect(p.lat).toBeLessThanOrEqual(maxLat as number);
            expect(p.lng).toBeGreaterThanOrEqual(minLng as number);
            expect(p.lng).toBeLessThanOrEqual(maxLng as number);
          }
        }
      }
    }
    expect((await map('bbox=75,25,76,26&zoom=8')).total).toBe(0);
  });

  it('groups the counted-ahead cells exactly as it groups the listings themselves', async () => {
    // priceMin=0 matches every listing but is not answered from the counted cells.
    for (const zoom of [4, 6, 8, 10, 12]) {
      for (const q of ['', '&bbox=73.61,19.83,73.95,20.11']) {
        expectSameCells(
          await map(`zoom=${zoom}${q}`),
          await map(`zoom=${zoom}${q}&priceMin=0`),
          `zoom ${zoom}${q}`,
        );
      }
    }
  });

  it('follows listings as they are added, moved, sold, hidden and deleted', async () => {
    const before = (await map('zoom=8')).total;
    const added = await insertProperty(t.app, {
      agentId: agent.row.id,
      lat: 21.15,
      lng: 79.09,
      city: 'Nagpur',
    });
    expect((await map('zoom=8')).total).toBe(before + 1);
    await t.database.query(`update properties set lat = 21.2, lng = 79.0 where id = $1`, [added.row.id]);
    await t.database.query(
      `update properties set status = 'Sold' where city = 'Pune' and status = 'For Rent'`,
    );
    await t.database.query(`update properties set listed = false where city = 'Mumbai' and bedrooms = 2`);
    await t.database.query(`delete from properties where city = 'Bengaluru' and bedrooms = 4`);
    for (const zoom of [5, 9, 12]) {
      const total = await listTotal('');
      expect((await map(`zoom=${zoom}`)).total).toBe(total);
      expectSameCells(await map(`zoom=${zoom}`), await map(`zoom=${zoom}&priceMin=0`), `zoom ${zoom}`);
      // A city's cells (counted apart, migration 0024) against its listings grouped afresh.
      for (const city of ['Pune', 'Mumbai', 'Bengaluru', 'Nagpur']) {
        const q = `zoom=${zoom}&city=${city}`;
        expect((await map(q)).total, q).toBe(await listTotal(`city=${city}`));
        expectSameCells(await map(q), await map(`${q}&priceMin=0`), q);
      }
    }
    const moved = await map('zoom=16&bbox=78.9,21.1,79.1,21.3');
    expect(moved.markers.map((p) => [p._id, p.lat, p.lng])).toEqual([[added.row.id, 21.2, 79.0]]);
  });

  it('leaves the counted cells alone when a save changes nothing the map shows', async () => {
    const cells = () =>
      t.database.query<{ k: string }>(
        `select city_key || level || ':' || cy || ':' || cx || status || n || ':' || sum_lat || ':' || sum_lng as k
         from property_map_cells order by 1`,
      );
    const before = (await cells()).map((r) => r.k);
    expect(before.length).toBeGreaterThan(0);
    // Every listing saved as it is, as an edit form saving unchanged fields would.
    await t.database.query(`update properties set description = description, price = price, lat = lat`);
    expect((await cells()).map((r) => r.k)).toEqual(before);
  });

  it('answers a lone listing as a marker with what its popup shows, and clusters with a count and a box', async () => {
    const m = await map('zoom=5');
    const lonely = m.markers.find((p) => p._id === lonelyId);
    expect(lonely).toEqual({
      _id: lonelyId,
      lat: 25.5788,
      lng: 91.8933,
      title: 'Tea Garden Bungalow',
      price: 9_900_000,
      status: 'For Sale',
      address: { street: 'College Road', city: 'Shillong' },
    });
    expect(m.clusters.length).toBeGreaterThanOrEqual(4);
    for (const c of m.clusters) {
      expect(c.count).toBeGreaterThan(1);
      const [w, s, e, n] = c.box;
      expect(c.lat).toBeGreaterThanOrEqual(s);
      expect(c.lat).toBeLessThanOrEqual(n);
      expect(c.lng).toBeGreaterThanOrEqual(w);
      expect(c.lng).toBeLessThanOrEqual(e);
    }
    expect(m.cell).toBe(4);
    // Close up, every listing is a marker.
    const street = await map('zoom=17&bbox=73.7,19.95,73.85,20.05');
    expect(street.clusters).toEqual([]);
    expect(street.markers.length).toBe(street.total);
    expect(street.total).toBeGreaterThan(1);
  });

  it('refuses what it cannot read with the error envelope, naming the parameter', async () => {
    for (const [query, name] of [
      ['', 'zoom'],
      ['zoom=21', 'zoom'],
      ['zoom=abc', 'zoom'],
      ['zoom=5&bbox=1,2,3', 'bbox'],
      ['zoom=5&bbox=80,20,70,10', 'bbox'],
      ['zoom=5&priceMin=abc', 'priceMin'],
    ] as const) {
      const res = await t.app.inject({ url: `/api/v1/properties/map?${query}` });
      expect(res.statusCode, query).toBe(400);
      const body = res.json();
      expect(body).toMatchObject({ success: false });
      expect(typeof body.error).toBe('string');
      expect(body.message, query).toContain(name);
    }
  });
});
