import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TTestApp } from '../../../test/test-app';
import { createPropertiesRepository } from './properties.repository';

/** Filtered lists are counted exactly up to COUNT_LIMIT (10,000); past it the total is that limit, flagged ('10,000+'). */
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
  const agent = await createUser(t.app, { role: 'agent' });
  await t.database.query(
    `insert into properties (id, title, description, type, status, price, bedrooms, bathrooms, area,
       street, city, locality, state, zip_code, agent_id, created_at)
     select gen_random_uuid(), 'Listing ' || g, 'Generated', case when g % 100 = 0 then 'Villa' else 'Apartment' end,
       'For Sale', 1000000 + g, 2, 2, 900, 'Main Road', 'Nashik', 'Satpur', 'Maharashtra', '422007', $1,
       now() - g * interval '1 minute'
     from generate_series(1, 1500) g`,
    [agent.user.id],
  );
});
afterAll(async () => {
  await t.close();
});

const pagination = async (query: string) => {
  const res = await t.app.inject({ url: `/api/v1/properties?${query}` });
  expect(res.statusCode).toBe(200);
  return res.json().pagination;
};

describe('pagination totals', () => {
  it('counts exactly while the table has no statistics', async () => {
    expect(await pagination('limit=10')).toEqual({ page: 1, limit: 10, total: 1500, pages: 150 });
  });

  it("counts exactly with statistics too, in the page's statement", async () => {
    await t.database.query('analyze properties');
    const repo = createPropertiesRepository(t.app.deps.db);
    const broad = await repo.searchProperties({ page: 1, limit: 10, sort: 'newest' }, 'public');
    expect(broad).toMatchObject({ total: 1500, isEstimate: false });
    expect(JSON.parse(broad.cards.json)).toHaveLength(10);
  });

  it('answers the limit, flagged, past it, and exact totals below it', async () => {
    const repo = createPropertiesRepository(t.app.deps.db, { countLimit: 1000 });
    const broad = await repo.searchProperties({ page: 1, limit: 10, sort: 'price_asc' }, 'public');
    expect(broad.cards.count).toBe(10);
    expect(broad).toMatchObject({ total: 1000, isEstimate: true });
    // Past the limit on a deep page, the total still reaches the page.
    const deep = await repo.searchProperties({ page: 120, limit: 10, sort: 'newest' }, 'public');
    expect(deep).toMatchObject({ total: 1200, isEstimate: true });
    const narrow = await repo.searchProperties(
      { page: 1, limit: 10, sort: 'newest', type: 'Villa' },
      'public',
    );
    expect(narrow).toMatchObject({ total: 15, isEstimate: false });
  });

  it('answers exact totals for a narrow filter on every page', async () => {
    for (const page of [1, 2]) {
      expect(await pagination(`propertyType=Villa&limit=10&page=${page}`)).toEqual({
        page,
        limit: 10,
        total: 15,
        pages: 2,
      });
    }
  });
});
