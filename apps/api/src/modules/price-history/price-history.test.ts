import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../../db/schema';
import { insertFavorite, insertProperty } from '../../../test/fixtures/insert-property';
import { bracketFields, imageParts, postProperty, putProperty } from '../../../test/fixtures/property-form';
import { createTestApp, createUser, type TTestApp } from '../../../test/test-app';
import { createPropertiesRepository } from '../properties/properties.repository';

/**
 * What visitors read of price history (issue 18): the detail's history and 'Price dropped' mark,
 * the cards' mark, and the 'Price dropped' filter, after an agent changes a price.
 */
let t: TTestApp;
let agent: Awaited<ReturnType<typeof createUser>>;
let buyer: Awaited<ReturnType<typeof createUser>>;
const DAY_MS = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  agent = await createUser(t.app, { role: 'agent' });
  buyer = await createUser(t.app, { role: 'buyer' });
});
afterAll(async () => {
  await t.close();
});

const detail = async (id: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/v1/properties/${id}`, headers });
const search = async (query: string) => {
  const res = await t.app.inject({ url: `/api/v1/properties?${query}` });
  expect(res.statusCode).toBe(200);
  return res.json() as { data: { _id: string; priceDrop: unknown }[]; pagination: { total: number } };
};

describe('an agent lowers a price', () => {
  let id: string;
  beforeAll(async () => {
    const created = await postProperty(
      t.app,
      agent.auth,
      bracketFields({ title: 'Godavari Heights 2 BHK', 'address[city]': 'Kolhapur' }),
      await imageParts(1),
    );
    expect(created.statusCode).toBe(201);
    const p = created.json().data;
    id = p._id;
    const res = await putProperty(t.app, agent.auth, id, [
      ...bracketFields({ title: 'Godavari Heights 2 BHK', 'address[city]': 'Kolhapur', price: '5980000' }),
      ['existingImages[]', JSON.stringify(p.images[0])],
    ]);
    expect(res.statusCode).toBe(200);
  });

  it('the detail carries the history and the drop', async () => {
    const res = await detail(id);
    expect(res.statusCode).toBe(200);
    const body = res.json().data;
    expect(body.price).toBe(5_980_000);
    expect(
      body.priceHistory.map((p: { price: number; changePercent: number | null }) => [
        p.price,
        p.changePercent,
      ]),
    ).toEqual([
      [6_500_000, null],
      [5_980_000, -8],
    ]);
    expect(body.priceDrop).toMatchObject({ percent: 8 });
    expect(Date.now() - Date.parse(body.priceDrop.droppedAt)).toBeLessThan(60_000);
  });

  it('the card carries the drop, and the filter finds it', async () => {
    const all = await search('city=Kolhapur');
    expect(all.data.find((c) => c._id === id)?.priceDrop).toMatchObject({ percent: 8 });
    const dropped = await search('city=Kolhapur&priceDropped=true');
    expect(dropped.data.map((c) => c._id)).toEqual([id]);
    expect(dropped.pagination.total).toBe(1);
  });

  it('favourites carry the drop', async () => {
    await insertFavorite(t.app, buyer.row.id, id);
    const res = await t.app.inject({ url: '/api/v1/auth/favorites', headers: buyer.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.find((c: { _id: string }) => c._id === id)?.priceDrop).toMatchObject({
      percent: 8,
    });
  });
});

describe('the Price dropped filter and mark', () => {
  it('keep a drop 30 days, leave out rises, unchanged and hidden listings', async () => {
    const city = 'Satara';
    const make = async (title: string, price: number) =>
      (await insertProperty(t.app, { agentId: agent.row.id, city, title, price })).row.id;
    const recent = await make('Recent drop', 8_000_000);
    const old = await make('Old drop', 8_000_000);
    const rose = await make('Rose', 8_000_000);
    const same = await make('Same', 8_000_000);
    const hidden = await make('Hidden drop', 8_000_000);
    const setPrice = (pid: string, price: number) =>
      t.app.deps.db.update(properties).set({ price }).where(eq(properties.id, pid));
    await setPrice(recent, 7_600_000);
    await setPrice(old, 7_000_000);
    await t.app.deps.db
      .update(properties)
      .set({ priceDroppedAt: new Date(Date.now() - 31 * DAY_MS) })
      .where(eq(properties.id, old));
    await setPrice(rose, 8_400_000);
    await setPrice(same, 8_000_000);
    await setPrice(hidden, 7_000_000);
    await t.app.deps.db
      .update(properties)
      .set({ listed: false, hiddenReason: 'moderator', hiddenAt: new Date() })
      .where(eq(properties.id, hidden));

    const dropped = await search(`city=${city}&priceDropped=true`);
    expect(dropped.data.map((c) => c._id)).toEqual([recent]);
    expect(dropped.data[0]?.priceDrop).toMatchObject({ percent: 5 });
    const every = await search(`city=${city}`);
    const marks = Object.fromEntries(every.data.map((c) => [c._id, c.priceDrop]));
    expect(marks[old]).toBeNull();
    expect(marks[rose]).toBeNull();
    expect(marks[same]).toBeNull();
    // 'false' is no filter; anything else is refused.
    expect((await search(`city=${city}&priceDropped=false`)).pagination.total).toBe(4);
    expect((await t.app.inject({ url: '/api/v1/properties?priceDropped=maybe' })).statusCode).toBe(400);
    // A hidden listing's detail and history stay hidden from the public.
    expect((await detail(hidden)).statusCode).toBe(404);
  });
});

describe('the filter’s index', () => {
  it('answers priceDropped=true from properties_pub_price_dropped_idx among thousands of listings', async () => {
    await t.database.query(
      `insert into properties (id, title, description, type, status, price, area, bedrooms, street, city,
         locality, state, zip_code, agent_id, created_at)
       select gen_random_uuid(), 'Listing ' || i, 'A flat.', 'Apartment', 'For Sale', 3000000 + i * 1000,
         600 + i % 900, 1 + i % 4, 'College Road', case when i % 3 = 0 then 'Pune' else 'Nashik' end,
         'Satpur', 'Maharashtra', '422007', $1, now() - i * interval '1 minute'
       from generate_series(1, 4000) i`,
      [agent.row.id],
    );
    // One in twenty drops by 5%.
    await t.database.query(
      `update properties set price = price * 95 / 100 where title like 'Listing %' and substr(title, 9)::int % 20 = 0`,
    );
    await t.database.query('analyze properties');
    const plans = async (q: Record<string, unknown>) =>
      (
        await createPropertiesRepository(t.app.deps.db).explainSearch(
          { page: 1, limit: 12, sort: 'newest', ...q },
          'public',
        )
      ).join('\n');
    expect(await plans({ priceDropped: true })).toContain('properties_pub_price_dropped_idx');
    expect(await plans({ priceDropped: true, city: 'Pune', sort: 'price_asc' })).toContain(
      'properties_pub_price_dropped_idx',
    );
    expect(await plans({})).not.toContain('properties_pub_price_dropped_idx');
    expect((await search('priceDropped=true&city=Nashik&limit=1')).pagination.total).toBe(
      // i % 20 = 0 and i % 3 <> 0 among 1..4000, plus the Kolhapur listing is elsewhere.
      Array.from({ length: 4000 }, (_, k) => k + 1).filter((i) => i % 20 === 0 && i % 3 !== 0).length,
    );
  });
});
