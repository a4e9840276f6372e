import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TTestApp } from '../../../test/test-app';
import { insertProperty } from '../../../test/fixtures/insert-property';
import { bracketFields, imageParts, postProperty, putProperty } from '../../../test/fixtures/property-form';

/**
 * The search paths that keep state or fold statements together: the vocabulary look-ups kept in
 * memory, map boxes counted with their page, and ranked text counted with its page.
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
