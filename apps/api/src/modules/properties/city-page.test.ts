import type { TPropertySearch } from '@nivaas/shared/property-search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TTestApp } from '../../../test/test-app';
import { createPropertiesRepository } from './properties.repository';

/**
 * A city's search counted ahead, newest first or by relevance, is answered by one statement holding
 * both ways to find its page (city-page.ts): walking the city's order index, or collecting the
 * matches from its price index and sorting them, chosen from the counts as it runs. Either way the
 * page is the one sorting the matching listings gives, and on PostgreSQL the statement runs on a
 * generic plan.
 */
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
  const agent = await createUser(t.app, { role: 'agent' });
  await t.database.query(
    `insert into properties (id, title, description, type, status, price, area, bedrooms, bathrooms,
       amenities, images, street, city, locality, state, zip_code, agent_id, created_at, confirmed_at, stale)
     select gen_random_uuid(), 'Listing ' || i,
       -- Completeness varies (description and amenities), so relevance is not the newest order.
       case when i % 3 = 1 then repeat('A bright home near the park. ', 12) else 'A home.' end,
       case when i % 4 = 0 then 'Villa' else 'Apartment' end,
       case when i % 3 = 0 then 'For Rent' when i % 13 = 0 then 'Sold' else 'For Sale' end,
       case when i % 3 = 0 then 10000 + (i % 40) * 1000 else 1000000 + (i % 300) * 25000 end,
       500 + i % 1000, i % 5, 1 + i % 3,
       case when i % 7 = 0 then array['Gym', 'Lift', 'Parking'] else array[]::text[] end, '[]'::jsonb,
       'College Road', case when i % 5 = 0 then 'Pune' else 'Nashik' end, 'Satpur', 'Maharashtra', '422007',
       $1, now() - i * interval '1 minute',
       -- Many equal confirmation times, so the order falls back to ids.
       now() - (i % 50) * interval '1 hour', i % 11 = 0
     from generate_series(1, 5000) i`,
    [agent.row.id],
  );
  await t.database.query('vacuum analyze properties');
});
afterAll(async () => {
  await t.close();
});

/** The repository as the API builds it, noting whether each city page was walked. */
function repository() {
  const walked: boolean[] = [];
  const repo = createPropertiesRepository(t.app.deps.db, {
    prepared: t.database.queryPrepared,
    preparedGeneric: async <T>(text: string, params: unknown[]) => {
      const rows = t.database.queryGeneric
        ? await t.database.queryGeneric<T & { walked: boolean }>(text, params)
        : await t.database.query<T & { walked: boolean }>(text, params);
      walked.push(!!rows[0]?.walked);
      return rows;
    },
    explainGeneric: t.database.explainGeneric,
  });
  return { repo, walked };
}

const ORDERS = {
  newest: 'created_at desc, id desc',
  relevance: 'stale asc, quality_score desc, confirmed_at desc, id desc',
} as const;

/** The page's ids and the total as sorting the matching rows gives them. */
async function expected(
  where: string,
  sort: keyof typeof ORDERS,
  limit: number,
  page: number,
): Promise<{ ids: string[]; total: number }> {
  const rows = await t.database.query<{ id: string }>(
    `select id from properties where listed and status in ('For Sale', 'For Rent') and ${where}
     order by ${ORDERS[sort]} limit ${limit} offset ${(page - 1) * limit}`,
  );
  const [count] = await t.database.query<{ n: number }>(
    `select count(*)::int as n from properties where listed and status in ('For Sale', 'For Rent') and ${where}`,
  );
  return { ids: rows.map((r) => r.id), total: count?.n ?? 0 };
}

const idsOf = (json: string) => (JSON.parse(json) as { _id: string }[]).map((c) => c._id);

type TCase = {
  what: string;
  filters: Partial<TPropertySearch>;
  where: string;
  limit: number;
  pages: number[];
  /** Whether the page is found by walking the city's order index. */
  walks: boolean;
};

