import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TTestApp } from '../../../test/test-app';
import { insertProperty } from '../../../test/fixtures/insert-property';
import { bracketFields, imageParts, postProperty, putProperty } from '../../../test/fixtures/property-form';
import type { TPropertyCard } from '@nivaas/shared/property';
import { createPropertiesRepository, type TSearchResult } from './properties.repository';

const cardsOf = (result: TSearchResult) => JSON.parse(result.cards.json) as TPropertyCard[];

/**
 * The search paths that keep state or fold statements together: the vocabulary look-ups kept in
 * memory, map boxes counted with their page (and walked past the count limit), ranked text counted
 * with its page, and text with many matches looked for among the newest listings.
 */
let t: TTestApp;
let agent: Awaited<ReturnType<typeof createUser>>;
const minute = 60_000;
/** Box listings, by id: their price and age in minutes. */
const box = new Map<string, { price: number; age: number }>();

beforeAll(async () => {
  t = await createTestApp();
  agent = await createUser(t.app, { role: 'agent' });
  const now = Date.now();
  // 30 listings in a box around Satpur (Nashik), prices not in age order, and two outside it.
  for (let i = 0; i < 30; i++) {
    const price = 3_000_000 + ((i * 7) % 30) * 100_000;
    const { row } = await insertProperty(t.app, {
      agentId: agent.row.id,
      title: `Satpur Heights ${i}`,
      locality: 'Satpur',
      price,
      lat: 19.99 + i * 0.001,
      lng: 73.72 + i * 0.001,
      createdAt: new Date(now - i * minute),
    });
    box.set(row.id, { price, age: i });
  }
  for (const lat of [18.5, 21.5]) {
    await insertProperty(t.app, { agentId: agent.row.id, lat, lng: 73.72, createdAt: new Date(now) });
  }
});
afterAll(async () => {
  await t.close();
});

