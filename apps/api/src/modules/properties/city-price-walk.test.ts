import type { TPropertySearch } from '@nivaas/shared/property-search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TTestApp } from '../../../test/test-app';
import { cityPriceWalk } from './city-price-walk';
import { createPropertiesRepository } from './properties.repository';

/**
 * A city's listings sorted by price are paged by walking the city's price index once per status
 * and merging the walks: the same listings in the same order as sorting them, without reading the
 * whole city.
 */
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
  const agent = await createUser(t.app, { role: 'agent' });
  await t.database.query(
    `insert into properties (id, title, description, type, status, price, area, bedrooms, bathrooms,
       amenities, street, city, locality, state, zip_code, agent_id, created_at)
     select gen_random_uuid(), 'Listing ' || i, 'A home.', case when i % 4 = 0 then 'Villa' else 'Apartment' end,
       case when i % 3 = 0 then 'For Rent' when i % 13 = 0 then 'Sold' else 'For Sale' end,
       -- Many equal prices, so the order falls back to ids.
       case when i % 3 = 0 then 10000 + (i % 40) * 1000 else 1000000 + (i % 300) * 25000 end,
       500 + i % 1000, i % 5, 1 + i % 3, case when i % 7 = 0 then array['Gym'] else array[]::text[] end,
       'College Road', case when i % 5 = 0 then 'Pune' else 'Nashik' end, 'Satpur', 'Maharashtra', '422007',
       $1, now() - i * interval '1 minute'
     from generate_series(1, 5000) i`,
    [agent.row.id],
  );
  await t.database.query('vacuum analyze properties');
});
afterAll(async () => {
  await t.close();
});

const search = (filters: Partial<TPropertySearch>): TPropertySearch => ({
  page: 1,
  limit: 12,
  sort: 'price_asc',
  ...filters,
});

/** The page's ids as sorting the matching rows gives them. */
async function sortedIds(where: string, params: unknown[], desc: boolean, offset: number): Promise<string[]> {
  const dir = desc ? 'desc' : 'asc';
  const rows = await t.database.query<{ id: string }>(
    `select id from properties where listed and status in ('For Sale', 'For Rent') and ${where}
     order by price ${dir}, id ${dir} limit 12 offset ${offset}`,
    params,
  );
  return rows.map((r) => r.id);
}

const idsOf = (json: string) => (JSON.parse(json) as { _id: string }[]).map((c) => c._id);

describe("a city's price order", () => {
  it('answers the listings sorting them would, page by page, in both directions', async () => {
    const repo = createPropertiesRepository(t.app.deps.db);
    const cases: [Partial<TPropertySearch>, string, unknown[]][] = [
      [{ city: 'Nashik' }, `city_key = 'nashik'`, []],
      [{ city: 'Nashik', status: ['For Sale'] }, `city_key = 'nashik' and status = 'For Sale'`, []],
      [
        { city: 'Pune', type: 'Villa', minArea: 700, amenities: ['Gym'] },
        `city_key = 'pune' and type = 'Villa' and area >= 700 and 'Gym' = any(amenities)`,
        [],
      ],
      [
        {
          city: 'Nashik',
          priceMin: 2_000_000,
          bedrooms: { value: 2, atLeast: true },
          bathrooms: { value: 2, atLeast: false },
        },
        `city_key = 'nashik' and price >= 2000000 and bedrooms >= 2 and bathrooms = 2`,
        [],
      ],
    ];
    for (const [filters, where, params] of cases) {
      for (const sort of ['price_asc', 'price_desc'] as const) {
        for (const page of [1, 3, 40]) {
          const q = search({ ...filters, sort, page });
          expect(cityPriceWalk(q, 'public', false)).not.toBeNull();
          const { cards } = await repo.searchProperties(q, 'public');
          const expected = await sortedIds(where, params, sort === 'price_desc', (page - 1) * 12);
          expect({ filters, sort, page, ids: idsOf(cards.json) }).toEqual({
            filters,
            sort,
            page,
            ids: expected,
          });
        }
      }
    }
  });

  it("walks the city's price index instead of sorting the city", async () => {
    const repo = createPropertiesRepository(t.app.deps.db);
    const [plan] = await repo.explainSearch(search({ city: 'Nashik', page: 2 }), 'public');
    expect(plan).toMatch(/Index Only Scan (Backward )?using properties_pub_city_price_idx/);
    // Each status's walk stops at the page's end (24 listings), not at the city's 2,600.
    for (const m of plan?.matchAll(
      /Index Only Scan using properties_pub_city_price_idx.*rows=(\d+) loops/g,
    ) ?? []) {
      expect(Number(m[1])).toBeLessThanOrEqual(24);
    }
  });

  it('is left to the other plans for text, other orders and filters the index does not carry', () => {
    const q = search({ city: 'Nashik' });
    expect(cityPriceWalk(q, 'public', true)).toBeNull();
    expect(cityPriceWalk({ ...q, sort: 'newest' }, 'public', false)).toBeNull();
    expect(cityPriceWalk({ ...q, city: undefined }, 'public', false)).toBeNull();
    expect(cityPriceWalk({ ...q, locality: 'Satpur' }, 'public', false)).toBeNull();
    expect(cityPriceWalk({ ...q, rera: true }, 'public', false)).toBeNull();
    expect(cityPriceWalk(q, 'all', false)).toBeNull();
    expect(cityPriceWalk({ ...q, status: ['For Rent'] }, 'public', false)).toEqual(['For Rent']);
  });
});
