import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TTestApp } from './test-app';
import { newId } from '../src/lib/ids';
import { insertProperty } from './fixtures/insert-property';

let t: TTestApp;
let propertyId: string;
let developerId: string;
let buyerAuth: { authorization: string };
let adminAuth: { authorization: string };

beforeAll(async () => {
  // With the in-process cache on, as in production: hits must carry the same headers.
  t = await createTestApp({ READ_CACHE_SECONDS: '5' });
  const agent = await createUser(t.app, { role: 'agent' });
  const admin = await createUser(t.app, { role: 'admin' });
  adminAuth = admin.auth;
  buyerAuth = (await createUser(t.app, { role: 'buyer' })).auth;
  propertyId = (await insertProperty(t.app, { agentId: agent.user.id, featured: true })).row.id;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/developers',
    headers: adminAuth,
    payload: {
      name: 'Skyline Builders',
      description: 'Homes in Nashik since 1998.',
      headquarters: { city: 'Nashik', state: 'Maharashtra' },
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  developerId = created.json().data._id;
});
afterAll(async () => {
  await t?.close();
});

const publicReads = () => [
  '/api/v1/properties',
  '/api/v1/properties?city=Nashik&sort=price_asc',
  '/api/v1/properties/featured',
  `/api/v1/properties/${propertyId}`,
  '/api/v1/developers',
  `/api/v1/developers/${developerId}`,
  '/api/v1/locations/cities',
  '/api/v1/settings',
];

describe('HTTP caching of public reads', () => {
  it('gives anonymous reads a weak ETag and a short public max-age, varying on Authorization', async () => {
    for (const url of publicReads()) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers.etag, url).toMatch(/^W\/"[\w-]+"$/);
      expect(res.headers['cache-control'], url).toMatch(/^public, max-age=\d+$/);
      const maxAge = Number(/max-age=(\d+)/.exec(String(res.headers['cache-control']))?.[1]);
      expect(maxAge, url).toBeGreaterThan(0);
      expect(maxAge, url).toBeLessThanOrEqual(300);
      expect(String(res.headers.vary), url).toMatch(/Authorization/);
    }
  });

  it('answers 304 with no body to a matching If-None-Match, and 200 when the tag differs', async () => {
    for (const url of publicReads()) {
      const first = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      const etag = String(first.headers.etag);
      const again = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': etag, 'accept-encoding': 'gzip' },
      });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
      expect(again.headers.etag, url).toBe(etag);
      expect(again.headers['content-encoding'], url).toBeUndefined();

      const listed = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': `W/"other", ${etag.replace(/^W\//, '')}` },
      });
      expect(listed.statusCode, url).toBe(304);

      const stale = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': 'W/"stale"' } });
      expect(stale.statusCode, url).toBe(200);
      expect(stale.json().success, url).toBe(true);
    }
  });

  it('gives the same tag for the same answer whatever the encoding, and a new tag when it changes', async () => {
    const url = `/api/v1/properties/${propertyId}`;
    const plain = await t.app.inject({ method: 'GET', url });
    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.etag).toBe(plain.headers.etag);

    const before = await t.app.inject({ method: 'GET', url: '/api/v1/developers' });
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/developers/${developerId}`,
      headers: adminAuth,
      payload: {
        name: 'Skyline Builders',
        description: 'Homes in Nashik and Pune since 1998.',
        headquarters: { city: 'Nashik', state: 'Maharashtra' },
      },
    });
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/v1/developers',
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('never lets a shared cache keep an answer to a signed-in request', async () => {
    for (const url of publicReads()) {
      const res = await t.app.inject({ method: 'GET', url, headers: buyerAuth });
      expect(res.statusCode, url).toBe(200);
      const cacheControl = String(res.headers['cache-control']);
      expect(cacheControl, url).toMatch(/private/);
      expect(cacheControl, url).toMatch(/no-store/);
      expect(cacheControl, url).not.toMatch(/public/);
      expect(res.headers.etag, url).toBeUndefined();
    }
  });

  it('leaves errors, writes and private reads uncached', async () => {
    const missing = await t.app.inject({ method: 'GET', url: `/api/v1/properties/${newId()}` });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    expect(String(missing.headers['cache-control'] ?? '')).not.toMatch(/public/);

    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: buyerAuth });
    expect(me.statusCode).toBe(200);
    expect(String(me.headers['cache-control'] ?? '')).not.toMatch(/public/);
    expect(me.headers.etag).toBeUndefined();
  });
});
