import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TTestApp } from '../../../test/test-app';
import { createPropertiesRepository } from './properties.repository';

/**
 * 'RERA registered only' is answered from its own partial index (migration 0016), and searches
 * without it keep their plans: checked with EXPLAIN on a few thousand listings, one in ten
 * registered.
 */
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
  const agent = await createUser(t.app, { role: 'agent' });
  await t.database.query(
    `insert into properties (id, title, description, type, status, price, area, bedrooms, street, city,
       locality, state, zip_code, agent_id, project_details, created_at)
     select gen_random_uuid(), 'Listing ' || i, 'A flat.', 'Apartment',
       case when i % 7 = 0 then 'For Rent' else 'For Sale' end, 3000000 + i * 1000, 600 + i % 900,
       1 + i % 4, 'College Road', case when i % 3 = 0 then 'Pune' else 'Nashik' end, 'Satpur',
       'Maharashtra', '422007', $1,
       case when i % 10 = 0 then jsonb_build_object('reraId', 'P5210' || lpad(i::text, 7, '0')) else '{}'::jsonb end,
       now() - i * interval '1 minute'
     from generate_series(1, 4000) i`,
    [agent.row.id],
  );
  await t.database.query('analyze properties');
});
afterAll(async () => {
  await t.close();
});

const plansOf = async (q: Record<string, unknown>) =>
  (
    await createPropertiesRepository(t.app.deps.db).explainSearch(
      { page: 1, limit: 12, sort: 'newest', ...q },
      'public',
    )
  ).join('\n');

describe('the RERA filter’s index', () => {
  it('answers rera=true from properties_pub_rera_idx, alone or with other filters', async () => {
    expect(await plansOf({ rera: true })).toContain('properties_pub_rera_idx');
    expect(
      await plansOf({ rera: true, bedrooms: { value: 2, atLeast: true }, priceMax: 5_000_000 }),
    ).toContain('properties_pub_rera_idx');
  });

  it('is not used by searches without the filter', async () => {
    for (const q of [
      {},
      { city: 'Pune' },
      { sort: 'price_asc' },
      { bedrooms: { value: 3, atLeast: false } },
    ]) {
      expect(await plansOf(q), JSON.stringify(q)).not.toContain('properties_pub_rera_idx');
    }
  });

  it('counts the registered listings exactly', async () => {
    const res = await t.app.inject({ url: '/api/v1/properties?rera=true&limit=1' });
    expect(res.json().pagination.total).toBe(400);
  });
});
