import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developerJsonForm } from '../../../test/fixtures/developer-form';
import { insertProperty } from '../../../test/fixtures/insert-property';
import { createTestApp, createUser, type TTestApp } from '../../../test/test-app';

/**
 * A card's JSON is stored with the listing, its agent and its builder (migration 0029), so every
 * write to any of the three must reach the cards lists answer, and the card must say what the
 * detail (built on each request) says.
 */
let t: TTestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let agent: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { role: 'admin' });
  agent = await createUser(t.app, { role: 'agent', name: 'Asha Agent' });
});
afterAll(async () => {
  await t.close();
});

type TCard = Record<string, unknown> & { _id: string };
const api = (method: 'GET' | 'PUT' | 'POST', url: string, headers = {}, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

async function cardOf(id: string): Promise<TCard> {
  const res = await api('GET', '/properties?limit=100');
  expect(res.statusCode).toBe(200);
  const card = (res.json().data as TCard[]).find((c) => c._id === id);
  if (!card) throw new Error(`no card for ${id}`);
  return card;
}

describe('a listing card', () => {
  it('follows edits of the listing, of its agent and of its builder', async () => {
    const created = await api(
      'POST',
      '/developers',
      admin.auth,
      developerJsonForm({ name: 'Prestige Group' }),
    );
    expect(created.statusCode).toBe(201);
    const developerId = created.json().data._id as string;
    const { row } = await insertProperty(t.app, {
      agentId: agent.row.id,
      developerId,
      lat: 19.99,
      lng: 73.78,
      projectDetails: { reraId: 'P51700012345' },
    });

    expect(await cardOf(row.id)).toMatchObject({
      title: 'Sunrise Residency 2 BHK',
      agent: { _id: agent.row.id, name: 'Asha Agent' },
      developer: { _id: developerId, name: 'Prestige Group', logo: null },
      rera: { number: 'P51700012345', checkedAt: null },
      location: { type: 'Point', coordinates: [73.78, 19.99] },
      priceDrop: null,
    });

    expect((await api('PUT', '/auth/me', agent.auth, { name: 'Asha Deshmukh' })).statusCode).toBe(200);
    const renamed = await api(
      'PUT',
      `/developers/${developerId}`,
      admin.auth,
      developerJsonForm({ name: 'Prestige Estates' }),
    );
    expect(renamed.statusCode).toBe(200);
    // A drop of price (the trigger of migration 0020 marks it) and a new title, behind the API's back.
    await t.app.deps.db.execute(
      sql`update properties set title = 'Sunrise Residency 3 BHK', price = 5850000, lat = null, lng = null
          where id = ${row.id}`,
    );

    const card = await cardOf(row.id);
    expect(card).toMatchObject({
      title: 'Sunrise Residency 3 BHK',
      price: 5_850_000,
      agent: { name: 'Asha Deshmukh' },
      developer: { name: 'Prestige Estates' },
      priceDrop: { percent: 10 },
    });
    expect(card).not.toHaveProperty('location');
  });

  it('says what the detail says of the same listing', async () => {
    const { row } = await insertProperty(t.app, {
      agentId: agent.row.id,
      lat: 20.01,
      lng: 73.79,
      amenities: ['Lift', 'Gym'],
      possessionDate: '2027-03-01',
      launchDate: '2025-01-15',
      buildingName: 'Tower A',
      floorNumber: 7,
      titleHi: 'सूर्योदय रेजीडेंसी',
    });
    await t.app.deps.db.execute(sql`update properties set price = 6000000 where id = ${row.id}`);
    const card = await cardOf(row.id);
    const detail = (await api('GET', `/properties/${row.id}`)).json().data as Record<string, unknown>;
    const shared = Object.keys(card).filter((k) => !['developer', 'images', 'projectDetails'].includes(k));
    expect(shared.length).toBeGreaterThan(20);
    for (const key of shared) expect({ [key]: card[key] }).toEqual({ [key]: detail[key] });
    expect(card.projectDetails).toEqual({ launchDate: '2025-01-15' });
  });

  it('drops its price-drop badge once the drop is older than 30 days', async () => {
    const { row } = await insertProperty(t.app, { agentId: agent.row.id });
    await t.app.deps.db.execute(sql`update properties set price = 6000000 where id = ${row.id}`);
    expect((await cardOf(row.id)).priceDrop).toMatchObject({ percent: 7.7 });
    await t.app.deps.db.execute(
      sql`update properties set price_dropped_at = now() - interval '31 days' where id = ${row.id}`,
    );
    expect((await cardOf(row.id)).priceDrop).toBeNull();
  });
});
