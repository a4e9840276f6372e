import { propertyTypesFor } from '@nivaas/shared/property-options';
import type { TPropertySearch } from '@nivaas/shared/property-search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TTestApp } from '../../../test/test-app';
import { bandFloor, countsAhead, priceBand, priceStep, stepsOf } from './count-ahead';
import { createPropertiesRepository } from './properties.repository';

/**
 * The public listings counted ahead (`listing_counts`, migration 0028): kept in step by the
 * triggers through inserts, edits, visibility changes and deletes, and giving a city's filtered
 * search the same total as counting its rows.
 */
let t: TTestApp;
let agentId: string;
beforeAll(async () => {
  t = await createTestApp();
  agentId = (await createUser(t.app, { role: 'agent' })).row.id;
  await insertListings(1, 4000);
});
afterAll(async () => {
  await t.close();
});

const TYPES = ['Apartment', 'Villa', 'Office', 'Plot', 'Shop'];
async function insertListings(from: number, to: number) {
  await t.database.query(
    `insert into properties (id, title, description, type, status, price, area, bedrooms, street, city,
       locality, state, zip_code, agent_id, created_at)
     select gen_random_uuid(), 'Listing ' || i, 'A home.', ($3::text[])[1 + i % 5],
       case when i % 3 = 0 then 'For Rent' when i % 11 = 0 then 'Sold' else 'For Sale' end,
       case when i % 3 = 0 then 5000 + (i % 60) * 1000 else 800000 + (i * 7919 % 400) * 40000 end,
       600 + i % 900, i % 5, 'College Road', case when i % 4 = 0 then 'Pune' else ' NASHIK ' end,
       'Satpur', 'Maharashtra', '422007', $1, now() - i * interval '1 minute'
     from generate_series($2::int, $4::int) i`,
    [agentId, from, TYPES, to],
  );
}

const repository = () => createPropertiesRepository(t.app.deps.db);
const search = (filters: Partial<TPropertySearch>): TPropertySearch => ({
  page: 1,
  limit: 12,
  sort: 'newest',
  ...filters,
});

/** Searches whose totals come from the counts: whole steps, cut steps, open ends, each filter. */
const SEARCHES: Partial<TPropertySearch>[] = [
  {
    city: 'Nashik',
    status: ['For Sale'],
    priceMin: 2_000_000,
    priceMax: 9_000_000,
    bedrooms: { value: 2, atLeast: true },
  },
  { city: 'Nashik', status: ['For Sale'], priceMin: 2_500_000, priceMax: 9_500_000 },
  { city: 'nashik', priceMin: 1_000_000 },
  { city: 'Nashik', status: ['For Sale'], priceMin: 3_000_000, priceMax: 9_999_999, type: 'Apartment' },
  { city: 'Pune', priceMax: 3_000_000, type: 'Villa' },
  {
    city: 'Nashik',
    status: ['For Rent'],
    priceMin: 10_000,
    priceMax: 40_000,
    bedrooms: { value: 3, atLeast: false },
  },
  { city: 'Nashik', type: 'Commercial', priceMin: 900_000, priceMax: 12_345_678 },
  { city: 'Pune', status: ['For Sale', 'For Rent'], priceMin: 7_000, priceMax: 90_000_000 },
];

/** What the filters match, counted from the rows themselves. */
async function rowCount(f: Partial<TPropertySearch>): Promise<number> {
  const c = [`listed`, `status in ('For Sale', 'For Rent')`, `lower(btrim(city)) = $1`];
  const p: unknown[] = [f.city?.trim().toLowerCase()];
  if (f.status) c.push(`status = any($${p.push(f.status)})`);
  if (f.type) c.push(`type = any($${p.push(propertyTypesFor(f.type) ?? [f.type])})`);
  if (f.priceMin !== undefined) c.push(`price >= $${p.push(f.priceMin)}`);
  if (f.priceMax !== undefined) c.push(`price <= $${p.push(f.priceMax)}`);
  if (f.bedrooms) c.push(`bedrooms ${f.bedrooms.atLeast ? '>=' : '='} $${p.push(f.bedrooms.value)}`);
  const [row] = await t.database.query<{ n: number }>(
    `select count(*)::int as n from properties where ${c.join(' and ')}`,
    p,
  );
  return row?.n ?? 0;
}

async function expectTotalsAsCounted() {
  for (const f of SEARCHES) {
    const { total, isEstimate } = await repository().searchProperties(search(f), 'public');
    expect({ f, total, isEstimate }).toEqual({ f, total: await rowCount(f), isEstimate: false });
  }
  // The table itself: every public listing once, in its city, status, price step, type and bedrooms.
  const drift = await t.database.query(
    `select city_key, status, price_step, type, bedrooms, sum(n)::int as n from (
       select city_key, status, price_step, type, bedrooms, n from listing_counts
       union all
       select city_key, status, listing_price_step(price), type, bedrooms, -count(*)::int from properties
       where listed and status in ('For Sale', 'For Rent') group by 1, 2, 3, 4, 5
     ) d group by 1, 2, 3, 4, 5 having sum(n) <> 0`,
  );
  expect(drift).toEqual([]);
}

