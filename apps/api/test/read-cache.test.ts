import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertProperty } from './fixtures/insert-property';
import { createTestApp, createUser, type TTestApp } from './test-app';

/**
 * The in-process cache of anonymous public reads (READ_CACHE_SECONDS). Rows are changed straight in
 * the database, behind the API's back: a cached answer does not show the change, a computed one does.
 */
let t: TTestApp;
let propertyId: string;
let developerId: string;
let agentId: string;
let buyer: Awaited<ReturnType<typeof createUser>>;
let adminAuth: { authorization: string };

const TTL_SECONDS = 1;
const detailUrl = () => `/api/v1/properties/${propertyId}`;
const setTitle = (title: string) =>
  t.database.query('update properties set title = $1 where id = $2', [title, propertyId]);
const titleOf = (res: { json: () => { data: { title: string } } }) => res.json().data.title;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  t = await createTestApp({ READ_CACHE_SECONDS: String(TTL_SECONDS) });
  const agent = await createUser(t.app, { role: 'agent' });
  agentId = agent.user.id;
  adminAuth = (await createUser(t.app, { role: 'admin' })).auth;
  buyer = await createUser(t.app, { role: 'buyer' });
  propertyId = (await insertProperty(t.app, { agentId, featured: true, title: 'Original title' })).row.id;
  // A list of a few cards is over the 1 KB below which nothing is compressed.
  for (let i = 0; i < 3; i++) await insertProperty(t.app, { agentId, title: `Riverside flat ${i}` });
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/developers',
    headers: adminAuth,
    payload: {
      name: 'Godavari Homes',
      description: 'Homes in Nashik.',
      headquarters: { city: 'Nashik', state: 'Maharashtra' },
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  developerId = created.json().data._id;
});
afterAll(async () => {
  await t?.close();
});
afterEach(async () => {
  vi.restoreAllMocks();
  // Each test starts from an empty cache and the original row.
  t.app.readCache?.clear();
  await setTitle('Original title');
});

