import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTML_BYTES, jpegWithExif, pngBytes, SVG_BYTES } from '../../../test/fixtures/images';
import { multipart } from '../../../test/fixtures/multipart';
import { createTestApp, createUser, type TTestApp } from '../../../test/test-app';
import { AVATAR_SIZE } from './avatar-image';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const putJson = (auth: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/auth/me', headers: auth, payload });

async function putForm(
  auth: Record<string, string>,
  fields: [string, string][],
  files: Parameters<typeof multipart>[1] = [],
) {
  const form = await multipart(fields, files);
  return t.app.inject({
    method: 'PUT',
    url: '/api/v1/auth/me',
    headers: { ...auth, ...form.headers },
    payload: form.payload,
  });
}

const fileOfUrl = (url: string) => path.join(t.dataDir, 'uploads', url.replace(/^\/uploads\//, ''));
const keyOfUrl = (url: string) => url.replace(/^\/uploads\//, '');

describe('PUT /auth/me', () => {
  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/v1/auth/me', payload: { name: 'X' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, message: 'Not authorized' });
  });

  it('updates name, mobile and occupation from JSON and keeps what is left out', async () => {
    const { row, auth } = await createUser(t.app, { name: 'Old Name' });
    const res = await putJson(auth, { name: '  Priya Kulkarni ', occupation: 'Doctor' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      data: {
        _id: row.id,
        name: 'Priya Kulkarni',
        occupation: 'Doctor',
        mobile: row.mobile,
        email: row.email,
      },
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: auth });
    expect(me.json().data).toMatchObject({ name: 'Priya Kulkarni', occupation: 'Doctor' });
  });

  it('clears mobile and occupation when they are sent blank', async () => {
    const { auth } = await createUser(t.app);
    await putJson(auth, { occupation: 'Teacher' });
    const res = await putJson(auth, { mobile: '', occupation: '  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ mobile: null, phone: null, occupation: null });
  });

  it('answers 422 with the registration messages', async () => {
    const { auth } = await createUser(t.app);
    const res = await putJson(auth, { name: '   ', mobile: 'call me' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      name: 'Name is required',
      mobile: 'Please enter a valid mobile number',
    });
  });

  it('never changes role, email or active, whatever the body says', async () => {
    const { row, auth } = await createUser(t.app);
    const res = await putJson(auth, { name: 'Sneaky', role: 'admin', email: 'x@y.in', active: false });
    expect(res.statusCode).toBe(200);
    const stored = await t.app.deps.repos.users.getUserById(row.id);
    expect(stored).toMatchObject({ name: 'Sneaky', role: 'buyer', email: row.email, active: true });
  });

  it('stores an uploaded avatar as a 256 px WebP without EXIF, under avatars/<userId>/', async () => {
    const { row, auth } = await createUser(t.app);
    const res = await putForm(
      auth,
      [['name', 'Avatar Person']],
      [{ field: 'avatar', data: await jpegWithExif(), filename: 'me.jpg', type: 'image/jpeg' }],
    );
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.name).toBe('Avatar Person');
    expect(data.avatar).toMatch(new RegExp(`^/uploads/avatars/${row.id}/[0-9a-f-]{36}\\.webp$`));
    const meta = await sharp(fileOfUrl(data.avatar)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: AVATAR_SIZE, height: AVATAR_SIZE });
    expect(meta.exif).toBeUndefined();
  });

  it('replaces the old avatar file with the new one, and removes it on request', async () => {
    const { auth } = await createUser(t.app);
    const first = await putForm(auth, [], [{ field: 'avatar', data: await pngBytes(), filename: 'a.png' }]);
    const firstUrl: string = first.json().data.avatar;
    expect(await t.app.deps.storage.exists(keyOfUrl(firstUrl))).toBe(true);

    const second = await putForm(auth, [], [{ field: 'avatar', data: await pngBytes(300, 300, '#ff0000') }]);
    const secondUrl: string = second.json().data.avatar;
    expect(secondUrl).not.toBe(firstUrl);
    expect(await t.app.deps.storage.exists(keyOfUrl(firstUrl))).toBe(false);
    expect(await t.app.deps.storage.exists(keyOfUrl(secondUrl))).toBe(true);

    const removed = await putForm(auth, [['removeAvatar', 'true']]);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.avatar).toBeNull();
    expect(await t.app.deps.storage.exists(keyOfUrl(secondUrl))).toBe(false);
  });

  it('never removes an avatar file that is not its own upload (demo data)', async () => {
    const { row, auth } = await createUser(t.app);
    await t.app.deps.storage.put('demo/avatars/a.webp', Buffer.from('demo'), 'image/webp');
    await t.app.deps.repos.users.updateUser(row.id, {
      avatar: t.app.deps.storage.urlFor('demo/avatars/a.webp'),
    });
    const res = await putJson(auth, { avatar: null });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.avatar).toBeNull();
    expect(await t.app.deps.storage.exists('demo/avatars/a.webp')).toBe(true);
  });

  it('refuses a file that is not an image by its bytes with 415 and keeps the avatar', async () => {
    const { row, auth } = await createUser(t.app);
    for (const data of [SVG_BYTES, HTML_BYTES]) {
      const res = await putForm(
        auth,
        [['name', 'Changed']],
        [{ field: 'avatar', data, filename: 'photo.png', type: 'image/png' }],
      );
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toMatch(/JPEG, PNG, WebP, AVIF or GIF/);
    }
    const stored = await t.app.deps.repos.users.getUserById(row.id);
    expect(stored).toMatchObject({ name: row.name, avatar: null });
  });

  it('refuses an avatar over 5 MB with 413 and an unexpected file field with 400', async () => {
    const { auth } = await createUser(t.app);
    const big = await putForm(auth, [], [{ field: 'avatar', data: Buffer.alloc(5 * 1024 * 1024 + 1, 1) }]);
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('Avatar must be at most 5 MB');
    const other = await putForm(auth, [], [{ field: 'logo', data: await pngBytes() }]);
    expect(other.statusCode).toBe(400);
  });
});
