import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids';
import { createTestApp, createUser, type TTestApp } from '../../../test/test-app';
import { listFiles } from '../../../test/fixtures/files';
import { insertContactRequest, insertFavorite, insertProperty } from '../../../test/fixtures/insert-property';
import {
  bracketFields,
  imageParts,
  jpegBytes,
  jsonFields,
  postProperty,
  putProperty,
} from '../../../test/fixtures/property-form';

let t: TTestApp;
let owner: Awaited<ReturnType<typeof createUser>>;
let other: Awaited<ReturnType<typeof createUser>>;
let admin: Awaited<ReturnType<typeof createUser>>;
let uploads: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.app, { role: 'agent', name: 'Owner Agent' });
  other = await createUser(t.app, { role: 'agent', name: 'Other Agent' });
  admin = await createUser(t.app, { role: 'admin' });
  uploads = t.config.storage.kind === 'local' ? t.config.storage.root : '';
});
afterAll(async () => {
  await t.close();
});

type TImage = { _id: string; url: string; publicId: string; variants: Record<string, string> };
const keysOf = (img: TImage) => Object.values(img.variants).map((u) => u.replace('/uploads/', ''));

async function createListing(images = 2) {
  const res = await postProperty(t.app, owner.auth, bracketFields(), await imageParts(images));
  expect(res.statusCode).toBe(201);
  return res.json().data as { _id: string; images: TImage[]; title: string };
}

const keep = (img: TImage): [string, string] => [
  'existingImages',
  JSON.stringify({ url: img.url, publicId: img.publicId, _id: img._id }),
];
const getRow = async (id: string) =>
  (
    await t.database.query<{ title: string; status: string }>(
      'select title, status from properties where id = $1',
      [id],
    )
  )[0];

