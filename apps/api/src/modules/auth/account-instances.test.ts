import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import {
  createTestApp,
  createUser,
  openTestDatabase,
  TEST_PASSWORD,
  TEST_REDIS_URL,
  type TTestApp,
} from '../../../test/test-app';

/**
 * Two instances on one database and one Redis (as behind a load balancer): a session ended on
 * one is ended on the other, and the reset limits are counted across both.
 */
let database: Database;
let a: TTestApp;
let b: TTestApp;
const prefix = `nivaas-accounts-${process.pid}-${Date.now().toString(36)}:`;

const instance = () =>
  createTestApp(
    {
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: prefix,
      RATE_LIMIT_PASSWORD_RESET: '2',
      RATE_LIMIT_PASSWORD_RESET_ADDRESS: '1000',
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

const call = (t: TTestApp, method: 'GET' | 'POST', url: string, payload?: object, token?: string) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });

describe('accounts across instances', () => {
  it('a token signed out on one instance is refused by the other at once', async () => {
    const { user } = await createUser(a.app);
    const token = (
      await call(a, 'POST', '/auth/login', { email: user.email, password: TEST_PASSWORD })
    ).json().token;
    expect((await call(b, 'GET', '/auth/me', undefined, token)).statusCode).toBe(200);
    expect((await call(a, 'POST', '/auth/logout', undefined, token)).statusCode).toBe(200);
    expect((await call(b, 'GET', '/auth/me', undefined, token)).statusCode).toBe(401);
  });

  it('counts reset emails of one address across instances', async () => {
    const { user } = await createUser(a.app);
    expect((await call(a, 'POST', '/auth/forgot-password', { email: user.email })).statusCode).toBe(200);
    expect((await call(b, 'POST', '/auth/forgot-password', { email: user.email })).statusCode).toBe(200);
    for (const t of [a, b]) {
      expect((await call(t, 'POST', '/auth/forgot-password', { email: user.email })).statusCode).toBe(429);
    }
  });
});
