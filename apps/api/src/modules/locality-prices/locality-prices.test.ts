import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty } from '../../../test/fixtures/insert-property';
import { createTestApp, createUser, type TTestApp } from '../../../test/test-app';
import { properties } from '../../db/schema';
import { localityMedians } from './locality-prices.repository';

let t: TTestApp;
let agent: Awaited<ReturnType<typeof createUser>>;
const ids: Record<string, string> = {};

const CITY = 'Navi Mumbai';
const LOCALITY = 'Kharghar';

/** A public listing in Kharghar unless told otherwise. */
const add = async (
  name: string,
  values: { price: number; area: number; type?: string; status?: string; locality?: string; city?: string },
) => {
  const { row } = await insertProperty(t.app, {
    agentId: agent.row.id,
    title: name,
    city: values.city ?? CITY,
    locality: values.locality ?? LOCALITY,
    state: 'Maharashtra',
    type: values.type ?? 'Apartment',
    status: values.status ?? 'For Sale',
    price: values.price,
    area: values.area,
  });
  ids[name] = row.id;
  return row.id;
};

beforeAll(async () => {
  t = await createTestApp();
  agent = await createUser(t.app, { role: 'agent' });
  await t.app.deps.db.delete(properties);
  // Apartments for sale: 4,000 4,500 5,000 5,500 6,000 10,000 ₹/sq ft (one spelled otherwise).
  await add('apt-4000', { price: 4_000_000, area: 1000 });
  await add('apt-4500', { price: 4_500_000, area: 1000, locality: ' kharghar ' });
  await add('apt-5000', { price: 5_000_000, area: 1000 });
  await add('apt-5500', { price: 5_500_000, area: 1000 });
  await add('apt-6000', { price: 6_000_000, area: 1000 });
  await add('apt-10000', { price: 10_000_000, area: 1000 });
  // Four villas for sale at 10,000 ₹/sq ft: too few for a figure of their own.
  for (const i of [1, 2, 3, 4]) await add(`villa-${i}`, { price: 20_000_000, area: 2000, type: 'Villa' });
  // Apartments for rent: 20 25 30 35 40 ₹/sq ft a month.
  for (const r of [20, 25, 30, 35, 40]) {
    await add(`rent-${r}`, { price: r * 1000, area: 1000, status: 'For Rent' });
  }
  // Not counted: sold, hidden, and in another locality or city.
  await add('sold', { price: 1_000_000, area: 1000, status: 'Sold' });
  const hidden = await add('hidden', { price: 1_000_000, area: 1000 });
  await t.app.deps.db.execute(sql`update properties set listed = false where id = ${hidden}`);
  await add('other-locality', { price: 1_000_000, area: 1000, locality: 'Kharghar Hills' });
  await add('other-city', { price: 1_000_000, area: 1000, city: 'Mumbai' });
});
afterAll(() => t?.close());

describe('localityMedians', () => {
  it('answers the median ₹/sq ft of each key asked, in order, with its count; null below 5 listings', async () => {
    const got = await localityMedians(t.app.deps.db, [
      { cityKey: 'navi mumbai', localityKey: 'kharghar', type: 'Apartment', status: 'For Sale' },
      { cityKey: 'Navi Mumbai', localityKey: 'Kharghar', type: null, status: 'For Sale' },
      { cityKey: 'navi mumbai', localityKey: 'kharghar', type: 'Villa', status: 'For Sale' },
      { cityKey: 'navi mumbai', localityKey: 'kharghar', type: 'Apartment', status: 'For Rent' },
      { cityKey: 'pune', localityKey: 'baner', type: null, status: 'For Sale' },
    ]);
    expect(got.map((g) => [g.median, g.listings])).toEqual([
      [5250, 6],
      [8000, 10],
      [null, 4],
      [30, 5],
      [null, 0],
    ]);
    expect(got[0]).toMatchObject({ cityKey: 'navi mumbai', type: 'Apartment', status: 'For Sale' });
  });

  it('answers nothing for no keys', async () => {
    expect(await localityMedians(t.app.deps.db, [])).toEqual([]);
  });
});
