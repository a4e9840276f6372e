import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TTestApp } from '../test-app';

const ALLOWED = 'https://partner.example';

let t: TTestApp;
let base: string;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ CORS_ORIGINS: `${ALLOWED}, https://other.example` });
  token = (await createUser(t.app, { role: 'buyer' })).token;
  // A real socket: the preflight a browser sends, not an injected shortcut.
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t?.close());

function preflight(origin: string, method: string) {
  return fetch(`${base}/api/v1/auth/me`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': 'authorization,content-type',
    },
  });
}

const listOf = (header: string | null) => (header ?? '').split(',').map((s) => s.trim().toUpperCase());

describe('CORS with CORS_ORIGINS set', () => {
  it.each(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])(
    'a preflight from an allowed origin allows %s with Authorization and Content-Type',
    async (method) => {
      const res = await preflight(ALLOWED, method);
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe(ALLOWED);
      expect(listOf(res.headers.get('access-control-allow-methods'))).toContain(method);
      expect(listOf(res.headers.get('access-control-allow-headers'))).toEqual(
        expect.arrayContaining(['AUTHORIZATION', 'CONTENT-TYPE']),
      );
    },
  );

  it('the request after the preflight is answered with the origin allowed', async () => {
    const res = await fetch(`${base}/api/v1/auth/me`, {
      method: 'PUT',
      headers: { origin: ALLOWED, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Renamed Across Origins' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(((await res.json()) as { data: { name: string } }).data.name).toBe('Renamed Across Origins');
  });

  it('a disallowed origin gets no allow headers', async () => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const res = await preflight('https://evil.example', method);
      expect(res.headers.get('access-control-allow-origin'), method).toBeNull();
      expect(res.headers.get('access-control-allow-methods'), method).toBeNull();
      expect(res.headers.get('access-control-allow-headers'), method).toBeNull();
    }
    const get = await fetch(`${base}/api/v1/health`, { headers: { origin: 'https://evil.example' } });
    expect(get.headers.get('access-control-allow-origin')).toBeNull();
  });
});
