import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty } from '../../../test/fixtures/insert-property';
import { bracketFields, imageParts, postProperty, putProperty } from '../../../test/fixtures/property-form';
import { createTestApp, createUser, TEST_PASSWORD, type TTestApp } from '../../../test/test-app';

let t: TTestApp;
const ids: Record<string, string> = {};

const BUILDERS = [
  {
    key: 'godrej',
    name: 'Godrej Properties',
    hq: { city: 'Mumbai', state: 'Maharashtra' },
    year: 1990,
    completed: 120,
    specs: ['Residential', 'Commercial'],
  },
  {
    key: 'kolte',
    name: 'Kolte Patil',
    hq: { city: 'Pune', state: 'Maharashtra' },
    year: 1991,
    completed: 45,
    specs: ['Residential'],
  },
  {
    key: 'prestige',
    name: 'Prestige Group',
    hq: { city: 'Bengaluru', state: 'Karnataka' },
    year: 1986,
    completed: 250,
    specs: ['Commercial', 'Hospitality'],
  },
  {
    key: 'emaar',
    name: 'Emaar',
    hq: { city: 'Dubai', state: 'Dubai', country: 'UAE' },
    year: undefined,
    completed: 30,
    specs: [],
  },
];

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.app, { role: 'admin' });
  for (const b of BUILDERS) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/developers',
      headers: admin.auth,
      payload: {
        name: b.name,
        description: `${b.name} builds homes`,
        foundedYear: b.year,
        headquarters: b.hq,
        completedProjects: b.completed,
        specializations: b.specs.map((name) => ({ name, description: '' })),
      },
    });
    expect(res.statusCode).toBe(201);
    ids[b.key] = res.json().data._id;
  }
});
afterAll(async () => {
  await t.close();
});

async function names(query: string): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/developers${query}` });
  expect(res.statusCode, query).toBe(200);
  expect(res.json().success).toBe(true);
  return res.json().data.map((d: { name: string }) => d.name);
}

describe('GET /developers filters', () => {
  it('lists every builder by name without filters', async () => {
    expect(await names('')).toEqual(['Emaar', 'Godrej Properties', 'Kolte Patil', 'Prestige Group']);
  });

  it('searches name, description and city, case-insensitively', async () => {
    expect(await names('?search=PATIL')).toEqual(['Kolte Patil']);
    expect(await names('?search=bengal')).toEqual(['Prestige Group']);
    expect(await names('?search=builds')).toHaveLength(4);
    expect(await names('?search=100%25')).toEqual([]);
  });

  it('filters by city, state and country ignoring case and spaces', async () => {
    expect(await names('?city=%20pune%20')).toEqual(['Kolte Patil']);
    expect(await names('?state=maharashtra')).toEqual(['Godrej Properties', 'Kolte Patil']);
    expect(await names('?country=uae')).toEqual(['Emaar']);
    expect(await names('?country=India')).toEqual(['Godrej Properties', 'Kolte Patil', 'Prestige Group']);
  });

  it('filters by founded year and completed projects, bounds included', async () => {
    expect(await names('?minYear=1990')).toEqual(['Godrej Properties', 'Kolte Patil']);
    expect(await names('?maxYear=1990')).toEqual(['Godrej Properties', 'Prestige Group']);
    expect(await names('?minYear=1987&maxYear=1990')).toEqual(['Godrej Properties']);
    expect(await names('?minProjects=45&maxProjects=120')).toEqual(['Godrej Properties', 'Kolte Patil']);
    expect(await names('?maxProjects=30')).toEqual(['Emaar']);
  });

  it('filters by specialization and combines filters', async () => {
    expect(await names('?specialization=commercial')).toEqual(['Godrej Properties', 'Prestige Group']);
    expect(await names('?specialization=Residential&city=Mumbai')).toEqual(['Godrej Properties']);
    expect(await names('?specialization=Retail')).toEqual([]);
  });

  it('treats blank parameters as not given and answers 400 naming an unreadable one', async () => {
    expect(await names('?city=&minYear=&search=')).toHaveLength(4);
    for (const param of ['minYear=abc', 'maxProjects=-1', 'page=0', 'limit=1000']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/developers?${param}` });
      expect(res.statusCode, param).toBe(400);
      expect(res.json().message).toContain(param.split('=')[0]);
    }
  });

  it('pages when asked', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/developers?page=2&limit=3' });
    expect(res.json().data.map((d: { name: string }) => d.name)).toEqual(['Prestige Group']);
    expect(res.json().pagination).toEqual({ page: 2, limit: 3, total: 4, pages: 2 });
  });
});

