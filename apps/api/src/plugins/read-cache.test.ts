import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { negotiateEncoding } from './compression';
import { createReadCache, readCacheKey } from './read-cache';

const KB = 1024;
const answer = (size: number, fill = 'x') => ({
  body: Buffer.from(fill.repeat(size)),
  etag: `W/"${fill}${size}"`,
  contentType: 'application/json; charset=utf-8',
});

function clock() {
  let t = 0;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('read cache store', () => {
  it('keeps an answer for its TTL only', () => {
    const c = clock();
    const cache = createReadCache({ ttlMs: 5000, maxEntries: 10, maxBytes: 1024 * KB, now: c.now });
    cache.fulfil(cache.lead('/a'), answer(100));
    c.advance(4999);
    expect(cache.get('/a')?.body.length).toBe(100);
    c.advance(1);
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0, expired: 1 });
  });

  it('drops expired entries on its own, so an idle server holds nothing', () => {
    const c = clock();
    const cache = createReadCache({ ttlMs: 1000, maxEntries: 10, maxBytes: 1024 * KB, now: c.now });
    cache.fulfil(cache.lead('/a'), answer(100));
    cache.fulfil(cache.lead('/b'), answer(100));
    c.advance(1000);
    cache.sweep();
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });

  it('evicts the least recently used entry past the entry bound', () => {
    const cache = createReadCache({ ttlMs: 60_000, maxEntries: 3, maxBytes: 1024 * KB });
    for (const key of ['/a', '/b', '/c']) cache.fulfil(cache.lead(key), answer(10));
    cache.get('/a'); // now /b is the least recently used
    cache.fulfil(cache.lead('/d'), answer(10));
    expect(cache.get('/b')).toBeUndefined();
    for (const key of ['/a', '/c', '/d']) expect(cache.get(key), key).toBeDefined();
    expect(cache.stats()).toMatchObject({ entries: 3, evicted: 1 });
  });

  it('stays within its byte bound, compressed copies included, and skips an answer too large to keep', async () => {
    const maxBytes = 512 * KB;
    const cache = createReadCache({ ttlMs: 60_000, maxEntries: 1000, maxBytes });
    for (let i = 0; i < 100; i++) {
      const entry = cache.fulfil(cache.lead(`/p${i}`), answer(20 * KB, String(i % 10)));
      await cache.encoded(entry, 'br');
      await cache.encoded(entry, 'gzip');
      expect(cache.stats().bytes).toBeLessThanOrEqual(maxBytes);
    }
    expect(cache.stats().entries).toBeLessThan(100);
    expect(cache.stats().evicted).toBeGreaterThan(0);

    const huge = cache.fulfil(cache.lead('/huge'), answer(200 * KB));
    expect(huge.body.length).toBe(200 * KB); // still handed to whoever asked
    expect(cache.get('/huge')).toBeUndefined();
  });

  it('shares one computation among concurrent requests of a key', async () => {
    const cache = createReadCache({ ttlMs: 60_000, maxEntries: 10, maxBytes: 1024 * KB });
    const lead = cache.lead('/a');
    const waiting = [cache.pending('/a'), cache.pending('/a')];
    expect(cache.pending('/b')).toBeUndefined();
    cache.fulfil(lead, answer(10));
    for (const entry of await Promise.all(waiting)) expect(entry?.body.length).toBe(10);
    expect(cache.pending('/a')).toBeUndefined();
    expect(cache.stats()).toMatchObject({ misses: 1, coalesced: 2 });
  });

  it('releases the waiting requests with nothing when the computation fails', async () => {
    const cache = createReadCache({ ttlMs: 60_000, maxEntries: 10, maxBytes: 1024 * KB });
    const lead = cache.lead('/a');
    const waiting = cache.pending('/a');
    cache.abandon(lead);
    expect(await waiting).toBeNull();
    expect(cache.get('/a')).toBeUndefined();
  });

  it('does not store an answer computed across a clear (a write may have changed it)', async () => {
    const cache = createReadCache({ ttlMs: 60_000, maxEntries: 10, maxBytes: 1024 * KB });
    const before = cache.lead('/a');
    const waiting = cache.pending('/a');
    cache.clear();
    // A request after the write does not join the computation that began before it.
    expect(cache.pending('/a')).toBeUndefined();
    const after = cache.lead('/a');
    cache.fulfil(before, answer(10, 'o'));
    expect((await waiting)?.body.toString()).toBe('o'.repeat(10));
    expect(cache.get('/a')).toBeUndefined();
    cache.fulfil(after, answer(10, 'n'));
    expect(cache.get('/a')?.body.toString()).toBe('n'.repeat(10));
  });

  it('compresses an entry once per encoding', async () => {
    const cache = createReadCache({ ttlMs: 60_000, maxEntries: 10, maxBytes: 1024 * KB });
    const entry = cache.fulfil(cache.lead('/a'), answer(4 * KB));
    const [one, two] = await Promise.all([cache.encoded(entry, 'br'), cache.encoded(entry, 'br')]);
    expect(one).toBe(two);
    expect(brotliDecompressSync(one).toString()).toBe(entry.body.toString());
    expect(cache.stats().bytes).toBeGreaterThan(4 * KB + one.length);
  });
});

describe('readCacheKey', () => {
  it('sorts parameter names, keeps repeated values in order and drops a trailing slash', () => {
    expect(readCacheKey('/api/v1/properties/?b=2&a=1', { b: '2', a: '1' })).toBe(
      '/api/v1/properties?a=1&b=2',
    );
    expect(readCacheKey('/x?t=b&t=a', { t: ['b', 'a'] })).toBe('/x?t=b&t=a');
    expect(readCacheKey('/x?search=a%20b', { search: 'a b' })).toBe(
      readCacheKey('/x?search=a+b', { search: 'a b' }),
    );
    expect(readCacheKey('/x', {})).toBe('/x');
    expect(readCacheKey('/', undefined)).toBe('/');
  });
});

describe('negotiateEncoding', () => {
  it('picks what @fastify/compress would', () => {
    expect(negotiateEncoding('br, gzip')).toBe('br');
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip, br;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('gzip');
    expect(negotiateEncoding('x-gzip')).toBe('gzip');
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding('deflate')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
  });
});
