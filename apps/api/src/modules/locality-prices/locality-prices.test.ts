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
const API = '/api/v1';

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

type TStats = { listings: number; median: number | null; low: number | null; high: number | null };
type TAnswer = {
  city: string;
  locality: string;
  path: string;
  forSale: number;
  forRent: number;
  all: { sale: TStats; rent: TStats };
  byType: { type: string; forSale: number; forRent: number; sale: TStats; rent: TStats }[];
  trend: {
    month: string;
    sale: { listings: number; median: number | null };
    rent: { listings: number; median: number | null };
  }[];
  cheapestSale: { _id: string; title: string }[];
  cheapestRent: { _id: string; title: string }[];
  newest: { _id: string; title: string }[];
};
const getLocality = async (path: string) => {
  const res = await t.app.inject({ method: 'GET', url: `${API}/localities/${path}` });
  return {
    status: res.statusCode,
    body: res.json() as { success: boolean; data: TAnswer; message?: string },
  };
};
const month = (back: number) => {
  const d = new Date();
  const m = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - back, 1));
  return m.toISOString().slice(0, 7);
};

describe('GET /localities/{city}/{locality}', () => {
  it('answers medians and middle halves exactly, sale and rent apart, by type and for all types', async () => {
    const { status, body } = await getLocality('navi-mumbai/kharghar');
    expect(status).toBe(200);
    const d = body.data;
    expect(d).toMatchObject({ city: CITY, locality: LOCALITY, path: '/properties/in/navi-mumbai/kharghar' });
    expect(d.forSale).toBe(10);
    expect(d.forRent).toBe(5);
    expect(d.all.sale).toEqual({ listings: 10, median: 8000, low: 5125, high: 10000 });
    expect(d.all.rent).toEqual({ listings: 5, median: 30, low: 25, high: 35 });
    const apartment = d.byType.find((x) => x.type === 'Apartment');
    expect(apartment).toEqual({
      type: 'Apartment',
      forSale: 6,
      forRent: 5,
      sale: { listings: 6, median: 5250, low: 4625, high: 5875 },
      rent: { listings: 5, median: 30, low: 25, high: 35 },
    });
    // Four villas: counted, but no figure rests on them.
    expect(d.byType.find((x) => x.type === 'Villa')).toEqual({
      type: 'Villa',
      forSale: 4,
      forRent: 0,
      sale: { listings: 4, median: null, low: null, high: null },
      rent: { listings: 0, median: null, low: null, high: null },
    });
  });

  it('lists the cheapest for sale and for rent and the newest, public listings only', async () => {
    const { body } = await getLocality('navi-mumbai/kharghar');
    expect(body.data.cheapestSale.map((c) => c.title)).toEqual([
      'apt-4000',
      'apt-4500',
      'apt-5000',
      'apt-5500',
    ]);
    expect(body.data.cheapestRent.map((c) => c.title)).toEqual(['rent-20', 'rent-25', 'rent-30', 'rent-35']);
    expect(body.data.newest).toHaveLength(4);
    const all = [...body.data.cheapestSale, ...body.data.cheapestRent, ...body.data.newest].map(
      (c) => c.title,
    );
    for (const gone of ['sold', 'hidden', 'other-locality', 'other-city']) expect(all).not.toContain(gone);
  });

  it('gives the median of each of the last 12 months from the listings there then', async () => {
    // The five cheapest apartments have been listed since three months ago.
    const five = ['apt-4000', 'apt-4500', 'apt-5000', 'apt-5500', 'apt-6000'].map((n) => ids[n]);
    await t.app.deps.db.execute(sql`update properties
      set created_at = date_trunc('month', now()) - interval '3 months' + interval '2 days'
      where id in (${sql.join(
        five.map((id) => sql`${id}`),
        sql`, `,
      )})`);
    const { body } = await getLocality('navi-mumbai/kharghar');
    const trend = body.data.trend;
    expect(trend.map((m) => m.month)).toEqual(Array.from({ length: 12 }, (_, i) => month(11 - i)));
    expect(trend[11]).toEqual({
      month: month(0),
      sale: { listings: 10, median: 8000 },
      rent: { listings: 5, median: 30 },
    });
    for (const back of [1, 2, 3]) {
      expect(trend[11 - back]).toEqual({
        month: month(back),
        sale: { listings: 5, median: 5000 },
        rent: { listings: 0, median: null },
      });
    }
    expect(trend[7]).toEqual({
      month: month(4),
      sale: { listings: 0, median: null },
      rent: { listings: 0, median: null },
    });
  });

  it('answers 404 for a locality with no public listing, and for a path that is no slug', async () => {
    for (const path of [
      'navi-mumbai/nowhere',
      'pune/kharghar',
      'Navi-Mumbai/kharghar',
      'navi-mumbai/kharghar--',
    ]) {
      const { status, body } = await getLocality(path);
      expect([path, status, body.message]).toEqual([path, 404, 'Locality not found']);
    }
  });

  it('lists each locality page in the sitemap', async () => {
    const xml = await t.app.deps.services.seo.sitemapXml('https://nivaas.example');
    expect(xml).toContain('<loc>https://nivaas.example/properties/in/navi-mumbai/kharghar</loc>');
    expect(xml).toContain('<loc>https://nivaas.example/properties/in/navi-mumbai/kharghar-hills</loc>');
  });
});

describe('the detail’s locality price', () => {
  const detail = async (name: string) => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/properties/${ids[name]}` });
    return (res.json() as { data: { localityPrice?: unknown } }).data.localityPrice;
  };

  it('compares the listing’s ₹/sq ft with the median of its type, for sale or rent', async () => {
    expect(await detail('apt-6000')).toEqual({
      perSqFt: 6000,
      median: 5250,
      listings: 6,
      type: 'Apartment',
      differencePercent: 14,
      path: '/properties/in/navi-mumbai/kharghar',
    });
    expect(await detail('rent-25')).toMatchObject({
      perSqFt: 25,
      median: 30,
      listings: 5,
      differencePercent: -17,
    });
  });

  it('falls back to all types when its type has fewer than 5, and gives none below 5 in all', async () => {
    expect(await detail('villa-1')).toMatchObject({
      perSqFt: 10000,
      median: 8000,
      listings: 10,
      type: null,
      differencePercent: 25,
    });
    expect(await detail('other-locality')).toBeNull();
  });
});

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
