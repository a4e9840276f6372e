import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../../db/schema';
import { insertProperty } from '../../../test/fixtures/insert-property';
import { createTestApp, createUser, type TTestApp } from '../../../test/test-app';
import { priceHistoryOf } from './price-history.repository';

/** The triggers of migration 0020 record every change of price and mark drops. */
let t: TTestApp;
let agentId: string;
beforeAll(async () => {
  t = await createTestApp();
  agentId = (await createUser(t.app, { role: 'agent' })).row.id;
});
afterAll(async () => {
  await t.close();
});

const marksOf = async (id: string) => {
  const [row] = await t.app.deps.db
    .select({ at: properties.priceDroppedAt, percent: properties.priceDropPercent })
    .from(properties)
    .where(eq(properties.id, id));
  return row;
};
const setPrice = (id: string, price: number) =>
  t.app.deps.db.update(properties).set({ price }).where(eq(properties.id, id));

describe('price history triggers', () => {
  it('records the first price at the listing’s creation', async () => {
    const createdAt = new Date('2026-03-02T10:00:00Z');
    const { row } = await insertProperty(t.app, { agentId, price: 7_200_000, createdAt });
    expect(await priceHistoryOf(t.app.deps.db, row.id)).toEqual([
      { price: 7_200_000, changedAt: createdAt.toISOString(), changePercent: null },
    ]);
    expect(await marksOf(row.id)).toEqual({ at: null, percent: null });
  });

  it('records one row per listing of a bulk insert', async () => {
    const count = async () =>
      Number(
        (await t.database.query<{ n: number }>('select count(*)::int as n from property_price_history'))[0]
          ?.n,
      );
    const before = await count();
    await t.database.query(
      `insert into properties (id, title, description, type, status, price, area, street, city, locality,
         state, zip_code, agent_id)
       select gen_random_uuid(), 'Listing ' || i, 'A flat.', 'Apartment', 'For Sale', 3000000 + i, 700,
         'College Road', 'Nashik', 'Satpur', 'Maharashtra', '422007', $1
       from generate_series(1, 500) i`,
      [agentId],
    );
    expect((await count()) - before).toBe(500);
  });

  it('records a drop, marks it, and leaves updates that keep the price alone', async () => {
    const { row } = await insertProperty(t.app, { agentId, price: 5_000_000 });
    await setPrice(row.id, 4_600_000);
    const history = await priceHistoryOf(t.app.deps.db, row.id);
    expect(history.map((p) => [p.price, p.changePercent])).toEqual([
      [5_000_000, null],
      [4_600_000, -8],
    ]);
    const marks = await marksOf(row.id);
    expect(marks?.percent).toBe(8);
    expect(Date.now() - (marks?.at?.getTime() ?? 0)).toBeLessThan(60_000);

    // The same price again, and another column: no new row, the marks stay.
    await setPrice(row.id, 4_600_000);
    await t.app.deps.db.update(properties).set({ title: 'Renamed' }).where(eq(properties.id, row.id));
    expect(await priceHistoryOf(t.app.deps.db, row.id)).toHaveLength(2);
    expect((await marksOf(row.id))?.percent).toBe(8);
  });

  it('a second drop is measured against the price just before it', async () => {
    const { row } = await insertProperty(t.app, { agentId, price: 10_000_000 });
    await setPrice(row.id, 9_000_000);
    await setPrice(row.id, 8_775_000);
    expect((await marksOf(row.id))?.percent).toBe(2.5);
    expect((await priceHistoryOf(t.app.deps.db, row.id)).map((p) => p.changePercent)).toEqual([
      null,
      -10,
      -2.5,
    ]);
  });

  it('a rise is recorded and clears the drop marks', async () => {
    const { row } = await insertProperty(t.app, { agentId, price: 6_000_000 });
    await setPrice(row.id, 5_400_000);
    expect((await marksOf(row.id))?.percent).toBe(10);
    await setPrice(row.id, 5_700_000);
    expect(await marksOf(row.id)).toEqual({ at: null, percent: null });
    const history = await priceHistoryOf(t.app.deps.db, row.id);
    expect(history.map((p) => p.price)).toEqual([6_000_000, 5_400_000, 5_700_000]);
    expect(history[2]?.changePercent).toBe(5.6);
  });

  it('goes with its listing', async () => {
    const { row } = await insertProperty(t.app, { agentId, price: 6_000_000 });
    await setPrice(row.id, 5_000_000);
    await t.app.deps.db.delete(properties).where(eq(properties.id, row.id));
    const left = await t.database.query<{ n: number }>(
      'select count(*)::int as n from property_price_history where property_id = $1',
      [row.id],
    );
    expect(Number(left[0]?.n)).toBe(0);
  });
});
