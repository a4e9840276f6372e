import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaUrls } from '../src/storage/media-urls';
import { PDF_BYTES } from './fixtures/files';
import { pngBytes } from './fixtures/images';
import { insertContactRequest, insertFavorite } from './fixtures/insert-property';
import { multipart } from './fixtures/multipart';
import { bracketFields, imageParts, postProperty } from './fixtures/property-form';
import { createTestApp, createUser, type TTestApp } from './test-app';

const SITE = 'https://www.nivaas.example';

/** Every string in an answer that is a file URL (under uploads), wherever it is. */
function fileUrls(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') {
    if (value.includes('/uploads/')) out.push(value);
  } else if (Array.isArray(value)) {
    for (const v of value) fileUrls(v, out);
  } else if (value && typeof value === 'object') {
    for (const v of Object.values(value)) fileUrls(v, out);
  }
  return out;
}

describe('media URLs with PUBLIC_URL set: absolute in every answer, relative where stored', () => {
  let t: TTestApp;
  let agent: Awaited<ReturnType<typeof createUser>>;
  let admin: Awaited<ReturnType<typeof createUser>>;
  let buyer: Awaited<ReturnType<typeof createUser>>;
  let listingId: string;
  let developerId: string;

  const get = async (url: string, auth: object = {}) => {
    const res = await t.app.inject({ url: `/api/v1${url}`, headers: { ...auth } });
    expect(res.statusCode, url).toBe(200);
    return res.json();
  };
  /** Every file URL of the answer is absolute, on the site, and there is at least `min` of them. */
  const expectAbsolute = (body: unknown, min: number, label: string) => {
    const urls = fileUrls(body);
    expect(urls.length, `${label}: file URLs`).toBeGreaterThanOrEqual(min);
    for (const url of urls) expect(url, label).toMatch(new RegExp(`^${SITE}/uploads/`));
  };

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: `${SITE}/` });
    agent = await createUser(t.app, { role: 'agent' });
    admin = await createUser(t.app, { role: 'admin' });
    buyer = await createUser(t.app);
    // A builder with a logo and a team photo, a listing of theirs with photos, a floor plan and a
    // brochure, and an avatar on the agent and the buyer.
    const devForm = await multipart(
      [
        ['name', 'Skyline Builders'],
        ['description', 'Homes in Nashik'],
        ['headquarters[city]', 'Nashik'],
        ['headquarters[state]', 'Maharashtra'],
        ['team[0][name]', 'Asha'],
      ],
      [
        { field: 'logo', data: await pngBytes(200, 200), filename: 'logo.png', type: 'image/png' },
        { field: 'teamPhotos', data: await pngBytes(120, 120, '#224466'), filename: 'a.png' },
      ],
    );
    const dev = await t.app.inject({
      method: 'POST',
      url: '/api/v1/developers',
      headers: { ...admin.auth, ...devForm.headers },
      payload: devForm.payload,
    });
    expect(dev.statusCode, dev.body).toBe(201);
    developerId = dev.json().data._id;
    expectAbsolute(dev.json(), 5, 'POST /developers');
    const created = await postProperty(
      t.app,
      agent.auth,
      [...bracketFields(), ['developer', developerId]],
      [
        ...(await imageParts(2)),
        ...(await imageParts(1, 'floorPlans')),
        { field: 'brochure', data: PDF_BYTES, filename: 'b.pdf', type: 'application/pdf' },
      ],
    );
    expect(created.statusCode, created.body).toBe(201);
    listingId = created.json().data._id;
    expectAbsolute(created.json(), 10, 'POST /properties');
    for (const user of [agent, buyer]) {
      const form = await multipart(
        [],
        [{ field: 'avatar', data: await pngBytes(100, 100), filename: 'me.png' }],
      );
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/auth/me',
        headers: { ...user.auth, ...form.headers },
        payload: form.payload,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.avatar).toMatch(new RegExp(`^${SITE}/uploads/avatars/`));
    }
    await insertFavorite(t.app, buyer.user.id, listingId);
    await insertContactRequest(t.app, {
      userId: buyer.user.id,
      propertyId: listingId,
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('are absolute in the cards of every list and in the detail', async () => {
    expectAbsolute(await get('/properties'), 5, 'search');
    expectAbsolute(await get(`/properties/agent/${agent.user.id}`), 5, 'agent list');
    expectAbsolute(await get('/auth/favorites', buyer.auth), 5, 'favourites');
    expectAbsolute(await get('/auth/recently-viewed', buyer.auth), 5, 'recently viewed');
    expectAbsolute(await get('/admin/properties', admin.auth), 1, 'admin listings');
    const detail = await get(`/properties/${listingId}`);
    expectAbsolute(detail, 14, 'detail');
    const { data } = detail;
    expect(data.images[0].variants.small).toMatch(new RegExp(`^${SITE}/uploads/properties/${listingId}/`));
    expect(data.floorPlan.url).toMatch(new RegExp(`^${SITE}/uploads/`));
    expect(data.brochure.url).toMatch(new RegExp(`^${SITE}/uploads/`));
    expect(data.agent.avatar).toMatch(new RegExp(`^${SITE}/uploads/avatars/`));
    expect(data.agent.photo).toBe(data.agent.avatar);
    expect(data.developer.logo.url).toMatch(new RegExp(`^${SITE}/uploads/developers/`));
  });

  it('are absolute for builders, users, leads and contact requests', async () => {
    expectAbsolute(await get('/developers'), 5, 'builders');
    const builder = await get(`/developers/${developerId}`);
    expectAbsolute(builder, 5, 'builder');
    expect(builder.data.team[0].image.variants.large).toMatch(new RegExp(`^${SITE}/uploads/developers/`));
    expectAbsolute(await get('/auth/me', buyer.auth), 1, 'me');
    expectAbsolute(await get('/admin/users', admin.auth), 2, 'admin users');
    expectAbsolute(await get(`/admin/users/${agent.user.id}`, admin.auth), 1, 'admin user');
    expectAbsolute(await get('/agent/contacts', agent.auth), 2, 'leads');
    expectAbsolute(await get('/admin/contacts', admin.auth), 2, 'admin contacts');
    expectAbsolute(await get('/admin/stats', admin.auth), 3, 'dashboard');
  });

  it('are stored relative, so PUBLIC_URL can change', async () => {
    const [listing] = await t.database.query<{ images: { url: string }[]; brochure: { url: string } }>(
      'select images, brochure from properties where id = $1',
      [listingId],
    );
    expect(listing?.images[0]?.url).toMatch(/^\/uploads\/properties\//);
    expect(listing?.brochure.url).toMatch(/^\/uploads\/properties\//);
    const [user] = await t.database.query<{ avatar: string }>('select avatar from users where id = $1', [
      buyer.user.id,
    ]);
    expect(user?.avatar).toMatch(/^\/uploads\/avatars\//);
    const [builder] = await t.database.query<{ logo: { url: string } }>(
      'select logo from developers where id = $1',
      [developerId],
    );
    expect(builder?.logo.url).toMatch(/^\/uploads\/developers\//);
    // Files are served where the absolute URL points.
    const detail = (await get(`/properties/${listingId}`)).data;
    const file = await t.app.inject({ url: new URL(detail.images[0].url).pathname });
    expect(file.statusCode).toBe(200);
  });
});

describe('createMediaUrls', () => {
  it('prefixes root-relative URLs only, and reads its own answers back as stored', () => {
    const media = createMediaUrls('https://cdn.example/');
    expect(media.toPublic('/uploads/a.webp')).toBe('https://cdn.example/uploads/a.webp');
    expect(media.toPublic('https://bucket.example/a.webp')).toBe('https://bucket.example/a.webp');
    expect(media.toPublic('//elsewhere.example/a.webp')).toBe('//elsewhere.example/a.webp');
    expect(media.toPublic(null)).toBeNull();
    expect(media.toStored('https://cdn.example/uploads/a.webp')).toBe('/uploads/a.webp');
    expect(media.toStored('https://other.example/uploads/a.webp')).toBe(
      'https://other.example/uploads/a.webp',
    );
    const none = createMediaUrls(undefined);
    expect(none.toPublic('/uploads/a.webp')).toBe('/uploads/a.webp');
    expect(none.json('{"url":"/uploads/a.webp"}')).toBe('{"url":"/uploads/a.webp"}');
  });

  it('rewrites only the values of a JSON text that are stored upload URLs', () => {
    const media = createMediaUrls('https://www.nivaas.example');
    // Written by PostgreSQL's json_build_object (spaces around colons) and jsonb (a space after).
    const text = JSON.stringify({
      title: 'See "/uploads/x" in the text',
      description: ',"/uploads/ quoted [ "/uploads/',
      images: ['/uploads/a.webp', 'https://bucket.example/b.webp', '//cdn.example/c.webp'],
      logo: { url: '/uploads/l.webp', variants: { thumb: '/uploads/l-t.webp' } },
      path: '/properties/1',
    });
    const spaced = text.replace(/":/g, '" : ').replace(/,"/g, ', "');
    for (const input of [text, spaced]) {
      const out = JSON.parse(media.json(input));
      expect(out.title).toBe('See "/uploads/x" in the text');
      expect(out.description).toBe(',"/uploads/ quoted [ "/uploads/');
      expect(out.images).toEqual([
        'https://www.nivaas.example/uploads/a.webp',
        'https://bucket.example/b.webp',
        '//cdn.example/c.webp',
      ]);
      expect(out.logo).toEqual({
        url: 'https://www.nivaas.example/uploads/l.webp',
        variants: { thumb: 'https://www.nivaas.example/uploads/l-t.webp' },
      });
      expect(out.path).toBe('/properties/1');
    }
  });
});
