import { MSG } from '@nivaas/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { bracketFields, imageParts, postProperty, putProperty } from './fixtures/property-form';
import { createTestApp, createUser, openTestDatabase, TEST_REDIS_URL, type TTestApp } from './test-app';

/**
 * Two instances of the app on one database and one Redis (as behind a load balancer): what one
 * counts or changes, the other sees. The full cluster, with real processes behind nginx, is
 * test/cluster/cluster.test.ts.
 */
let database: Database;
let a: TTestApp;
let b: TTestApp;
const prefix = `nivaas-test-${process.pid}-${Date.now().toString(36)}:`;

const instance = (extra: Record<string, string> = {}) =>
  createTestApp(
    {
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: prefix,
      RATE_LIMIT_LOGIN: '3',
      RATE_LIMIT_ENQUIRY: '2',
      READ_CACHE_SECONDS: '30',
      ...extra,
    },
    { database },
  );

beforeAll(async () => {
  database = await openTestDatabase();
  a = await instance();
  b = await instance();
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.close();
});

async function until(check: () => boolean | Promise<boolean>, ms = 1000) {
  const started = Date.now();
  while (!(await check()) && Date.now() - started < ms) await new Promise((r) => setTimeout(r, 10));
}

const login = (t: TTestApp, email: string, password = 'Wrong@123') =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });

describe('several instances sharing Redis', () => {
  it('counts failed logins of one account across instances', async () => {
    const user = await createUser(a.app, { role: 'buyer' });
    const email = user.row.email;
    const published = a.app.deps.invalidation.stats().published;
    expect((await login(a, email)).statusCode).toBe(401);
    expect((await login(b, email)).statusCode).toBe(401);
    expect((await login(a, email)).statusCode).toBe(401);
    for (const t of [b, a]) {
      const res = await login(t, email);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ success: false, message: MSG.tooManyRequests });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    // A login changes nothing public: no instance's cache is told to forget.
    expect((await login(a, email, 'Secret@123')).statusCode).toBe(429);
    expect(a.app.deps.invalidation.stats().published).toBe(published);
    // The counters are in Redis, under this app's prefix.
    const keys = await a.app.deps.redis?.commands.keys(`${prefix}rate:*`);
    expect(keys?.some((k) => k.includes('login-account:'))).toBe(true);
  });

  it('counts a route limit across instances', async () => {
    const send = (t: TTestApp) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/enquiries',
        remoteAddress: '203.0.113.9',
        payload: { kind: 'contact', name: 'Asha', email: 'asha@example.in', message: 'Hello' },
      });
    expect((await send(a)).statusCode).toBe(201);
    expect((await send(b)).statusCode).toBe(201);
    expect((await send(a)).statusCode).toBe(429);
    expect((await send(b)).statusCode).toBe(429);
  });

  it('shows a listing edited on one instance fresh on the other, not its cached answer', async () => {
    const agent = await createUser(a.app, { role: 'agent' });
    const created = await postProperty(a.app, agent.auth, bracketFields(), await imageParts(1));
    expect(created.statusCode).toBe(201);
    const p = created.json().data;
    const url = `/api/v1/properties/${p._id}`;
    const read = async () => (await b.app.inject({ method: 'GET', url })).json().data.title;
    // The create's word reaches b in a moment, clearing what b has; then b keeps the answer (30 s).
    const heard = b.app.deps.invalidation.stats().received;
    await until(() => b.app.deps.invalidation.stats().received > heard);
    expect(await read()).toBe('Sunrise Residency 2 BHK');
    const again = await b.app.inject({ method: 'GET', url });
    expect(again.headers.age).toBeDefined();

    const edited = await putProperty(a.app, agent.auth, p._id, [
      ...bracketFields({ title: 'Sunrise Residency 2 BHK, river side' }),
      ['existingImages[]', JSON.stringify(p.images[0])],
    ]);
    expect(edited.statusCode).toBe(200);
    // Pub/sub carries the word within milliseconds; a second is the bound asserted.
    await until(async () => (await read()) === 'Sunrise Residency 2 BHK, river side');
    expect(await read()).toBe('Sunrise Residency 2 BHK, river side');
    expect(b.app.deps.invalidation.stats().received).toBeGreaterThan(0);
  });
});
