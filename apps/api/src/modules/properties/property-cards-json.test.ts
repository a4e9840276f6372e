import { ZPropertyCard } from '@nivaas/shared/property';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developers } from '../../db/schema';
import { newId } from '../../lib/ids';
import { insertProperty } from '../../../test/fixtures/insert-property';
import { createTestApp, createUser, type TTestApp } from '../../../test/test-app';
import { createPropertiesRepository } from './properties.repository';
import { toPropertyCardDto } from './property-dto';

let t: TTestApp;
const ids: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const agent = await createUser(t.app, { role: 'agent' });
  const developerId = newId();
  await t.app.deps.db.insert(developers).values({
    id: developerId,
    name: 'Skyline Builders',
    description: 'Homes in Nashik since 1998 — "quoted" <b>text</b>',
    hqCity: 'Nashik',
    hqState: 'Maharashtra',
    logo: { _id: 'logo', url: '/uploads/developers/x/logo.webp', publicId: 'developers/x/logo' },
  });
  const variants = [
    // Every optional part present, awkward text and fractional numbers.
    {
      title: 'Tower "A" <script>alert(1)</script> — ₹ 2 BHK',
      lat: 19.997454,
      lng: 73.789802,
      bathrooms: 2.5,
      price: 123_456_789,
      floorNumber: 7,
      buildingName: 'Elm Court',
      line1: 'Flat 701',
      amenities: ['Gym', 'Lift', 'Swimming Pool'],
      developerId,
      developerName: 'Skyline Builders',
      possessionDate: '2027-03-01',
      launchDate: '2025-01-15',
      featured: true,
      images: [{ _id: 'a', url: '/uploads/properties/a/cover.webp', publicId: 'properties/a/cover' }],
      createdAt: new Date('2026-01-02T03:04:05.678Z'),
    },
    // Nothing optional: no coordinates, builder, launch date or amenities.
    { title: 'Plain plot', type: 'Plot', bedrooms: 0, amenities: [] },
  ];
  for (const values of variants)
    ids.push((await insertProperty(t.app, { agentId: agent.user.id, ...values })).row.id);
});
afterAll(async () => {
  await t?.close();
});

describe('cards written as JSON by the database', () => {
  it('are exactly the cards toPropertyCardDto makes of the same listings', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/properties?limit=50' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json();
    expect(body).toMatchObject({ success: true, pagination: { page: 1, limit: 50, total: 2, pages: 1 } });
    const repo = createPropertiesRepository(t.app.deps.db);
    for (const id of ids) {
      const card = body.data.find((c: { _id: string }) => c._id === id);
      const listing = await repo.getPropertyById(id);
      if (!listing) throw new Error('listing missing');
      expect(card).toStrictEqual(JSON.parse(JSON.stringify(toPropertyCardDto(listing))));
      expect(ZPropertyCard.strict().parse(card)).toStrictEqual(card);
    }
    const full = body.data.find((c: { _id: string }) => c._id === ids[0]);
    expect(full.location).toEqual({ type: 'Point', coordinates: [73.789802, 19.997454] });
    expect(full.createdAt).toBe('2026-01-02T03:04:05.678Z');
    expect(full.projectDetails).toEqual({ launchDate: '2025-01-15' });
    const plain = body.data.find((c: { _id: string }) => c._id === ids[1]);
    expect(plain).not.toHaveProperty('location');
    expect(plain).toMatchObject({ developer: null, projectDetails: {}, amenities: [] });
  });

  it('are the same in the featured list and an agent list', async () => {
    const featured = (await t.app.inject({ method: 'GET', url: '/api/v1/properties/featured' })).json();
    expect(featured).toEqual({
      success: true,
      data: [expect.objectContaining({ _id: ids[0], featured: true })],
    });
    const all = (await t.app.inject({ method: 'GET', url: '/api/v1/properties' })).json();
    const agentId = all.data[0].agent._id;
    const mine = (await t.app.inject({ method: 'GET', url: `/api/v1/properties/agent/${agentId}` })).json();
    expect(mine.data.map((c: { _id: string }) => c._id).sort()).toEqual([...ids].sort());
    expect(mine.data).toEqual(expect.arrayContaining(all.data));
  });

  it('answers an empty page as an empty array', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/properties?city=Nowhere' });
    expect(res.json()).toEqual({
      success: true,
      data: [],
      pagination: { page: 1, limit: 12, total: 0, pages: 0 },
    });
  });
});
