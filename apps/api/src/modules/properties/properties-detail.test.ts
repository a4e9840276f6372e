import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids';
import { createTestApp, createUser, type TTestApp } from '../../../test/test-app';
import { insertProperty } from '../../../test/fixtures/insert-property';

let t: TTestApp;
let agent: Awaited<ReturnType<typeof createUser>>;
const km = (n: number) => n / 111.32;

beforeAll(async () => {
  t = await createTestApp();
  agent = await createUser(t.app, { role: 'agent', name: 'Asha Agent', isVerified: true });
});
afterAll(async () => {
  await t.close();
});

const get = (id: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/v1/properties/${id}`, headers });

describe('GET /properties/{id}', () => {
  it('answers the listing with its agent, developer and similar listings nearest first', async () => {
    const at = { lat: 20.0, lng: 73.78 };
    const { row: home } = await insertProperty(t.app, { agentId: agent.row.id, ...at, title: 'Home' });
    // Due north at 1, 3, 6, 9, 12, 15, 18 km; one at 25 km; others that must not count.
    const distances = [9, 1, 15, 3, 18, 6, 12];
    const near: Record<string, number> = {};
    for (const d of distances) {
      const { row } = await insertProperty(t.app, {
        agentId: agent.row.id,
        lat: at.lat + km(d),
        lng: at.lng,
        title: `At ${d} km`,
      });
      near[row.id] = d;
    }
    await insertProperty(t.app, {
      agentId: agent.row.id,
      lat: at.lat + km(25),
      lng: at.lng,
      title: 'Too far',
    });
    await insertProperty(t.app, {
      agentId: agent.row.id,
      lat: at.lat + km(0.5),
      lng: at.lng,
      status: 'For Rent',
      title: 'Other status',
    });
    await insertProperty(t.app, {
      agentId: agent.row.id,
      lat: at.lat + km(0.2),
      lng: at.lng,
      status: 'Sold',
      title: 'Sold next door',
    });
    const gone = await createUser(t.app, { role: 'agent', active: false });
    await insertProperty(t.app, {
      agentId: gone.row.id,
      listed: false,
      lat: at.lat + km(0.1),
      lng: at.lng,
      title: 'Hidden',
    });
    await insertProperty(t.app, { agentId: agent.row.id, title: 'No coordinates' });

    const res = await get(home.id);
    expect(res.statusCode).toBe(200);
    const p = res.json().data;
    expect(p).toMatchObject({
      _id: home.id,
      title: 'Home',
      location: { type: 'Point', coordinates: [73.78, 20] },
      agent: {
        _id: agent.user.id,
        name: 'Asha Agent',
        email: agent.user.email,
        avatar: null,
        company: null,
        mobile: '+91 98765 43210',
        isVerified: true,
      },
      developer: null,
    });
    const similar = p.similarProperties as { _id: string; title: string; distanceKm: number }[];
    expect(similar.map((s) => s.title)).toEqual([
      'At 1 km',
      'At 3 km',
      'At 6 km',
      'At 9 km',
      'At 12 km',
      'At 15 km',
    ]);
    for (const s of similar) expect(s.distanceKm).toBeCloseTo(near[s._id] ?? -1, 1);
  });

  it('finds similar listings east and west too, measured on the sphere', async () => {
    const at = { lat: 28.6, lng: 77.2 };
    const { row: home } = await insertProperty(t.app, { agentId: agent.row.id, ...at, city: 'Delhi' });
    const lngKm = (d: number) => d / (111.32 * Math.cos((at.lat * Math.PI) / 180));
    await insertProperty(t.app, {
      agentId: agent.row.id,
      lat: at.lat,
      lng: at.lng + lngKm(4),
      title: 'East 4',
    });
    await insertProperty(t.app, {
      agentId: agent.row.id,
      lat: at.lat + km(3),
      lng: at.lng,
      title: 'North 3',
    });
    await insertProperty(t.app, {
      agentId: agent.row.id,
      lat: at.lat,
      lng: at.lng - lngKm(19),
      title: 'West 19',
    });
    await insertProperty(t.app, {
      agentId: agent.row.id,
      lat: at.lat,
      lng: at.lng - lngKm(21),
      title: 'West 21',
    });
    const p = (await get(home.id)).json().data;
    expect(p.similarProperties.map((s: { title: string }) => s.title)).toEqual([
      'North 3',
      'East 4',
      'West 19',
    ]);
  });

  it('shows a sold listing with similar listings for sale, and none without coordinates', async () => {
    const { row: sold } = await insertProperty(t.app, {
      agentId: agent.row.id,
      status: 'Sold',
      lat: 10,
      lng: 76,
    });
    await insertProperty(t.app, { agentId: agent.row.id, lat: 10.01, lng: 76, title: 'For sale nearby' });
    const res = await get(sold.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('Sold');
    expect(res.json().data.similarProperties.map((s: { title: string }) => s.title)).toEqual([
      'For sale nearby',
    ]);
    const { row: bare } = await insertProperty(t.app, { agentId: agent.row.id });
    const plain = (await get(bare.id)).json().data;
    expect(plain.similarProperties).toEqual([]);
    expect(plain.location).toBeUndefined();
  });

  it('answers 404 Property not found for an unknown id, a malformed id and a deactivated agent’s listing', async () => {
    const gone = await createUser(t.app, { role: 'agent', active: false });
    const { row } = await insertProperty(t.app, { agentId: gone.row.id, listed: false });
    for (const id of [newId(), 'abc', '1; drop table properties', row.id]) {
      const res = await get(encodeURIComponent(id));
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: 'Property not found' });
    }
    const admin = await createUser(t.app, { role: 'admin' });
    expect((await get(row.id, admin.auth)).statusCode).toBe(200);
  });
});

describe('recently viewed', () => {
  it('records a signed-in view, newest first, without duplicates; anonymous views record nothing', async () => {
    const buyer = await createUser(t.app);
    const a = (await insertProperty(t.app, { agentId: agent.row.id, title: 'Viewed A' })).row;
    const b = (await insertProperty(t.app, { agentId: agent.row.id, title: 'Viewed B' })).row;
    await get(a.id);
    expect(
      (await t.app.inject({ url: '/api/v1/auth/recently-viewed', headers: buyer.auth })).json().data,
    ).toEqual([]);
    await get(a.id, buyer.auth);
    await get(b.id, buyer.auth);
    await get(a.id, buyer.auth);
    const res = await t.app.inject({ url: '/api/v1/auth/recently-viewed', headers: buyer.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((p: { title: string }) => p.title)).toEqual(['Viewed A', 'Viewed B']);
    expect(res.json().data[0]).toMatchObject({ agent: { name: 'Asha Agent' }, address: { city: 'Nashik' } });
  });

  it('keeps only the 20 newest', async () => {
    const buyer = await createUser(t.app);
    const titles: string[] = [];
    for (let i = 0; i < 22; i++) {
      const { row } = await insertProperty(t.app, { agentId: agent.row.id, title: `Seen ${i}` });
      await get(row.id, buyer.auth);
      titles.unshift(`Seen ${i}`);
    }
    const res = await t.app.inject({ url: '/api/v1/auth/recently-viewed', headers: buyer.auth });
    expect(res.json().data.map((p: { title: string }) => p.title)).toEqual(titles.slice(0, 20));
    const [row] = await t.database.query<{ n: number }>(
      'select count(*)::int as n from recently_viewed where user_id = $1',
      [buyer.user.id],
    );
    expect(row?.n).toBe(20);
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ url: '/api/v1/auth/recently-viewed' })).statusCode).toBe(401);
  });
});