describe('PUT /properties/{id}', () => {
  it('updates the owner’s listing: keeps exactly the listed images, adds new ones, deletes the rest', async () => {
    const p = await createListing(2);
    const [first, second] = p.images as [TImage, TImage];
    const res = await putProperty(
      t.app,
      owner.auth,
      p._id,
      [...jsonFields({ title: 'Renamed Residency', status: 'Sold' }), keep(second)],
      await imageParts(1),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Property updated successfully!' });
    expect(body.data).toMatchObject({ _id: p._id, title: 'Renamed Residency', status: 'Sold' });
    expect(body.data.images).toHaveLength(2);
    expect(body.data.images[0]).toEqual(second);
    expect(body.data.images[1]._id).not.toBe(first._id);
    const files = await listFiles(uploads);
    for (const k of keysOf(first)) expect(files).not.toContain(k);
    for (const k of [...keysOf(second), ...keysOf(body.data.images[1])]) expect(files).toContain(k);
    expect(await listFiles(path.join(t.dataDir, 'tmp'))).toEqual([]);
  });

  it('accepts the bracket encoding with existingImages[] and keeps coordinates it does not send', async () => {
    const created = await postProperty(
      t.app,
      owner.auth,
      [...bracketFields(), ['latitude', '20'], ['longitude', '73.8']],
      await imageParts(1),
    );
    const p = created.json().data;
    const res = await putProperty(t.app, owner.auth, p._id, [
      ...bracketFields({ price: '7000000', 'address[locality]': '' }),
      ['existingImages[]', JSON.stringify(p.images[0])],
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      price: 7_000_000,
      address: { locality: 'Gangapur Road' },
      location: { coordinates: [73.8, 20] },
    });
  });

  it('reads the spec type Townhouse as a Row House, and refuses half a bathroom', async () => {
    const p = await createListing(1);
    const keepFirst = ['existingImages[]', JSON.stringify(p.images[0])] as [string, string];
    const res = await putProperty(t.app, owner.auth, p._id, [
      ...bracketFields({ type: 'Townhouse' }),
      keepFirst,
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.type).toBe('Row House');
    const half = await putProperty(t.app, owner.auth, p._id, [
      ...bracketFields({ bathrooms: '2.5' }),
      keepFirst,
    ]);
    expect(half.statusCode).toBe(422);
    expect(half.json().errors).toEqual({ bathrooms: 'Bathrooms must be a whole number' });
    const detail = await t.app.inject({ url: `/api/v1/properties/${p._id}` });
    expect(detail.json().data).toMatchObject({ type: 'Row House', bathrooms: 2 });
  });

  it('answers 422 with the Edit rules: required fields and at least one image', async () => {
    const p = await createListing(1);
    const res = await putProperty(t.app, owner.auth, p._id, [['description', 'x']]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      title: 'Title is required',
      type: 'Property type is required',
      status: 'Status is required',
      price: 'Price is required',
      bedrooms: 'Bedrooms count is required',
      bathrooms: 'Bathrooms count is required',
      area: 'Area is required',
      street: 'Street address is required',
      city: 'City is required',
      state: 'State is required',
      zipCode: 'Zip code is required',
      images: 'At least one image is required',
    });
    expect((await getRow(p._id))?.title).toBe(p.title);
  });

  it('refuses another agent with 403 and changes nothing, not even a temp file', async () => {
    const p = await createListing(1);
    const filesBefore = await listFiles(uploads);
    const res = await putProperty(
      t.app,
      other.auth,
      p._id,
      [...jsonFields({ title: 'Hijacked' }), keep(p.images[0] as TImage)],
      await imageParts(1),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'You are not authorized to perform this action',
    });
    expect((await getRow(p._id))?.title).toBe(p.title);
    expect(await listFiles(uploads)).toEqual(filesBefore);
    expect(await listFiles(path.join(t.dataDir, 'tmp'))).toEqual([]);
  });

  it('makes an admin name the agent and lets them reassign the listing', async () => {
    const p = await createListing(1);
    const fields = [...jsonFields({ title: 'Admin edit' }), keep(p.images[0] as TImage)];
    const missing = await putProperty(t.app, admin.auth, p._id, fields);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ agent: 'Please choose an agent' });
    const res = await putProperty(t.app, admin.auth, p._id, [...fields, ['agent', other.user.id]]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.agent._id).toBe(other.user.id);
  });

  it('keeps the old files and row when a new upload fails, and removes what it stored', async () => {
    const p = await createListing(1);
    const filesBefore = await listFiles(uploads);
    const broken = Buffer.concat([(await jpegBytes(300, 300)).subarray(0, 600), Buffer.alloc(2000, 1)]);
    const res = await putProperty(
      t.app,
      owner.auth,
      p._id,
      [...jsonFields({ title: 'Should not stick' }), keep(p.images[0] as TImage)],
      [...(await imageParts(1)), { field: 'images', data: broken, filename: 'b.jpg', type: 'image/jpeg' }],
    );
    expect(res.statusCode).toBe(415);
    expect((await getRow(p._id))?.title).toBe(p.title);
    expect(await listFiles(uploads)).toEqual(filesBefore);
  });

  it('answers 422 for a day the calendar does not have, as JSON too, and changes nothing', async () => {
    const p = await createListing(1);
    const detail = (await t.app.inject({ url: `/api/v1/properties/${p._id}` })).json().data;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/properties/${p._id}`,
      headers: owner.auth,
      payload: {
        ...detail,
        title: 'Should not stick',
        possessionDate: '2023-02-29',
        projectDetails: { launchDate: '2024-02-30' },
        approvals: [{ name: 'OC', number: '', date: '2024-04-31' }],
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      possessionDate: 'Please enter a valid date',
      'projectDetails.launchDate': 'Please enter a valid date',
      'approvals.0.date': 'Please enter a valid date',
    });
    expect((await getRow(p._id))?.title).toBe(p.title);
  });

  it('answers 404 for an unknown id and for an id of the wrong form', async () => {
    for (const id of [newId(), 'not-an-id', '123']) {
      const res = await putProperty(t.app, owner.auth, id, jsonFields());
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Property not found');
    }
  });
});

describe('DELETE /properties/{id}', () => {
  it('removes the listing, its files, favourites, recently viewed and contact requests', async () => {
    const p = await createListing(2);
    const buyer = await createUser(t.app);
    await insertFavorite(t.app, buyer.row.id, p._id);
    await insertContactRequest(t.app, { userId: buyer.row.id, propertyId: p._id });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/properties/${p._id}`,
      headers: owner.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Property deleted successfully' });
    const files = await listFiles(uploads);
    expect(files.filter((f) => f.startsWith(`properties/${p._id}/`))).toEqual([]);
    for (const table of ['properties', 'favorites', 'recently_viewed', 'contact_requests']) {
      const column = table === 'properties' ? 'id' : 'property_id';
      const [row] = await t.database.query<{ n: number }>(
        `select count(*)::int as n from ${table} where ${column} = $1`,
        [p._id],
      );
      expect(row?.n, table).toBe(0);
    }
    const again = await t.app.inject({ url: `/api/v1/properties/${p._id}` });
    expect(again.statusCode).toBe(404);
  });

  it('never deletes shared demo files a listing points at', async () => {
    await t.app.deps.storage.put('demo/home-1-large.webp', Buffer.from('demo'), 'image/webp');
    const { row } = await insertProperty(t.app, {
      agentId: owner.row.id,
      images: [
        { _id: 'd1', url: t.app.deps.storage.urlFor('demo/home-1-large.webp'), publicId: 'demo/home-1' },
      ],
    });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/properties/${row.id}`,
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(await t.app.deps.storage.exists('demo/home-1-large.webp')).toBe(true);
  });

  it('refuses another agent (403) and a buyer (403), keeping the listing', async () => {
    const p = await createListing(1);
    const buyer = await createUser(t.app);
    for (const who of [other, buyer]) {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/properties/${p._id}`,
        headers: who.auth,
      });
      expect(res.statusCode).toBe(403);
    }
    expect(await getRow(p._id)).toBeDefined();
  });
});
