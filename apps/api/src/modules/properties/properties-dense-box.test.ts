import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TTestApp } from '../../../test/test-app';
import type { TPropertyCard } from '@nivaas/shared/property';
import { createPropertiesRepository } from './properties.repository';

/**
 * A map box with more listings than the count limit is paged by walking the newest-first index
 * (migration 0027's statistics let the planner see how many listings the box holds): checked with
 * EXPLAIN on 6,000 listings, a fifth of them in the box, with the limit lowered to 500.
 */
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
  const agent = await createUser(t.app, { role: 'agent' });
  // A 100 × 60 grid of listings around Nashik; the box below holds 20 × 60 of them.
  await t.database.query(
    `insert into properties (id, title, description, type, status, price, area, bedrooms, street, city,
       locality, state, zip_code, agent_id, lat, lng, created_at)
     select gen_random_uuid(), 'Listing ' || i, 'A flat.', 'Apartment', 'For Sale', 3000000 + i * 100,
       900, 2, 'College Road', 'Nashik', 'Satpur', 'Maharashtra', '422007', $1,
       19.9 + (i % 100) * 0.002, 73.7 + (i / 100) * 0.002, now() - i * interval '1 minute'
     from generate_series(0, 5999) i`,
    [agent.row.id],
  );
  await t.database.query('vacuum analyze properties');
});
afterAll(async () => {
  await t.close();
});

// Latitudes 19.9 to 19.938: the first 20 rows of the grid, every column.
const bbox = { minLng: 73.69, minLat: 19.899, maxLng: 73.83, maxLat: 19.939 };
const search = { page: 1, limit: 100, sort: 'newest' as const, bbox };

describe('a dense map box', () => {
  it('walks the newest-first index rather than sorting the whole index', async () => {
    const repository = createPropertiesRepository(t.app.deps.db, { boxCountLimit: 500 });
    const plans = (await repository.explainSearch(search, 'public')).join('\n');
    const walk = plans.slice(plans.lastIndexOf('One-Time Filter'));
    expect(walk).toMatch(/Index Only Scan using properties_pub_created_idx[^\n]*\(actual/);
    expect(walk).not.toContain('never executed');
    expect(walk).not.toContain('Sort Key');
  });

  it('answers the newest listings of the box', async () => {
    const repository = createPropertiesRepository(t.app.deps.db, { boxCountLimit: 500 });
    const result = await repository.searchProperties(search, 'public');
    const cards = JSON.parse(result.cards.json) as TPropertyCard[];
    // Rows 0–19 of every grid column are in the box; the newest are the smallest i.
    const inBox = Array.from({ length: 6000 }, (_, i) => i).filter((i) => i % 100 < 20);
    expect(cards.map((c) => c.title)).toEqual(inBox.slice(0, 100).map((i) => `Listing ${i}`));
  });
});
