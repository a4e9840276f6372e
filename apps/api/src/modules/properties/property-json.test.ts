import { ZProperty, ZPropertyCard } from '@nivaas/shared/property';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developers } from '../../db/schema';
import { newId } from '../../lib/ids';
import { insertProperty } from '../../../test/fixtures/insert-property';
import { createTestApp, createUser, type TTestApp } from '../../../test/test-app';
import { createPropertiesRepository } from './properties.repository';
import { toPropertyCardDto, toPropertyDto } from './property-dto';

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
      images: [
        { _id: 'a', url: '/uploads/properties/a/cover.webp', publicId: 'properties/a/cover' },
        {
          _id: 'b',
          url: '/uploads/properties/a/b-large.webp',
          publicId: 'properties/a/b',
          variants: { small: '/s.webp', medium: '/m.webp', large: '/l.webp' },
        },
      ],
      createdAt: new Date('2026-01-02T03:04:05.678Z'),
      // The detail's own fields, with missing and null parts.
      description: 'Line one\nline two — "quoted" ₹ \\ </script>',
      highlights: ['Corner flat', 'East facing'],
      nearbyLocalities: { hospital: true, hospitalName: 'City Care', metro: false },
      projectDetails: { launchDate: '2025-01-15', totalUnits: 120, towers: ['A', 'B'] },
      approvals: [
        { name: 'RERA', number: 'P5170000123', date: '2024-05-01' },
        { name: 'OC', number: null, date: null },
        { name: 'CC' },
      ] as never,
      ageOfProperty: 3,
      floorPlans: [{ _id: 'f', url: '/uploads/properties/a/plan.webp', publicId: 'properties/a/plan' }],
      brochure: { _id: 'br', url: '/uploads/properties/a/brochure.pdf', publicId: 'properties/a/brochure' },
      virtualTour: null,
    },
    // Two more for sale nearby (similar to the first, the nearer first) and one for rent.
    { title: 'Near one', lat: 20.01, lng: 73.79, price: 5_000_000 },
    { title: 'Near two', lat: 19.9975, lng: 73.7898, developerId, images: [] },
    { title: 'For rent nearby', lat: 19.998, lng: 73.79, status: 'For Rent' },
    // Nothing optional: no coordinates, builder, launch date or amenities.
    { title: 'Plain plot', type: 'Plot', bedrooms: 0, amenities: [] },
  ];
  for (const values of variants)
    ids.push((await insertProperty(t.app, { agentId: agent.user.id, ...values })).row.id);
});
afterAll(async () => {
  await t?.close();
});

describe('cards and details written as JSON by the database', () => {
  it('are exactly the cards toPropertyCardDto makes of the same listings', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/properties?limit=50' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json();
    expect(body).toMatchObject({ success: true, pagination: { page: 1, limit: 50, total: 5, pages: 1 } });
    const repo = createPropertiesRepository(t.app.deps.db);
    for (const id of ids) {
      const card = body.data.find((c: { _id: string }) => c._id === id);
      const listing = await repo.getPropertyById(id);
      if (!listing) throw new Error('listing missing');
      expect(card).toStrictEqual(JSON.parse(JSON.stringify(toPropertyCardDto(listing))));
      expect(ZPropertyCard.strict().parse(card)).toStrictEqual(card);
    }
    const full = body.data.find((c: { _id: string }) => c._id === ids[0]);
    // A card carries the cover only and names the builder without its description.
    expect(full.images).toEqual([expect.objectContaining({ _id: 'a' })]);
    expect(full.developer).toEqual({
      _id: expect.any(String),
      name: 'Skyline Builders',
      logo: expect.any(Object),
    });
    expect(full.location).toEqual({ type: 'Point', coordinates: [73.789802, 19.997454] });
    expect(full.createdAt).toBe('2026-01-02T03:04:05.678Z');
    expect(full.projectDetails).toEqual({ launchDate: '2025-01-15' });
    const plain = body.data.find((c: { _id: string }) => c._id === ids[4]);
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

  it('write the detail exactly as toPropertyDto does, with similar cards nearest first', async () => {
    const repo = createPropertiesRepository(t.app.deps.db);
    const haversineKm = (a: [number, number], b: [number, number]) => {
      const rad = (d: number) => (d * Math.PI) / 180;
      const h =
        Math.sin(rad(b[1] - a[1]) / 2) ** 2 +
        Math.cos(rad(a[1])) * Math.cos(rad(b[1])) * Math.sin(rad(b[0] - a[0]) / 2) ** 2;
      return 12742 * Math.asin(Math.sqrt(h));
    };
    for (const id of ids) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/properties/${id}` });
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      const listing = await repo.getPropertyById(id);
      if (!listing) throw new Error('listing missing');
      const { similarProperties, ...detail } = data;
      expect(detail).toStrictEqual(JSON.parse(JSON.stringify(toPropertyDto(listing))));
      expect(ZProperty.strict().parse(data)).toStrictEqual(data);
      const expected = [];
      for (const s of similarProperties) {
        const other = await repo.getPropertyById(s._id);
        if (!other || !data.location) throw new Error('similar listing missing');
        const km = haversineKm(data.location.coordinates, s.location.coordinates);
        expected.push(JSON.parse(JSON.stringify(toPropertyCardDto(other, { distanceKm: km }))));
      }
      expect(similarProperties).toStrictEqual(expected);
    }
    const first = (await t.app.inject({ method: 'GET', url: `/api/v1/properties/${ids[0]}` })).json().data;
    expect(first.similarProperties.map((s: { title: string }) => s.title)).toEqual(['Near two', 'Near one']);
    expect(first.approvals).toEqual([
      { name: 'RERA', number: 'P5170000123', date: '2024-05-01' },
      { name: 'OC', number: '', date: null },
      { name: 'CC', number: '', date: null },
    ]);
    expect(first.floorPlan).toEqual(first.floorPlans[0]);
    expect(first.images).toHaveLength(2);
    expect(first.developer.description).toContain('since 1998');
    const plain = (await t.app.inject({ method: 'GET', url: `/api/v1/properties/${ids[4]}` })).json().data;
    expect(plain).toMatchObject({ similarProperties: [], floorPlan: null, approvals: [], developer: null });
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