describe('in-process cache of anonymous public reads', () => {
  it('answers a repeated anonymous read from memory: the handler does not run again', async () => {
    const featured = vi.spyOn(t.app.deps.services.properties, 'findFeatured');
    const first = await t.app.inject({ method: 'GET', url: '/api/v1/properties/featured' });
    const second = await t.app.inject({ method: 'GET', url: '/api/v1/properties/featured' });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(featured).toHaveBeenCalledTimes(1);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.headers['cache-control']).toBe('public, max-age=30');
    expect(first.headers.age).toBeUndefined();
    expect(second.headers.age).toBe('0');
  });

  it('does not show a change made behind its back until the entry expires', async () => {
    expect(titleOf(await t.app.inject({ method: 'GET', url: detailUrl() }))).toBe('Original title');
    await setTitle('Changed behind the back');
    expect(titleOf(await t.app.inject({ method: 'GET', url: detailUrl() }))).toBe('Original title');
    await sleep(TTL_SECONDS * 1000 + 100);
    expect(titleOf(await t.app.inject({ method: 'GET', url: detailUrl() }))).toBe('Changed behind the back');
  });

  it('runs the handler once for concurrent anonymous requests of the same URL', async () => {
    const list = vi.spyOn(t.app.deps.services.properties, 'findProperties');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({ method: 'GET', url: '/api/v1/properties?city=Nashik' }),
      ),
    );
    expect(list).toHaveBeenCalledTimes(1);
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(answers[0]?.body);
    }
  });

  it('never answers a signed-in request from the cache, nor stores its answer', async () => {
    await t.app.inject({ method: 'GET', url: detailUrl() });
    await setTitle('Changed behind the back');
    const signedIn = await t.app.inject({ method: 'GET', url: detailUrl(), headers: buyer.auth });
    expect(titleOf(signedIn)).toBe('Changed behind the back');
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    expect(signedIn.headers.age).toBeUndefined();
    // The signed-in view reached the handler, so it is in the viewer's history.
    const history = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/recently-viewed',
      headers: buyer.auth,
    });
    expect(JSON.stringify(history.json())).toContain(propertyId);

    // Nor does a signed-in answer fill the cache for anonymous readers.
    t.app.readCache?.clear();
    const featured = vi.spyOn(t.app.deps.services.properties, 'findFeatured');
    await t.app.inject({ method: 'GET', url: '/api/v1/properties/featured', headers: buyer.auth });
    await t.app.inject({ method: 'GET', url: '/api/v1/properties/featured', headers: buyer.auth });
    await t.app.inject({ method: 'GET', url: '/api/v1/properties/featured' });
    expect(featured).toHaveBeenCalledTimes(3);
  });

  it('is cleared by a successful write through the API, not by a refused one', async () => {
    const devUrl = `/api/v1/developers/${developerId}`;
    const before = await t.app.inject({ method: 'GET', url: devUrl });
    expect(before.json().data.description).toBe('Homes in Nashik.');
    expect(titleOf(await t.app.inject({ method: 'GET', url: detailUrl() }))).toBe('Original title');
    await setTitle('Changed behind the back');

    // A refused write changes nothing and leaves the cache as it was.
    const refused = await t.app.inject({
      method: 'PUT',
      url: devUrl,
      headers: buyer.auth,
      payload: { name: 'Godavari Homes', description: 'Not allowed.' },
    });
    expect(refused.statusCode).toBe(403);
    expect(titleOf(await t.app.inject({ method: 'GET', url: detailUrl() }))).toBe('Original title');

    const edited = await t.app.inject({
      method: 'PUT',
      url: devUrl,
      headers: adminAuth,
      payload: {
        name: 'Godavari Homes',
        description: 'Homes in Nashik and Pune.',
        headquarters: { city: 'Nashik', state: 'Maharashtra' },
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: devUrl });
    expect(after.json().data.description).toBe('Homes in Nashik and Pune.');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // Every entry went, not only the builder's.
    expect(titleOf(await t.app.inject({ method: 'GET', url: detailUrl() }))).toBe('Changed behind the back');
  });

  it('keeps different query strings apart, and the same parameters in another order together', async () => {
    const list = vi.spyOn(t.app.deps.services.properties, 'findProperties');
    const nashik = await t.app.inject({ method: 'GET', url: '/api/v1/properties?city=Nashik&limit=5' });
    const pune = await t.app.inject({ method: 'GET', url: '/api/v1/properties?city=Pune&limit=5' });
    expect(list).toHaveBeenCalledTimes(2);
    expect(nashik.json().data.length).toBeGreaterThan(0);
    expect(pune.json().data).toEqual([]);

    const reordered = await t.app.inject({ method: 'GET', url: '/api/v1/properties?limit=5&city=Nashik' });
    const encoded = await t.app.inject({ method: 'GET', url: '/api/v1/properties/?limit=5&city=%4Eashik' });
    expect(list).toHaveBeenCalledTimes(2);
    expect(reordered.body).toBe(nashik.body);
    expect(encoded.body).toBe(nashik.body);
    expect(t.app.readCache?.stats().entries).toBe(2);
  });

  it('answers 304 to a matching If-None-Match on a hit, 200 with the body otherwise', async () => {
    const first = await t.app.inject({ method: 'GET', url: detailUrl() });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const detail = vi.spyOn(t.app.deps.services.properties, 'getPropertyJson');
    const revalidated = await t.app.inject({
      method: 'GET',
      url: detailUrl(),
      headers: { 'if-none-match': etag, 'accept-encoding': 'br' },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(etag);
    expect(revalidated.headers['content-encoding']).toBeUndefined();
    expect(revalidated.headers['content-type']).toBeUndefined();
    const stale = await t.app.inject({
      method: 'GET',
      url: detailUrl(),
      headers: { 'if-none-match': 'W/"old"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
    expect(detail).not.toHaveBeenCalled();

    // The first request of a key may carry the tag too (a browser revalidating after the TTL).
    t.app.readCache?.clear();
    const fresh = await t.app.inject({ method: 'GET', url: detailUrl(), headers: { 'if-none-match': etag } });
    expect(fresh.statusCode).toBe(304);
    expect(titleOf(await t.app.inject({ method: 'GET', url: detailUrl() }))).toBe('Original title');
  });

  it('sends hits compressed as the client asks, the same text as a miss', async () => {
    const url = '/api/v1/properties?city=Nashik';
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(1024);
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br;q=0.5' } });
    const none = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toBe(plain.body);
    for (const res of [br, gzip]) {
      expect(String(res.headers.vary)).toMatch(/Authorization/);
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    }
    // A HEAD is answered from the same entry, without a body.
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toBe(plain.headers.etag);
    expect(head.body).toBe('');
  });

  it('leaves errors and private reads out of the cache', async () => {
    const missing = `/api/v1/properties/${propertyId.replace(/.$/, (c) => (c === '0' ? '1' : '0'))}`;
    expect((await t.app.inject({ method: 'GET', url: missing })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
    expect(t.app.readCache?.stats().entries).toBe(0);
  });

  it('stays within its entry and byte bounds', async () => {
    const small = await createTestApp({ READ_CACHE_SECONDS: '30', READ_CACHE_MB: '1' });
    try {
      const agent = await createUser(small.app, { role: 'agent' });
      for (let i = 0; i < 30; i++) {
        await insertProperty(small.app, {
          agentId: agent.user.id,
          description: `${'A roomy flat. '.repeat(60)} ${i}`,
        });
      }
      const cache = small.app.readCache;
      if (!cache) throw new Error('the cache is off');
      for (let page = 1; page <= 120; page++) {
        const res = await small.app.inject({
          method: 'GET',
          url: `/api/v1/properties?limit=30&minPrice=${page}`,
          headers: { 'accept-encoding': 'br' },
        });
        expect(res.statusCode).toBe(200);
        expect(cache.stats().bytes).toBeLessThanOrEqual(1024 * 1024);
      }
      const stats = cache.stats();
      expect(stats.evicted).toBeGreaterThan(0);
      expect(stats.entries).toBeLessThan(120);
      expect(stats.bytes).toBeLessThanOrEqual(1024 * 1024);
    } finally {
      await small.close();
    }
  });

  it('can be turned off', async () => {
    const off = await createTestApp({ READ_CACHE_SECONDS: '0' });
    try {
      expect(off.app.readCache).toBeNull();
      const agent = await createUser(off.app, { role: 'agent' });
      const id = (await insertProperty(off.app, { agentId: agent.user.id, title: 'One' })).row.id;
      const url = `/api/v1/properties/${id}`;
      expect(titleOf(await off.app.inject({ method: 'GET', url }))).toBe('One');
      await off.database.query('update properties set title = $1 where id = $2', ['Two', id]);
      const again = await off.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(titleOf({ json: () => JSON.parse(brotliDecompressSync(again.rawPayload).toString()) })).toBe(
        'Two',
      );
      expect(again.headers.age).toBeUndefined();
    } finally {
      await off.close();
    }
  });
});