const get = async (query: string) => {
  const res = await t.app.inject({ url: `/api/v1/properties?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    data: { _id: string; title: string; images: { url: string; publicId: string; _id: string }[] }[];
    pagination: Record<string, unknown>;
  };
};
const titles = async (query: string) => (await get(query)).data.map((p) => p.title);

describe('map boxes: counted with their page', () => {
  const bbox = 'bbox=73.7,19.98,73.76,20.03';
  const inOrder = (by: (a: [string, { price: number; age: number }]) => number) =>
    [...box.entries()].sort((a, b) => by(a) - by(b)).map(([id]) => id);

  const checkPages = async () => {
    for (const [sort, expected] of [
      ['newest', inOrder(([, v]) => v.age)],
      ['price_asc', inOrder(([, v]) => v.price)],
    ] as const) {
      const pages = await Promise.all(
        [1, 2, 3, 4].map((page) => get(`${bbox}&sort=${sort}&limit=8&page=${page}`)),
      );
      for (const [i, p] of pages.entries()) {
        expect(p.pagination).toEqual({ page: i + 1, limit: 8, total: 30, pages: 4 });
      }
      expect(pages.flatMap((p) => p.data.map((d) => d._id))).toEqual(expected);
    }
  };

  it('answers exact totals and pages in the list order', checkPages);

  it('still does once the planner has statistics', async () => {
    await t.database.query('analyze properties');
    await checkPages();
    expect((await get(`${bbox}&limit=8&page=9`)).data).toEqual([]);
  });
});

describe('text: the vocabulary kept in memory', () => {
  it('finds a new locality by a misspelling as soon as a listing is created with it', async () => {
    // The misspelling is looked up (and kept) while no listing has the word yet.
    expect(await titles('search=vishrantvadi')).toEqual([]);
    const res = await postProperty(
      t.app,
      agent.auth,
      bracketFields({
        title: 'Riverside Nest',
        'address[locality]': 'Vishrantwadi',
        'address[city]': 'Pune',
      }),
      await imageParts(1),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(await titles('search=vishrantvadi')).toEqual(['Riverside Nest']);
  });

  it('finds a listing by a misspelling of a word an update gave it', async () => {
    expect(await titles('search=kalyaninagr')).toEqual([]);
    const [nest] = (await get('search=riverside')).data;
    const image = nest?.images[0];
    const res = await putProperty(t.app, agent.auth, nest?._id ?? '', [
      ...bracketFields({
        title: 'Riverside Nest',
        'address[locality]': 'Kalyaninagar',
        'address[city]': 'Pune',
      }),
      ['existingImages', JSON.stringify({ url: image?.url, publicId: image?.publicId, _id: image?._id })],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(await titles('search=kalyaninagr')).toEqual(['Riverside Nest']);
  });
});

describe('text: ranked and counted in one statement', () => {
  it('counts every match and pages through them without overlap', async () => {
    await t.database.query('analyze properties');
    const pages = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((page) => get(`search=satpur&limit=5&page=${page}`)),
    );
    for (const [i, p] of pages.entries()) {
      expect(p.pagination).toEqual({ page: i + 1, limit: 5, total: 30, pages: 6 });
    }
    expect(new Set(pages.flatMap((p) => p.data.map((d) => d._id)))).toEqual(new Set(box.keys()));
  });
});

describe('map boxes past the count limit: the newest-first walk', () => {
  it('pages a big box in the list order from the newest-first index', async () => {
    await t.database.query('analyze properties');
    // The 30-listing box counts as big when the limit is 10: its newest pages come from the walk.
    const repo = createPropertiesRepository(t.app.deps.db, { boxCountLimit: 10 });
    const bbox = { minLng: 73.7, minLat: 19.98, maxLng: 73.76, maxLat: 20.03 };
    const expected = [...box.entries()].sort((a, b) => a[1].age - b[1].age).map(([id]) => id);
    const ids: string[] = [];
    for (const page of [1, 2, 3, 4]) {
      const result = await repo.searchProperties({ page, limit: 8, sort: 'newest', bbox }, 'public');
      expect(result.isEstimate).toBe(true);
      expect(result.total).toBeGreaterThanOrEqual(10);
      ids.push(...cardsOf(result).map((c) => c._id));
    }
    expect(ids).toEqual(expected);
    // Other orders sort the whole box, as below the limit.
    const byPrice = await repo.searchProperties({ page: 1, limit: 30, sort: 'price_asc', bbox }, 'public');
    expect(cardsOf(byPrice).map((c) => c._id)).toEqual(
      [...box.entries()].sort((a, b) => a[1].price - b[1].price).map(([id]) => id),
    );
  });
});

describe('text with many matches: the newest window', () => {
  /**
   * 6,000 listings, newest first by g, named by short words (matched whole, so PostgreSQL estimates
   * them well): 'fir' in one of 4, 'oak' in one of 25, 'elm' in every other one (common), 'old' in
   * the 1,200 oldest. Estimates past 50 count as many, and walking the index never pays.
   */
  const LISTINGS = 6000;
  const words = (g: number) => [
    ...(g % 4 === 0 ? ['Fir'] : []),
    ...(g % 25 === 0 ? ['Oak'] : []),
    ...(g > 4800 ? ['Old'] : []),
  ];
  const titleOf = (g: number) => ['Window', g, ...words(g)].join(' ');
  const hasElm = (g: number) => g % 2 === 0;
  let repo: ReturnType<typeof createPropertiesRepository>;

  beforeAll(async () => {
    await t.database.query(
      `insert into properties (id, title, description, type, status, price, bedrooms, bathrooms, area,
         building_name, street, city, locality, state, zip_code, agent_id, created_at)
       select gen_random_uuid(), 'Window ' || g || case when g % 4 = 0 then ' Fir' else '' end
           || case when g % 25 = 0 then ' Oak' else '' end || case when g > 4800 then ' Old' else '' end,
         'Generated', 'Apartment', 'For Sale', 1000000 + g, case when g % 40 = 0 then 3 else 2 end, 2, 900,
         case when g % 2 = 0 then 'Elm Court' else 'Bay Court' end, 'Main Road', 'Thane',
         'Vartak Nagar', 'Maharashtra', '400606', $1, now() - interval '1 day' - g * interval '1 minute'
       from generate_series(1, ${LISTINGS}) g`,
      [agent.row.id],
    );
    await t.database.query('analyze properties');
    repo = createPropertiesRepository(t.app.deps.db, { walkRowsMax: 0, exactCountCap: 50 });
  });

  const search = (search: string, page: number, limit: number) =>
    repo.searchProperties({ page, limit, sort: 'relevance', search }, 'public');
  const newest = (keep: (g: number) => boolean) =>
    Array.from({ length: LISTINGS }, (_, i) => i + 1)
      .filter(keep)
      .map(titleOf);
  const titles = (result: TSearchResult) => cardsOf(result).map((c) => c.title);

  it('answers the newest matches, page after page, as without the window', async () => {
    const expected = newest((g) => g % 4 === 0);
    for (const page of [1, 2, 3]) {
      const result = await search('fir', page, 8);
      expect(result.isEstimate).toBe(true);
      expect(titles(result)).toEqual(expected.slice((page - 1) * 8, page * 8));
    }
  });

  it('tests a common word on the listings the rarer word finds', async () => {
    const expected = newest((g) => g % 25 === 0 && hasElm(g));
    for (const page of [1, 2]) {
      const result = await search('oak elm', page, 3);
      expect(result.isEstimate).toBe(true);
      expect(titles(result)).toEqual(expected.slice((page - 1) * 3, page * 3));
    }
  });

  it('falls back when the matches are older than the window', async () => {
    expect(titles(await search('old', 1, 12))).toEqual(newest((g) => g > 4800).slice(0, 12));
  });

  it('finds few matches with their bedroom count in the public text index, ranked and counted', async () => {
    const result = await createPropertiesRepository(t.app.deps.db).searchProperties(
      { page: 1, limit: 200, sort: 'relevance', search: 'fir 3bhk' },
      'public',
    );
    const expected = newest((g) => g % 40 === 0);
    expect(result).toMatchObject({ total: expected.length, isEstimate: false });
    expect(new Set(titles(result))).toEqual(new Set(expected));
  });
});
