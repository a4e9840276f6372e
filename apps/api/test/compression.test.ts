import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompressedAnswers } from '../src/plugins/compression';
import { insertProperty } from './fixtures/insert-property';
import { createTestApp, createUser, type TTestApp } from './test-app';

let t: TTestApp;

beforeAll(async () => {
  t = await createTestApp();
  const agent = await createUser(t.app, { role: 'agent' });
  // Enough cards for a page well over the compression threshold.
  for (let i = 0; i < 6; i++) await insertProperty(t.app, { agentId: agent.user.id });
});
afterAll(async () => {
  await t?.close();
});

const url = '/api/v1/properties';

describe('compression of API answers', () => {
  it('sends a page of cards brotli-encoded in one piece, with its length, to a client that takes br', async () => {
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const res = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['transfer-encoding']).toBeUndefined();
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends gzip when gzip is preferred, and plain text when no encoding is acceptable', async () => {
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br;q=0.5, gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ method: 'GET', url });
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
    const none = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.json()).toEqual(plain.json());
  });

  it('compresses a public answer once per text, and a changed answer afresh', async () => {
    const memo = t.app.compressedAnswers;
    const br = { 'accept-encoding': 'br' };
    const first = await t.app.inject({ method: 'GET', url: `${url}?limit=5`, headers: br });
    const before = memo.stats();
    const again = await t.app.inject({ method: 'GET', url: `${url}?limit=5`, headers: br });
    expect(memo.stats().hits).toBe(before.hits + 1);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(again.headers.etag).toBe(first.headers.etag);

    // A new listing changes the text: compressed again, never the stale bytes.
    const agent = await createUser(t.app, { role: 'agent' });
    await insertProperty(t.app, { agentId: agent.user.id, title: 'Brand new listing' });
    const changed = await t.app.inject({ method: 'GET', url: `${url}?limit=5`, headers: br });
    expect(memo.stats().hits).toBe(before.hits + 1);
    const text = brotliDecompressSync(changed.rawPayload).toString();
    expect(JSON.parse(text).data[0].title).toBe('Brand new listing');
    expect(changed.headers.etag).not.toBe(first.headers.etag);

    // gzip is kept apart from br; a signed-in answer (no tag) is not kept at all.
    const gz = await t.app.inject({
      method: 'GET',
      url: `${url}?limit=5`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gunzipSync(gz.rawPayload).toString()).toBe(text);
    const size = memo.stats().entries;
    const signedIn = await t.app.inject({
      method: 'GET',
      url: `${url}?limit=6`,
      headers: { ...br, ...agent.auth },
    });
    expect(signedIn.headers.etag).toBeUndefined();
    expect(signedIn.headers['content-encoding']).toBe('br');
    expect(memo.stats().entries).toBe(size);
  });

  it('compresses every answer afresh when COMPRESSED_ANSWERS_MB is 0', async () => {
    const off = await createTestApp({ COMPRESSED_ANSWERS_MB: '0' });
    try {
      const agent = await createUser(off.app, { role: 'agent' });
      for (let i = 0; i < 6; i++) await insertProperty(off.app, { agentId: agent.user.id });
      const br = { 'accept-encoding': 'br' };
      const first = await off.app.inject({ method: 'GET', url, headers: br });
      const again = await off.app.inject({ method: 'GET', url, headers: br });
      expect(again.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(again.rawPayload).toString()).toBe(
        brotliDecompressSync(first.rawPayload).toString(),
      );
      expect(off.app.compressedAnswers.stats()).toEqual({ entries: 0, bytes: 0, hits: 0, misses: 0 });
    } finally {
      await off.close();
    }
  });

  it('keeps at most its byte budget, dropping the least recently used', () => {
    const memo = createCompressedAnswers({ maxBytes: 100, maxEntryBytes: 60 });
    memo.set('a', Buffer.alloc(40));
    memo.set('b', Buffer.alloc(40));
    memo.get('a');
    memo.set('c', Buffer.alloc(40));
    memo.set('big', Buffer.alloc(61));
    expect(memo.get('b')).toBeUndefined();
    expect(memo.get('a')?.length).toBe(40);
    expect(memo.get('c')?.length).toBe(40);
    expect(memo.get('big')).toBeUndefined();
    expect(memo.stats()).toMatchObject({ entries: 2, bytes: 80 });
  });

  it('leaves small answers as they are', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ success: true });
  });
});
