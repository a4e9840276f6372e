import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developers } from '../../db/schema';
import { newId } from '../../lib/ids';
import { insertProperty } from '../../../test/fixtures/insert-property';
import { expectExactly, routeSchemas } from '../../../test/fixtures/route-schemas';
import { createTestApp, createUser, type TTestApp } from '../../../test/test-app';

let t: TTestApp;
const schemas = routeSchemas();
const ids: string[] = [];
const variants = { small: '/s.webp', medium: '/m.webp', large: '/l.webp' };

beforeAll(async () => {
  t = await createTestApp({}, { onRoute: schemas.onRoute });
  const rows: (typeof developers.$inferInsert)[] = [
    // Every part present, with awkward text.
    {
      id: newId(),
      name: 'Arya "Homes" <b> ₹',
      description: 'Since 1998 — ₹ crores of homes\nin Nashik \\ Pune',
      website: 'https://arya.example',
      foundedYear: 1998,
      logo: { _id: 'logo', url: '/uploads/developers/a/logo.webp', publicId: 'developers/a/logo', variants },
      hqCity: 'Nashik',
      hqState: 'Maharashtra',
      completedProjects: 12,
      ongoingProjects: 3,
      upcomingProjects: 1,
      flagshipProjects: [{ name: 'Elm Court', description: 'Towers by the river' }],
      team: [
        {
          name: 'Asha',
          designation: 'CEO',
          image: { _id: 't1', url: '/uploads/developers/a/t1.webp', publicId: 'developers/a/t1', variants },
        },
        { name: 'Ravi', designation: 'CFO', image: null },
        {
          name: 'Meera',
          designation: 'CTO',
          image: { _id: 't3', url: '/t3.webp', publicId: 'developers/a/t3' },
        },
      ],
      specializations: [{ name: 'Residential', description: 'Flats' }],
      specializationKeys: ['residential'],
      contactEmail: 'hello@arya.example',
      contactPhone: '+91 98765 43210',
      socialMedia: { facebook: 'https://facebook.com/arya', instagram: 'https://instagram.com/arya' },
      awards: [
        { name: 'Best Builder', year: 2020, category: 'Residential' },
        { name: 'Green', year: null, category: '' },
      ],
      createdAt: new Date('2026-01-02T03:04:05.678Z'),
    },
    // Nothing optional.
    { id: newId(), name: 'Bare Builders', hqCity: 'Pune', hqState: 'Maharashtra' },
    // A logo without variants.
    {
      id: newId(),
      name: 'Coastal Realty',
      hqCity: 'Panaji',
      hqState: 'Goa',
      logo: { _id: 'l', url: '/uploads/developers/c/logo.png', publicId: 'developers/c/logo' },
    },
  ];
  for (const row of rows) {
    await t.app.deps.db.insert(developers).values(row);
    ids.push(row.id);
  }
  const agent = await createUser(t.app, { role: 'agent' });
  for (let i = 0; i < 2; i++) await insertProperty(t.app, { agentId: agent.user.id, developerId: ids[0] });
});
afterAll(async () => {
  await t?.close();
});

describe('builders, written as JSON by the database (their one writer)', () => {
  it('answer the list exactly as the route declares, by name, with what the directory shows', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/developers' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json();
    expectExactly(schemas.answer('GET', '/api/v1/developers'), body);
    expect(body.pagination).toEqual({ page: 1, limit: 3, total: 3, pages: 1 });
    expect(body.data.map((d: { name: string }) => d.name)).toEqual([
      'Arya "Homes" <b> ₹',
      'Bare Builders',
      'Coastal Realty',
    ]);
    // One builder read alone is the same as in the list.
    for (const d of body.data) {
      const one = await t.app.inject({ method: 'GET', url: `/api/v1/developers/${d._id}` });
      expectExactly(schemas.answer('GET', '/api/v1/developers/:id'), one.json());
      expect(one.json().data).toStrictEqual(d);
    }
    const [arya, bare, coastal] = body.data;
    expect(arya).toMatchObject({
      name: 'Arya "Homes" <b> ₹',
      description: 'Since 1998 — ₹ crores of homes\nin Nashik \\ Pune',
      website: 'https://arya.example',
      foundedYear: 1998,
      logo: { _id: 'logo', url: '/uploads/developers/a/logo.webp', publicId: 'developers/a/logo', variants },
      headquarters: { city: 'Nashik', state: 'Maharashtra', country: 'India' },
      completedProjects: 12,
      ongoingProjects: 3,
      upcomingProjects: 1,
      flagshipProjects: [{ name: 'Elm Court', description: 'Towers by the river' }],
      specializations: [{ name: 'Residential', description: 'Flats' }],
      contact: { email: 'hello@arya.example', phone: '+91 98765 43210' },
      awards: [
        { name: 'Best Builder', year: 2020, category: 'Residential' },
        { name: 'Green', year: null, category: '' },
      ],
      listingCount: 2,
      createdAt: '2026-01-02T03:04:05.678Z',
      socialMedia: {
        facebook: 'https://facebook.com/arya',
        twitter: null,
        linkedin: null,
        instagram: 'https://instagram.com/arya',
      },
    });
    expect(arya.team[0]).toEqual({
      name: 'Asha',
      designation: 'CEO',
      image: { _id: 't1', url: '/uploads/developers/a/t1.webp', publicId: 'developers/a/t1', variants },
    });
    expect(arya.team[1].image).toBeNull();
    expect(arya.team[2].image).not.toHaveProperty('variants');
    expect(bare).toMatchObject({
      logo: null,
      team: [],
      awards: [],
      listingCount: 0,
      website: null,
      contact: { email: null, phone: null },
    });
    expect(coastal.logo).toEqual({
      _id: 'l',
      url: '/uploads/developers/c/logo.png',
      publicId: 'developers/c/logo',
    });
  });

  it('pages and filters the same way', async () => {
    const page = (await t.app.inject({ method: 'GET', url: '/api/v1/developers?page=2&limit=2' })).json();
    expect(page.pagination).toEqual({ page: 2, limit: 2, total: 3, pages: 2 });
    expect(page.data.map((d: { name: string }) => d.name)).toEqual(['Coastal Realty']);
    const none = (await t.app.inject({ method: 'GET', url: '/api/v1/developers?city=Nowhere' })).json();
    expect(none).toEqual({ success: true, data: [], pagination: { page: 1, limit: 0, total: 0, pages: 0 } });
  });
});
