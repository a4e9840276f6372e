import { ZAdminProperty } from '@nivaas/shared/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developers } from '../../db/schema';
import { newId } from '../../lib/ids';
import { insertFavorite, insertProperty } from '../../../test/fixtures/insert-property';
import { expectExactly, routeSchemas } from '../../../test/fixtures/route-schemas';
import { createTestApp, createUser, type TTestApp } from '../../../test/test-app';

let t: TTestApp;
const ids: string[] = [];
const schemas = routeSchemas();
let agentId: string;
let developerId: string;

type TCard = Record<string, unknown> & { _id: string; location?: { coordinates: [number, number] } };

beforeAll(async () => {
  t = await createTestApp({}, { onRoute: schemas.onRoute });
  const agent = await createUser(t.app, { role: 'agent' });
  agentId = agent.user.id;
  developerId = newId();
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
      bathrooms: 3,
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

describe('cards and details, written as JSON by the database (their one writer)', () => {
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    return res.json();
  };
  let searchCards: Map<string, TCard>;

  it('answer a search exactly as the route declares, each card with what the card shows', async () => {
    const body = await get('/api/v1/properties?limit=50');
    expectExactly(schemas.answer('GET', '/api/v1/properties'), body);
    expect(body).toMatchObject({ success: true, pagination: { page: 1, limit: 50, total: 5, pages: 1 } });
    searchCards = new Map(body.data.map((c: TCard) => [c._id, c]));
    const full = searchCards.get(ids[0] as string);
    expect(full).toMatchObject({
      title: 'Tower "A" <script>alert(1)</script> — ₹ 2 BHK',
      type: 'Apartment',
      status: 'For Sale',
      price: 123_456_789,
      bedrooms: 2,
      bathrooms: 3,
      area: 950,
      buildingName: 'Elm Court',
      floorNumber: 7,
      featured: true,
      address: {
        line1: 'Flat 701',
        street: 'College Road',
        city: 'Nashik',
        locality: 'Gangapur Road',
        state: 'Maharashtra',
        zipCode: '422005',
        country: 'India',
      },
      amenities: ['Gym', 'Lift', 'Swimming Pool'],
      possessionDate: '2027-03-01',
      constructionStatus: 'Under Construction',
      // The card's launch badge reads projectDetails.launchDate; nothing else of the project.
      projectDetails: { launchDate: '2025-01-15' },
      location: { type: 'Point', coordinates: [73.789802, 19.997454] },
      createdAt: '2026-01-02T03:04:05.678Z',
      agent: {
        _id: agentId,
        name: 'Test agent',
        avatar: null,
        photo: null,
        mobile: '+91 98765 43210',
        phone: '+91 98765 43210',
        isVerified: true,
      },
    });
    // The cover only, and the builder without its description.
    expect(full?.images).toEqual([
      { _id: 'a', url: '/uploads/properties/a/cover.webp', publicId: 'properties/a/cover' },
    ]);
    expect(full?.developer).toEqual({
      _id: developerId,
      name: 'Skyline Builders',
      logo: { _id: 'logo', url: '/uploads/developers/x/logo.webp', publicId: 'developers/x/logo' },
    });
    const plain = searchCards.get(ids[4] as string);
    expect(plain).not.toHaveProperty('location');
    expect(plain).toMatchObject({ developer: null, projectDetails: {}, amenities: [], images: [] });
  });

  it('are the same cards in the featured list, an agent’s list, favourites and the admin tables', async () => {
    const featured = await get('/api/v1/properties/featured');
    expectExactly(schemas.answer('GET', '/api/v1/properties/featured'), featured);
    expect(featured.data).toEqual([searchCards.get(ids[0] as string)]);

    const mine = await get(`/api/v1/properties/agent/${agentId}`);
    expectExactly(schemas.answer('GET', '/api/v1/properties/agent/:id'), mine);
    expect(mine.data).toHaveLength(ids.length);
    for (const card of mine.data) expect(card).toEqual(searchCards.get(card._id));

    const buyer = await createUser(t.app);
    await insertFavorite(t.app, buyer.user.id, ids[1] as string);
    const saved = await get('/api/v1/auth/favorites', buyer.auth);
    expectExactly(schemas.answer('GET', '/api/v1/auth/favorites'), saved);
    expect(saved.data).toEqual([searchCards.get(ids[1] as string)]);
    const viewed = await get('/api/v1/auth/recently-viewed', buyer.auth);
    expect(viewed.data).toEqual([searchCards.get(ids[1] as string)]);

    // The admin tables get the same cards, narrowed by their schema to what the tables show.
    const admin = await createUser(t.app, { role: 'admin' });
    const listings = await get('/api/v1/admin/properties', admin.auth);
    expectExactly(schemas.answer('GET', '/api/v1/admin/properties'), listings);
    // Beside the card, the admin table says who checked its RERA number (none here).
    const asAdminSees = (id: string) => ZAdminProperty.parse({ ...searchCards.get(id), reraCheckedBy: null });
    expect(listings.data).toHaveLength(ids.length);
    for (const card of listings.data) expect(card).toEqual(asAdminSees(card._id));
    expect(listings.data.find((c: TCard) => c._id === ids[0])).toEqual({
      _id: ids[0],
      title: 'Tower "A" <script>alert(1)</script> — ₹ 2 BHK',
      type: 'Apartment',
      status: 'For Sale',
      price: 123_456_789,
      featured: true,
      createdAt: '2026-01-02T03:04:05.678Z',
      images: [{ _id: 'a', url: '/uploads/properties/a/cover.webp' }],
      address: { city: 'Nashik', state: 'Maharashtra', locality: 'Gangapur Road' },
      agent: { _id: agentId, name: 'Test agent', email: expect.any(String), avatar: null, photo: null },
      developer: { _id: developerId, name: 'Skyline Builders' },
      rera: null,
      reraCheckedBy: null,
    });
    const paged = await get('/api/v1/admin/properties?page=2&limit=2&search=near', admin.auth);
    // 'Near one', 'Near two' and 'For rent nearby', newest first: the page of one.
    expect(paged.pagination).toEqual({ page: 2, limit: 2, total: 3, pages: 2 });
    expect(paged.data).toEqual([asAdminSees(ids[1] as string)]);
    const stats = await get('/api/v1/admin/stats', admin.auth);
    expectExactly(schemas.answer('GET', '/api/v1/admin/stats'), stats);
    for (const card of stats.data.recent.properties) expect(card).toEqual(asAdminSees(card._id));
  });

  it('answer a detail exactly as the route declares, with similar cards nearest first', async () => {
    const haversineKm = (a: [number, number], b: [number, number]) => {
      const rad = (d: number) => (d * Math.PI) / 180;
      const h =
        Math.sin(rad(b[1] - a[1]) / 2) ** 2 +
        Math.cos(rad(a[1])) * Math.cos(rad(b[1])) * Math.sin(rad(b[0] - a[0]) / 2) ** 2;
      return 12742 * Math.asin(Math.sqrt(h));
    };
    const declared = schemas.answer('GET', '/api/v1/properties/:id');
    for (const id of ids) {
      const body = await get(`/api/v1/properties/${id}`);
      expectExactly(declared, body);
      const { similarProperties, ...detail } = body.data;
      // The detail carries everything its card does, and more.
      const {
        images: _cardImages,
        projectDetails: _cardProject,
        developer: _cardDeveloper,
        ...card
      } = searchCards.get(id) as TCard;
      expect(detail).toMatchObject(card);
      let last = 0;
      for (const similar of similarProperties as (TCard & { distanceKm: number })[]) {
        const { distanceKm, ...rest } = similar;
        expect(rest).toEqual(searchCards.get(similar._id));
        const km = haversineKm(detail.location.coordinates, similar.location?.coordinates ?? [0, 0]);
        expect(distanceKm).toBeCloseTo(km, 2);
        expect(distanceKm).toBeGreaterThanOrEqual(last);
        last = distanceKm;
      }
    }
    const first = (await get(`/api/v1/properties/${ids[0]}`)).data;
    expect(first.similarProperties.map((s: { title: string }) => s.title)).toEqual(['Near two', 'Near one']);
    expect(first).toMatchObject({
      description: 'Line one\nline two — "quoted" ₹ \\ </script>',
      highlights: ['Corner flat', 'East facing'],
      nearbyLocalities: { hospital: true, hospitalName: 'City Care', metro: false },
      projectDetails: { launchDate: '2025-01-15', totalUnits: 120, towers: ['A', 'B'] },
      ageOfProperty: 3,
      brochure: { _id: 'br', url: '/uploads/properties/a/brochure.pdf', publicId: 'properties/a/brochure' },
      virtualTour: null,
    });
    expect(first.approvals).toEqual([
      { name: 'RERA', number: 'P5170000123', date: '2024-05-01' },
      { name: 'OC', number: '', date: null },
      { name: 'CC', number: '', date: null },
    ]);
    expect(first.floorPlan).toEqual(first.floorPlans[0]);
    expect(first.images).toHaveLength(2);
    expect(first.images[1].variants).toEqual({ small: '/s.webp', medium: '/m.webp', large: '/l.webp' });
    expect(first.developer.description).toContain('since 1998');
    const plain = (await get(`/api/v1/properties/${ids[4]}`)).data;
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
