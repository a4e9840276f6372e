import { tmpdir } from 'node:os';
import type { InjectOptions } from 'fastify';
import { MSG } from '@nivaas/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { insertProperty } from '../fixtures/insert-property';
import { createTestApp, createUser, type TTestApp } from '../test-app';

/** The limits the server runs with when nothing is configured (config.ts). */
const LIMITS = loadConfig({ JWT_SECRET: 'x'.repeat(32), DATA_DIR: tmpdir() }).rateLimits;

let t: TTestApp;
let buyer: Awaited<ReturnType<typeof createUser>>;
let propertyId: string;
beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_LOGIN: String(LIMITS.login),
    RATE_LIMIT_REGISTER: String(LIMITS.register),
    RATE_LIMIT_CONTACT: String(LIMITS.contact),
    RATE_LIMIT_ENQUIRY: String(LIMITS.enquiry),
  });
  buyer = await createUser(t.app, { role: 'buyer' });
  const agent = await createUser(t.app, { role: 'agent' });
  propertyId = (await insertProperty(t.app, { agentId: agent.row.id })).row.id;
});
afterAll(() => t?.close());

let n = 0;
const CASES: [string, number, () => InjectOptions][] = [
  [
    'login',
    LIMITS.login,
    () => ({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'nobody@x.in', password: 'wrong1' },
    }),
  ],
  [
    'register',
    LIMITS.register,
    () => ({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { name: 'Spam', email: `spam${n++}@x.in`, password: 'secret12', role: 'buyer' },
    }),
  ],
  [
    'contact an agent',
    LIMITS.contact,
    () => ({
      method: 'POST',
      url: `/api/v1/properties/${propertyId}/contact`,
      headers: buyer.auth,
      payload: { contactMethod: 'email', message: 'Is it available?' },
    }),
  ],
  [
    'enquiries',
    LIMITS.enquiry,
    () => ({
      method: 'POST',
      url: '/api/v1/enquiries',
      payload: { kind: 'contact', name: 'Spam', email: 'spam@x.in', message: 'Hello' },
    }),
  ],
];

describe('rate limits (API.md 429)', () => {
  it('are the documented defaults', () => {
    expect(LIMITS).toEqual({ login: 10, register: 5, contact: 20, enquiry: 10 });
  });

  it.each(CASES)('%s: %i requests pass, the next is 429 with the envelope', async (_name, limit, call) => {
    for (let i = 0; i < limit; i++) {
      const res = await t.app.inject(call());
      expect(res.statusCode, `request ${i + 1}`).not.toBe(429);
      expect(res.statusCode, res.body).toBeLessThan(500);
    }
    const limited = await t.app.inject(call());
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      success: false,
      message: MSG.tooManyRequests,
      error: MSG.tooManyRequests,
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    // A forged X-Forwarded-For does not buy a fresh allowance (no proxy is trusted by default)…
    const base = call();
    const spoofed = await t.app.inject({
      ...base,
      headers: { ...base.headers, 'x-forwarded-for': '203.0.113.9' },
    });
    expect(spoofed.statusCode).toBe(429);
    // …while another client is not affected.
    const other = await t.app.inject({ ...call(), remoteAddress: '198.51.100.7' });
    expect(other.statusCode).not.toBe(429);
  });
});
