import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