const CASES: TCase[] = [
  {
    what: 'most of a city (walked)',
    filters: { city: 'Nashik', priceMin: 1_000_000, bedrooms: { value: 1, atLeast: true } },
    where: `city_key = 'nashik' and price >= 1000000 and bedrooms >= 1`,
    limit: 12,
    pages: [1, 2, 40],
    walks: true,
  },
  {
    what: 'a few listings of a narrow price range (collected)',
    filters: {
      city: 'Nashik',
      status: ['For Sale'],
      priceMin: 1_000_000,
      priceMax: 1_100_000,
      bedrooms: { value: 4, atLeast: false },
    },
    where: `city_key = 'nashik' and status = 'For Sale' and price between 1000000 and 1100000 and bedrooms = 4`,
    limit: 4,
    pages: [1, 2, 3, 9],
    walks: false,
  },
  {
    what: 'a type group in both statuses, collected from each',
    filters: { city: 'Pune', type: 'Villa', priceMin: 1_000_000, priceMax: 2_000_000 },
    where: `city_key = 'pune' and type = 'Villa' and price between 1000000 and 2000000`,
    limit: 5,
    pages: [1, 2],
    walks: false,
  },
  {
    what: 'no price limit (walked, the only way)',
    filters: { city: 'Pune', status: ['For Rent'], bedrooms: { value: 2, atLeast: true } },
    where: `city_key = 'pune' and status = 'For Rent' and bedrooms >= 2`,
    limit: 12,
    pages: [1, 3],
    walks: true,
  },
];

describe("a city's page on one plan", () => {
  for (const sort of ['newest', 'relevance'] as const) {
    for (const c of CASES) {
      it(`${c.what}, ${sort}: the listings sorting them gives, page by page`, async () => {
        const { repo, walked } = repository();
        for (const page of c.pages) {
          const want = await expected(c.where, sort, c.limit, page);
          // Five times: a text is planned for its values on its first three uses; from its fourth it
          // runs on a generic plan, prepared by the connection from then on.
          for (let i = 0; i < 5; i++) {
            const got = await repo.searchProperties({ ...c.filters, sort, page, limit: c.limit }, 'public');
            expect(idsOf(got.cards.json)).toEqual(want.ids);
            expect({ total: got.total, isEstimate: got.isEstimate }).toEqual({
              total: want.total,
              isEstimate: false,
            });
          }
        }
        // The pages share one text (their values are parameters): from its fourth use on, the city's
        // page statement answered, and chose as the case says.
        expect(walked).toEqual(Array(c.pages.length * 5 - 3).fill(c.walks));
      });
    }
  }

  it('finds a walked page from the index entries alone and leaves the other branch unrun', async () => {
    const { repo } = repository();
    const peers: TPropertySearch = {
      city: 'Nashik',
      priceMin: 1_000_000,
      bedrooms: { value: 1, atLeast: true },
      sort: 'newest',
      page: 1,
      limit: 12,
    };
    for (let i = 0; i < 3; i++) await repo.searchProperties(peers, 'public');
    // Seen before: on its generic plan, as the API runs it.
    const [plan = ''] = await repo.explainSearch(peers, 'public');
    // Which index the walk takes depends on the city's share (here 80 % of the listings); it reads
    // entries alone, and the collecting branch is planned but not run.
    expect(plan).toMatch(
      /Index Only Scan using properties_pub_\w+ on properties \(actual time=[\d.]+ rows=12/,
    );
    expect(plan).toMatch(
      /Index Only Scan using properties_pub_city_price_idx on properties properties_\d+ \(never executed\)/,
    );
    if (t.database.explainGeneric) {
      // The plan the API keeps: its conditions hold parameters, not this search's values.
      expect(plan).toMatch(/city_key = \$\d+/);
      expect(plan).not.toContain("'nashik'");
    }
  });

  it('leaves a price range inside one step of the counts to the statement planned for its values', async () => {
    const { repo, walked } = repository();
    const filters = { city: 'Nashik', priceMin: 1_200_000, priceMax: 1_300_000 };
    const got = await repo.searchProperties({ ...filters, sort: 'newest', page: 1, limit: 12 }, 'public');
    const want = await expected(`city_key = 'nashik' and price between 1200000 and 1300000`, 'newest', 12, 1);
    expect(idsOf(got.cards.json)).toEqual(want.ids);
    expect(got.total).toBe(want.total);
    expect(walked).toEqual([]);
  });
});

describe('a search of listings not featured', () => {
  it('is not counted ahead: its page and total leave the featured out', async () => {
    await t.database.query(
      `update properties set featured = true where city_key = 'pune' and status = 'For Sale' and price < 1500000`,
    );
    const { repo, walked } = repository();
    const got = await repo.searchProperties(
      {
        city: 'Pune',
        status: ['For Sale'],
        priceMin: 1_000_000,
        featured: false,
        sort: 'newest',
        page: 1,
        limit: 12,
      },
      'public',
    );
    const want = await expected(
      `city_key = 'pune' and status = 'For Sale' and price >= 1000000 and not featured`,
      'newest',
      12,
      1,
    );
    expect(want.total).toBeGreaterThan(0);
    expect(idsOf(got.cards.json)).toEqual(want.ids);
    expect(got.total).toBe(want.total);
    expect(walked).toEqual([]);
  });
});