describe('price steps', () => {
  it('are the same in the code and in the database', async () => {
    const prices = [
      0,
      1,
      9,
      10,
      11,
      99,
      100,
      5000,
      5001,
      99_999,
      100_000,
      1_999_999,
      2_000_000,
      2_000_001,
      9_000_000,
      9_999_999,
      45_000_000,
      10 ** 11,
    ];
    const rows = await t.database.query<{ step: number }>(
      'select listing_price_step(p)::int as step from unnest($1::bigint[]) with ordinality u(p, o) order by o',
      [prices],
    );
    expect(rows.map((r) => r.step)).toEqual(prices.map(priceStep));
    expect(priceBand(2_000_000)).toBe(62);
    expect(bandFloor(62)).toBe(2_000_000);
    expect([priceStep(2_000_000), priceStep(2_000_001), priceStep(2_999_999), priceStep(3_000_000)]).toEqual([
      124, 125, 125, 126,
    ]);
  });

  it('cover a range whole, or cut it at its edges', () => {
    // Limits of one significant digit fall on steps' edges: nothing is counted from the listings.
    expect(stepsOf(2_000_000, 9_000_000)).toEqual({ from: 124, to: 139 });
    expect(stepsOf(2_500_000, 9_999_999)).toEqual({ from: 126, to: 142, below: 3_000_000 });
    expect(stepsOf(1_000_000, 3_500_000)).toEqual({ from: 122, to: 127, above: 3_000_001 });
    expect(stepsOf(undefined, 999_999)).toEqual({ to: 122 });
    expect(stepsOf(1_000_000, undefined)).toEqual({ from: 122 });
    // Within one band: nothing whole.
    expect(stepsOf(2_100_000, 2_900_000)).toBeNull();
  });

  it('serve only searches filtered on city, status, type, price and bedrooms', () => {
    const peers = search({ city: 'Nashik', priceMin: 1, bedrooms: { value: 2, atLeast: true } });
    expect(countsAhead(peers, 'public', false)).toBe(true);
    expect(countsAhead(peers, 'public', true)).toBe(false);
    expect(countsAhead(peers, 'all', false)).toBe(false);
    expect(countsAhead({ ...peers, city: undefined }, 'public', false)).toBe(false);
    expect(countsAhead({ ...peers, status: ['Sold'] }, 'public', false)).toBe(false);
    expect(countsAhead({ ...peers, minArea: 500 }, 'public', false)).toBe(false);
    expect(countsAhead({ ...peers, amenities: ['Gym'] }, 'public', false)).toBe(false);
    expect(countsAhead({ ...peers, amenities: [] }, 'public', false)).toBe(true);
    expect(countsAhead({ ...peers, featured: true }, 'public', false)).toBe(false);
    // Only listings not featured: a filter too (the counts hold both).
    expect(countsAhead({ ...peers, featured: false }, 'public', false)).toBe(false);
  });
});

describe('listing counts', () => {
  it('give the totals of counting the rows, and are read by the search', async () => {
    await expectTotalsAsCounted();
    const plans = (await repository().explainSearch(search(SEARCHES[0] ?? {}), 'public')).join('\n');
    expect(plans).toMatch(/listing_counts/);
  });

  it('follow edits of price, status, type, bedrooms and city, and other edits move nothing', async () => {
    await t.database.query(`update properties set price = price + 1500000 where title like 'Listing 1%'`);
    await t.database.query(
      `update properties set status = 'Sold' where title like 'Listing 2%' and status = 'For Sale'`,
    );
    await t.database.query(
      `update properties set type = 'Villa', bedrooms = 4 where title like 'Listing 3%'`,
    );
    await t.database.query(`update properties set city = 'Pune' where title like 'Listing 5%'`);
    await t.database.query(`update properties set description = 'Repainted.' where title like 'Listing 6%'`);
    await expectTotalsAsCounted();
  });

  it('follow listings hidden and shown again, deleted and added', async () => {
    await t.database.query(`update properties set listed = false where title like 'Listing 7%'`);
    await expectTotalsAsCounted();
    await t.database.query(`update properties set listed = true where title like 'Listing 7%'`);
    await t.database.query(`delete from properties where title like 'Listing 8%'`);
    await insertListings(4001, 5000);
    await expectTotalsAsCounted();
  });

  it('leave the page unlooked for when nothing matches, or too few for its offset', async () => {
    const neverRead = /Scan (using \w+ )?on properties.*\(never executed\)/;
    const read = /Scan (using \w+ )?on properties.*\(actual/;
    // Counted ahead: no listing is read at all.
    for (const f of [
      { city: 'Nashik', priceMin: 50_000_000_000 },
      { city: 'Pune', status: ['For Sale' as const], page: 500 },
    ]) {
      const [plan] = await repository().explainSearch(search(f), 'public');
      expect(plan).toMatch(neverRead);
      expect(plan).not.toMatch(read);
    }
    // Counted from the listings (an area filter): the count reads them, the page is not looked for.
    const [plan] = await repository().explainSearch(search({ city: 'Nashik', minArea: 100_000 }), 'public');
    expect(plan?.match(new RegExp(read.source, 'g'))).toHaveLength(1);
    expect(plan).toMatch(neverRead);
  });

  it('answer the same total through the API', async () => {
    const res = await t.app.inject({
      url: '/api/v1/properties?city=Nashik&status=For%20Sale&priceMin=2000000&priceMax=9000000&bedrooms=2%2B&limit=1',
    });
    expect(res.statusCode, res.body).toBe(200);
    const expected = await rowCount(SEARCHES[0] ?? {});
    expect(expected).toBeGreaterThan(100);
    expect(res.json().pagination.total).toBe(expected);
  });
});