describe('listing counts', () => {
  it('counts only public listings (for sale or rent, active agent) in the list and the detail', async () => {
    const agent = await createUser(t.app, { role: 'agent' });
    const hidden = await createUser(t.app, { role: 'agent' });
    const developerId = ids.godrej;
    for (const status of ['For Sale', 'For Sale', 'For Rent', 'Sold', 'Rented']) {
      await insertProperty(t.app, { agentId: agent.row.id, developerId, status });
    }
    await insertProperty(t.app, { agentId: hidden.row.id, developerId, listed: false });
    await insertProperty(t.app, { agentId: agent.row.id, developerId: ids.kolte });

    const list = await t.app.inject({ method: 'GET', url: '/api/v1/developers' });
    const counts = Object.fromEntries(
      list.json().data.map((d: { name: string; listingCount: number }) => [d.name, d.listingCount]),
    );
    expect(counts).toEqual({ 'Godrej Properties': 3, 'Kolte Patil': 1, 'Prestige Group': 0, Emaar: 0 });
    const detail = await t.app.inject({ method: 'GET', url: `/api/v1/developers/${developerId}` });
    expect(detail.json().data.listingCount).toBe(3);
  });
});

describe('listing counts follow listing writes through the API', () => {
  const countsOf = async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/developers' });
    return Object.fromEntries(
      list.json().data.map((d: { name: string; listingCount: number }) => [d.name, d.listingCount]),
    ) as Record<string, number>;
  };
  const detailCount = async (key: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/v1/developers/${ids[key]}` })).json().data.listingCount;

  it('counts a listing when an agent adds it, moves it, hides it and deletes it', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const agent = await createUser(t.app, { role: 'agent' });
    const before = await countsOf();
    const fields = (over: Record<string, string>) => [
      ...bracketFields({ title: 'Emaar Heights 2 BHK', ...over }),
    ];

    const created = await postProperty(
      t.app,
      agent.auth,
      [...fields({}), ['developer', ids.emaar ?? '']],
      await imageParts(1),
    );
    expect(created.statusCode, created.body).toBe(201);
    const listing = created.json().data;
    expect((await countsOf()).Emaar).toBe((before.Emaar ?? 0) + 1);
    expect(await detailCount('emaar')).toBe((before.Emaar ?? 0) + 1);

    const kept = JSON.stringify(listing.images[0]);
    const edit = (over: Record<string, string>, developer: string) =>
      putProperty(t.app, agent.auth, listing._id, [
        ...fields(over),
        ['developer', developer],
        ['existingImages', kept],
      ]);
    // Another builder: the count moves with the listing.
    expect((await edit({}, ids.prestige ?? '')).statusCode).toBe(200);
    expect(await countsOf()).toMatchObject({
      Emaar: before.Emaar ?? 0,
      'Prestige Group': (before['Prestige Group'] ?? 0) + 1,
    });
    // Sold is not public: off the count, and back when it is for sale again.
    expect((await edit({ status: 'Sold' }, ids.prestige ?? '')).statusCode).toBe(200);
    expect((await countsOf())['Prestige Group']).toBe(before['Prestige Group'] ?? 0);
    expect((await edit({ status: 'For Sale' }, ids.prestige ?? '')).statusCode).toBe(200);
    expect(await detailCount('prestige')).toBe((before['Prestige Group'] ?? 0) + 1);

    // Deactivating the agent takes their listings out of search, and out of the count.
    const status = (active: boolean) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v1/admin/users/${agent.user.id}/status`,
        headers: admin.auth,
        payload: { active },
      });
    expect((await status(false)).statusCode).toBe(200);
    expect((await countsOf())['Prestige Group']).toBe(before['Prestige Group'] ?? 0);
    expect((await status(true)).statusCode).toBe(200);
    expect((await countsOf())['Prestige Group']).toBe((before['Prestige Group'] ?? 0) + 1);

    // Deactivating ended the agent's sessions: they sign in again.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: agent.user.email, password: TEST_PASSWORD },
    });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/properties/${listing._id}`,
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await countsOf()).toEqual(before);
  });
});
