import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TTestApp } from '../../../test/test-app';
import { createPropertiesRepository } from './properties.repository';

/**
 * A search with a city, sale or rent and a price band counts its matches from the city's price
 * index (migration 0027), reading only the entries of that city, status and band: checked with
 * EXPLAIN on a few thousand listings in two cities, and against a count of the rows themselves. The
 * searches have an area filter: without one, the listings counted ahead answer the total
 * (count-ahead.test.ts).
 */
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
  const agent = await createUser(t.app, { role: 'agent' });
  await t.database.query(
    `insert into properties (id, title, description, type, status, price, area, bedrooms, street, city,
       locality, state, zip_code, agent_id, created_at)
     select gen_random_uuid(), 'Listing ' || i, 'A flat.', 'Apartment',
       case when i % 3 = 0 then 'For Rent' else 'For Sale' end,
       case when i % 3 = 0 then 10000 + (i % 50) * 1000 else 1000000 + (i * 7919 % 200) * 50000 end,
       600 + i % 900, 1 + i % 4, 'College Road', case when i % 4 = 0 then 'Pune' else 'Nashik' end,
       'Satpur', 'Maharashtra', '422007', $1, now() - i * interval '1 minute'
     from generate_series(1, 6000) i`,
    [agent.row.id],
  );
  await t.database.query('vacuum analyze properties');
});
afterAll(async () => {
  await t.close();
});

const repository = () => createPropertiesRepository(t.app.deps.db);
const peers = {
  page: 1,
  limit: 12,
  sort: 'newest' as const,
  city: 'Nashik',
  status: ['For Sale' as const],
  priceMin: 2_000_000,
  priceMax: 4_000_000,
  bedrooms: { value: 2, atLeast: true },
  minArea: 700,
};

describe("the city's price index", () => {
  it('counts a city, status and price band from properties_pub_city_price_idx', async () => {
    const plans = (await repository().explainSearch(peers, 'public')).join('\n');
    expect(plans).toMatch(/Index (Only )?Scan using properties_pub_city_price_idx/);
  });

  it('answers the exact total of the rows that match', async () => {
    const [expected] = await t.database.query<{ n: number }>(
      `select count(*)::int as n from properties where city = 'Nashik' and status = 'For Sale'
         and price between 2000000 and 4000000 and bedrooms >= 2 and area >= 700`,
    );
    const res = await t.app.inject({
      url: '/api/v1/properties?city=Nashik&status=For%20Sale&priceMin=2000000&priceMax=4000000&bedrooms=2%2B&minArea=700&limit=1',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(expected?.n).toBeGreaterThan(100);
    expect(res.json().pagination.total).toBe(expected?.n);
  });
});
