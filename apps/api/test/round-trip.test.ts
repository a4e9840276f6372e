import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngBytes } from './fixtures/images';
import { multipart } from './fixtures/multipart';
import { imageParts, jsonFields, postProperty } from './fixtures/property-form';
import { createTestApp, createUser, type TTestApp } from './test-app';

/**
 * What GET answers can be changed and sent back with PUT (API.md; issue: a client written against
 * the contract edits what it read): nulls are accepted where they are answered, read-only fields
 * (_id, dates, agent, files, counts) are ignored. Run with root-relative media URLs and with
 * absolute ones (PUBLIC_URL): what was read is what is sent back either way.
 */
describe.each([
  ['root-relative media URLs', {}],
  ['absolute media URLs', { PUBLIC_URL: 'https://www.nivaas.example' }],
])('round trips (%s)', (_name, env: Record<string, string>) => {
  let t: TTestApp;
  let agent: Awaited<ReturnType<typeof createUser>>;
  let admin: Awaited<ReturnType<typeof createUser>>;
  beforeAll(async () => {
    t = await createTestApp(env);
    agent = await createUser(t.app, { role: 'agent' });
    admin = await createUser(t.app, { role: 'admin' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = async (method: 'GET' | 'PUT', url: string, auth: object, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: { ...auth }, ...(payload ? { payload } : {}) });
  const read = async (url: string, auth: object = {}) => {
    const res = await call('GET', url, auth);
    expect(res.statusCode, url).toBe(200);
    return res.json().data;
  };
  const write = async (url: string, auth: object, payload: object) => {
    const res = await call('PUT', url, auth, payload);
    expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
    return res.json().data;
  };
  /** The answer without what changes on every write. */
  // An agent's save also confirms the listing is available (its freshness moves): not a change of data.
  // Similar listings and the locality's median are worked out around the listing, by the detail only.
  const stable = ({
    updatedAt: _u,
    similarProperties: _s,
    freshness: _f,
    localityPrice: _l,
    ...rest
  }: Record<string, unknown>) => rest;

  it('a listing: the detail sent back unchanged changes nothing, and a change sent back is saved', async () => {
    const created = await postProperty(
      t.app,
      agent.auth,
      [
        ...jsonFields({
          buildingName: 'Sunrise Residency',
          floorNumber: '4',
          possessionDate: '2027-03-01',
          projectDetails: JSON.stringify({ launchDate: '2026-01-15', totalUnits: 120 }),
          location: JSON.stringify({ type: 'Point', coordinates: [73.7898, 19.9975] }),
        }),
      ],
      [...(await imageParts(2)), ...(await imageParts(1, 'floorPlans'))],
    );
    expect(created.statusCode, created.body.slice(0, 300)).toBe(201);
    const id = created.json().data._id as string;
    const before = await read(`/properties/${id}`);

    // Unchanged, as the owner and as an admin (whose copy names the agent as an object).
    expect(stable(await write(`/properties/${id}`, agent.auth, before))).toEqual(stable(before));
    expect(stable(await write(`/properties/${id}`, admin.auth, before))).toEqual(stable(before));

    // Changed: text, a number, a cleared optional field (null), one image fewer.
    const edited = {
      ...before,
      title: 'Sunrise Residency 2 BHK, river side',
      price: 6_900_000,
      buildingName: null,
      floorNumber: null,
      address: { ...before.address, line1: null, street: 'Old College Road' },
      images: before.images.slice(1),
    };
    const after = await write(`/properties/${id}`, agent.auth, edited);
    expect(after).toMatchObject({
      title: 'Sunrise Residency 2 BHK, river side',
      price: 6_900_000,
      buildingName: null,
      floorNumber: null,
      address: { street: 'Old College Road', line1: null },
      images: [before.images[1]],
      // Read-only parts kept: the agent, the floor plan, the place, the dates.
      agent: before.agent,
      floorPlans: before.floorPlans,
      location: before.location,
      possessionDate: '2027-03-01',
      createdAt: before.createdAt,
    });
    expect(await read(`/properties/${id}`)).toMatchObject(stable(after));
  });

  it('a builder: the detail sent back (nulls included) is accepted, and a change is saved', async () => {
    const form = await multipart(
      [
        ['name', 'Kolte Patil Developers'],
        ['description', 'Homes in Pune since 1991'],
        ['headquarters[city]', 'Pune'],
        ['headquarters[state]', 'Maharashtra'],
        ['team[0][name]', 'Rajesh Patil'],
        ['team[0][designation]', 'Chairman'],
        ['awards[0][name]', 'Best Township'],
        ['awards[0][year]', '2019'],
      ],
      [
        { field: 'logo', data: await pngBytes(300, 300), filename: 'logo.png', type: 'image/png' },
        { field: 'teamPhotos', data: await pngBytes(200, 200, '#445566'), filename: 't.png' },
      ],
    );
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/developers',
      headers: { ...admin.auth, ...form.headers },
      payload: form.payload,
    });
    expect(created.statusCode, created.body.slice(0, 300)).toBe(201);
    const id = created.json().data._id as string;
    const before = await read(`/developers/${id}`);
    // What the issue found: nulls in the answer that the update refused ('Must be text').
    expect(before).toMatchObject({
      website: null,
      contact: { email: null, phone: null },
      socialMedia: { facebook: null, twitter: null, linkedin: null, instagram: null },
    });

    expect(stable(await write(`/developers/${id}`, admin.auth, before))).toEqual(stable(before));

    const after = await write(`/developers/${id}`, admin.auth, {
      ...before,
      description: 'Homes and townships in Pune since 1991',
      contact: { ...before.contact, email: 'sales@koltepatil.example' },
      socialMedia: { ...before.socialMedia, linkedin: 'https://linkedin.com/company/koltepatil' },
    });
    expect(after).toMatchObject({
      description: 'Homes and townships in Pune since 1991',
      contact: { email: 'sales@koltepatil.example', phone: null },
      socialMedia: { linkedin: 'https://linkedin.com/company/koltepatil', facebook: null },
      // The team member keeps the photo they had; the logo is not part of the form.
      team: before.team,
      logo: before.logo,
      listingCount: before.listingCount,
    });
  });

  it('the signed-in user’s profile: the user object sent back is accepted, and a change is saved', async () => {
    const buyer = await createUser(t.app, { role: 'buyer' });
    const before = await read('/auth/me', buyer.auth);
    expect(await write('/auth/me', buyer.auth, before)).toEqual(before);
    const after = await write('/auth/me', buyer.auth, {
      ...before,
      name: 'Priya K.',
      mobile: null,
      occupation: 'Architect',
      // Read-only: the role and the email do not change through the profile.
      role: 'admin',
      email: 'someone-else@example.in',
    });
    expect(after).toEqual({
      ...before,
      name: 'Priya K.',
      mobile: null,
      phone: null,
      occupation: 'Architect',
    });
  });

  it('a user in the admin screens: what GET answers is accepted back, and a change is saved', async () => {
    const other = await createUser(t.app, { role: 'agent' });
    const before = await read(`/admin/users/${other.user.id}`, admin.auth);
    expect(await write(`/admin/users/${other.user.id}`, admin.auth, before)).toEqual(before);
    const after = await write(`/admin/users/${other.user.id}`, admin.auth, {
      ...before,
      company: 'Nashik Homes',
      mobile: null,
      specializations: ['Resale', 'Rentals'],
    });
    expect(after).toEqual({
      ...before,
      company: 'Nashik Homes',
      mobile: null,
      phone: null,
      specializations: ['Resale', 'Rentals'],
    });
  });

  it('the site settings: what GET answers is accepted back, and a change is saved', async () => {
    const before = await read('/admin/settings', admin.auth);
    expect(await write('/admin/settings', admin.auth, before)).toEqual(before);
    const after = await write('/admin/settings', admin.auth, {
      ...before,
      featuredCount: 8,
      notificationEmail: 'desk@nivaas.in',
    });
    expect(after).toEqual({ ...before, featuredCount: 8, notificationEmail: 'desk@nivaas.in' });
    // The private address read back with null clears it.
    const cleared = await write('/admin/settings', admin.auth, { ...after, notificationEmail: null });
    expect(cleared).toEqual({ ...before, featuredCount: 8 });
  });
});
