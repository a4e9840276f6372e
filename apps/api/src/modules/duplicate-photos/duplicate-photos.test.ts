import { ZDuplicatePhotoFlag } from '@nivaas/shared/duplicate-photos';
import { changedOf, pageOf } from '@nivaas/shared/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { illustrationJpeg, reencodedCopy } from '../../../test/fixtures/photos';
import { bracketFields, jpegBytes, postProperty, putProperty } from '../../../test/fixtures/property-form';
import { insertProperty } from '../../../test/fixtures/insert-property';
import { createTestApp, createUser, type TTestApp } from '../../../test/test-app';
import { createRng } from '../../db/seed/prng';
import { backfillImageHashes } from './image-hash-backfill';

const ZFlagsPage = pageOf(ZDuplicatePhotoFlag);
const ZFlagChanged = changedOf(ZDuplicatePhotoFlag);

let t: TTestApp;
let agentA: Awaited<ReturnType<typeof createUser>>;
let agentB: Awaited<ReturnType<typeof createUser>>;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestApp();
  agentA = await createUser(t.app, { role: 'agent', name: 'Asha Kulkarni' });
  agentB = await createUser(t.app, { role: 'agent', name: 'Bhavesh Shah' });
  admin = await createUser(t.app, { role: 'admin' });
});
afterAll(async () => {
  await t.close();
});

type TListing = { _id: string; title: string; images: { _id: string; url: string; publicId: string }[] };
const photo = (data: Buffer, name = 'photo.jpg') => ({
  field: 'images',
  data,
  filename: name,
  type: 'image/jpeg',
});

async function list(auth: Record<string, string>, title: string, photos: Buffer[]): Promise<TListing> {
  const res = await postProperty(
    t.app,
    auth,
    bracketFields({ title }),
    photos.map((p, i) => photo(p, `p${i}.jpg`)),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as TListing;
}

async function flags(state: 'open' | 'resolved' = 'open') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/admin/moderation/duplicates?state=${state}&limit=100`,
    headers: admin.auth,
  });
  expect(res.statusCode, res.body).toBe(200);
  return ZFlagsPage.parse(res.json());
}
const flagsOf = async (propertyId: string) =>
  (await flags()).data.filter((f) => f.listing._id === propertyId || f.otherListing._id === propertyId);

describe('duplicate photos', () => {
  let original: TListing;
  let copy: TListing;

  it('flags a near-identical photo uploaded by another agent, with both listings', async () => {
    original = await list(agentA.auth, 'Lakeview 2 BHK in Gangapur Road', [
      await illustrationJpeg('home', 8),
      await illustrationJpeg('plot', 4),
    ]);
    copy = await list(agentB.auth, 'Spacious 2 BHK near the lake', [await reencodedCopy('home', 8)]);

    const found = await flagsOf(copy._id);
    expect(found).toHaveLength(1);
    const [flag] = found;
    expect(flag?.distance).toBeLessThanOrEqual(6);
    expect(flag?.resolution).toBeNull();
    expect(flag?.listing).toMatchObject({
      _id: copy._id,
      title: 'Spacious 2 BHK near the lake',
      agent: { _id: agentB.row.id, name: 'Bhavesh Shah' },
      photo: { _id: copy.images[0]?._id, url: copy.images[0]?.url },
    });
    expect(flag?.otherListing).toMatchObject({
      _id: original._id,
      title: 'Lakeview 2 BHK in Gangapur Road',
      agent: { _id: agentA.row.id, name: 'Asha Kulkarni' },
      photo: { _id: original.images[0]?._id, url: original.images[0]?.url },
    });
    const page = await flags();
    expect(page.pagination.total).toBe(page.data.length);
  });

  it('lets an agent upload the same photo again to another listing of theirs', async () => {
    const again = await list(agentA.auth, 'Lakeview 2 BHK, second flat', [await illustrationJpeg('home', 8)]);
    expect(await flagsOf(again._id)).toEqual([]);
  });

  it('does not flag a different picture', async () => {
    const other = await list(agentB.auth, 'Office space on College Road', [
      await illustrationJpeg('office', 3),
    ]);
    expect(await flagsOf(other._id)).toEqual([]);
  });

  it('does not flag a picture of one flat colour, which has no edges to compare', async () => {
    await list(agentA.auth, 'Plain cover, first', [await jpegBytes(800, 600, '#c0803a')]);
    const plain = await list(agentB.auth, 'Plain cover, second', [await jpegBytes(800, 600, '#c0803a')]);
    expect(await flagsOf(plain._id)).toEqual([]);
  });

  it('flags an edited listing when a new photo matches another agent’s', async () => {
    const edited = await list(agentB.auth, 'Corner plot in Nashik Road', [await illustrationJpeg('home', 5)]);
    expect(await flagsOf(edited._id)).toEqual([]);
    const kept = edited.images[0];
    const res = await putProperty(
      t.app,
      agentB.auth,
      edited._id,
      [...bracketFields({ title: 'Corner plot in Nashik Road' }), ['existingImages', JSON.stringify(kept)]],
      [photo(await reencodedCopy('plot', 4))],
    );
    expect(res.statusCode, res.body).toBe(200);
    const found = await flagsOf(edited._id);
    expect(found).toHaveLength(1);
    expect(found[0]?.otherListing._id).toBe(original._id);
    expect(found[0]?.otherListing.photo?._id).toBe(original.images[1]?._id);
  });

  it('forgets the hash of a photo removed from a listing', async () => {
    const [first, second] = original.images;
    const res = await putProperty(t.app, agentA.auth, original._id, [
      ...bracketFields({ title: 'Lakeview 2 BHK in Gangapur Road' }),
      ['existingImages', JSON.stringify(first)],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const rows = await t.database.query<{ image_id: string }>(
      'select image_id from listing_image_hashes where property_id = $1',
      [original._id],
    );
    expect(rows.map((r) => r.image_id)).toEqual([first?._id]);
    expect(rows.map((r) => r.image_id)).not.toContain(second?._id);
  });

  it('dismisses a flag once: it leaves the open list and is kept as resolved', async () => {
    const [flag] = await flagsOf(copy._id);
    if (!flag) throw new Error('no flag');
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/moderation/duplicates/${flag._id}`,
      headers: admin.auth,
      payload: { resolution: 'dismissed' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = ZFlagChanged.parse(res.json());
    expect(body.message).toBe('Marked as not a duplicate');
    expect(body.data).toMatchObject({ resolution: 'dismissed', resolvedBy: { _id: admin.row.id } });
    expect(await flagsOf(copy._id)).toEqual([]);
    expect((await flags('resolved')).data.map((f) => f._id)).toContain(flag._id);

    const again = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/moderation/duplicates/${flag._id}`,
      headers: admin.auth,
      payload: { resolution: 'dismissed' },
    });
    expect(again.statusCode).toBe(409);
  });

  it('refuses to hide a listing that is not one of the flag’s two', async () => {
    const [flag] = (await flags()).data;
    if (!flag) throw new Error('no flag');
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/moderation/duplicates/${flag._id}`,
      headers: admin.auth,
      payload: { resolution: 'hidden', propertyId: copy._id },
    });
    expect(res.statusCode).toBe(422);
    const unknown = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/admin/moderation/duplicates/0190a3c4-5b6d-7e8f-9a0b-1c2d3e4f5a6b',
      headers: admin.auth,
      payload: { resolution: 'dismissed' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('hides one listing of a flag, which resolves every open flag of that listing', async () => {
    const source = await list(agentA.auth, 'Garden villa in Indira Nagar', [
      await illustrationJpeg('home', 3),
      await illustrationJpeg('office', 5),
    ]);
    const copied = await list(agentB.auth, 'Villa with garden, Indira Nagar', [
      await reencodedCopy('home', 3),
      await reencodedCopy('office', 5),
    ]);
    const raised = await flagsOf(copied._id);
    expect(raised).toHaveLength(2);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/moderation/duplicates/${raised[0]?._id}`,
      headers: admin.auth,
      payload: { resolution: 'hidden', propertyId: copied._id },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = ZFlagChanged.parse(res.json());
    expect(body.message).toBe('Listing hidden');
    expect(body.data).toMatchObject({ resolution: 'hidden', listing: { _id: copied._id, isHidden: true } });
    expect(body.data.otherListing).toMatchObject({ _id: source._id, isHidden: false });
    expect(await flagsOf(copied._id)).toEqual([]);
    const [row] = await t.database.query<{ hidden_reason: string | null; listed: boolean }>(
      'select hidden_reason, listed from properties where id = $1',
      [copied._id],
    );
    expect(row).toEqual({ hidden_reason: 'moderator', listed: false });
    const publicView = await t.app.inject({ method: 'GET', url: `/api/v1/properties/${copied._id}` });
    expect(publicView.statusCode).toBe(404);
  });

  it('backfills the hashes of photos stored without one, the same hash, raising no flag', async () => {
    const before = await t.database.query<{ image_id: string; hash: string }>(
      'select image_id, hash::text as hash from listing_image_hashes where property_id = $1',
      [copy._id],
    );
    expect(before).toHaveLength(1);
    await t.database.query('delete from listing_image_hashes where property_id = $1', [copy._id]);
    await t.database.query('delete from duplicate_photo_flags');

    const result = await backfillImageHashes({
      photos: t.app.deps.repos.duplicatePhotos,
      storage: t.app.deps.storage,
    });
    expect(result).toEqual({ hashed: 1, unreadable: 0 });
    const after = await t.database.query<{ image_id: string; hash: string }>(
      'select image_id, hash::text as hash from listing_image_hashes where property_id = $1',
      [copy._id],
    );
    expect(after).toEqual(before);
    expect((await flags()).data).toEqual([]);
    // A stored file that is not a picture, and one that is gone: null hashes, not tried again.
    const broken = await insertProperty(t.app, { agentId: agentA.row.id }, { withFile: true });
    const gone = await insertProperty(t.app, {
      agentId: agentA.row.id,
      images: [
        { _id: 'gone', url: '/uploads/properties/none/gone-large.webp', publicId: 'properties/none/gone' },
      ],
    });
    expect(
      await backfillImageHashes({ photos: t.app.deps.repos.duplicatePhotos, storage: t.app.deps.storage }),
    ).toEqual({ hashed: 0, unreadable: 2 });
    const nulls = await t.database.query<{ property_id: string }>(
      'select property_id from listing_image_hashes where hash is null order by property_id',
    );
    expect(nulls.map((r) => r.property_id).sort()).toEqual([broken.row.id, gone.row.id].sort());
    // Nothing left: a second run reads no file.
    expect(
      await backfillImageHashes({ photos: t.app.deps.repos.duplicatePhotos, storage: t.app.deps.storage }),
    ).toEqual({ hashed: 0, unreadable: 0 });
  });

  it('finds every pair of hashes up to 6 bits apart through their bands (an index can answer it)', async () => {
    const rng = createRng(19);
    const a: string[] = [];
    const b: string[] = [];
    for (let i = 0; i < 300; i++) {
      let h = 0n;
      for (let k = 0; k < 4; k++) h = (h << 16n) | BigInt(rng.int(0, 0xffff));
      let flipped = h;
      for (const bit of rng.sample(
        Array.from({ length: 64 }, (_, j) => j),
        rng.int(1, 6),
      ))
        flipped ^= 1n << BigInt(bit);
      a.push(BigInt.asIntN(64, h).toString());
      b.push(BigInt.asIntN(64, flipped).toString());
    }
    const [row] = await t.database.query<{ all: boolean; far: boolean }>(
      `select bool_and(dhash_bands(x) && dhash_bands(y)) as all,
              bool_or(bit_count((x # y)::bit(64)) > 6) as far
       from unnest($1::text[]::bigint[], $2::text[]::bigint[]) as t(x, y)`,
      [a, b],
    );
    expect(row).toEqual({ all: true, far: false });
  });
});
