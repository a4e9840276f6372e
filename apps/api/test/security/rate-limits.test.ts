import { tmpdir } from 'node:os';
import type { InjectOptions } from 'fastify';
import { MSG } from '@nivaas/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { insertProperty } from '../fixtures/insert-property';
import { createTestApp, createUser, TEST_PASSWORD, type TTestApp } from '../test-app';

/** The limits the server runs with when nothing is configured (config.ts). */
const DEFAULTS = loadConfig({ JWT_SECRET: 'x'.repeat(32), DATA_DIR: tmpdir() });
const LIMITS = DEFAULTS.rateLimits;
const LOGIN = DEFAULTS.loginLimits;

let t: TTestApp;
let buyer: Awaited<ReturnType<typeof createUser>>;
let propertyId: string;
beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_LOGIN: String(LOGIN.perAccount),
    RATE_LIMIT_LOGIN_ADDRESS: String(LOGIN.perAddress),
    RATE_LIMIT_REGISTER: String(LIMITS.register),
    RATE_LIMIT_CONTACT: String(LIMITS.contact),
    RATE_LIMIT_ENQUIRY: String(LIMITS.enquiry),
    RATE_LIMIT_REPORT: String(LIMITS.report),
  });
  buyer = await createUser(t.app, { role: 'buyer' });
  const agent = await createUser(t.app, { role: 'agent' });
  propertyId = (await insertProperty(t.app, { agentId: agent.row.id })).row.id;
});
afterAll(() => t?.close());

const TOO_MANY = {
  success: false,
  message: MSG.tooManyRequests,
  error: MSG.tooManyRequests,
  messageKey: 'tooManyRequests',
};

let n = 0;
const CASES: [string, number, () => InjectOptions][] = [
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
  [
    'reports of a listing',
    LIMITS.report,
    // A different guest each time: only the address is limited, not the reporter.
    () => ({
      method: 'POST',
      url: `/api/v1/properties/${propertyId}/reports`,
      payload: { reason: 'fake', email: `flood${n++}@x.in` },
    }),
  ],
];

describe('rate limits (API.md 429)', () => {
  it('are the documented defaults', () => {
    expect(LIMITS).toEqual({ register: 5, contact: 20, enquiry: 10, report: 10 });
    expect(LOGIN).toEqual({ perAccount: 10, perAddress: 100, windowMs: 15 * 60_000 });
  });

  it.each(CASES)('%s: %i requests pass, the next is 429 with the envelope', async (_name, limit, call) => {
    for (let i = 0; i < limit; i++) {
      const res = await t.app.inject(call());
      expect(res.statusCode, `request ${i + 1}`).not.toBe(429);
      expect(res.statusCode, res.body).toBeLessThan(500);
    }
    const limited = await t.app.inject(call());
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(TOO_MANY);
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

let address = 0;
/** A client address of its own (documentation range 198.18.0.0/15), so tests do not share counts. */
const newAddress = () => `198.18.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

function login(email: string, password: string, remoteAddress: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password },
    remoteAddress,
  });
}

describe('login limits (carrier-grade NAT: many people on one address)', () => {
  it(`the ${LOGIN.perAccount + 1}th failure for one account is 429, even from a new address`, async () => {
    const victim = await createUser(t.app, { role: 'buyer' });
    const email = victim.user.email;
    const home = newAddress();
    for (let i = 0; i < LOGIN.perAccount; i++) {
      const res = await login(email, `wrong-${i}`, home);
      expect(res.statusCode, `failure ${i + 1}`).toBe(401);
    }
    const elsewhere = await login(email.toUpperCase(), 'wrong-again', newAddress());
    expect(elsewhere.statusCode).toBe(429);
    expect(elsewhere.json()).toEqual(TOO_MANY);
    expect(Number(elsewhere.headers['retry-after'])).toBeGreaterThan(0);
    // The account is closed to every guess until the window ends, the right password included.
    expect((await login(email, TEST_PASSWORD, newAddress())).statusCode).toBe(429);

    // Another account on the same address still logs in.
    const neighbour = await createUser(t.app, { role: 'buyer' });
    const res = await login(neighbour.user.email, TEST_PASSWORD, home);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(neighbour.user.email);
  });

  it('successful logins are not counted', async () => {
    const user = await createUser(t.app, { role: 'buyer' });
    const where = newAddress();
    for (let i = 0; i < LOGIN.perAccount + 5; i++) {
      expect((await login(user.user.email, TEST_PASSWORD, where)).statusCode, `login ${i + 1}`).toBe(200);
    }
  });

  it('a burst of parallel guesses gets no more than the account allows', async () => {
    const victim = await createUser(t.app, { role: 'buyer' });
    const codes = await Promise.all(
      Array.from({ length: 3 * LOGIN.perAccount }, (_, i) =>
        login(victim.user.email, `guess-${i}`, newAddress()),
      ),
    ).then((all) => all.map((r) => r.statusCode));
    expect(codes.filter((c) => c === 401)).toHaveLength(LOGIN.perAccount);
    expect(codes.filter((c) => c === 429)).toHaveLength(2 * LOGIN.perAccount);
  });

  it(`the per-address ceiling (${LOGIN.perAddress} failures) still bites`, async () => {
    const shared = newAddress();
    // Many people behind one address, each mistyping fewer times than their account allows.
    for (let i = 0; i < LOGIN.perAddress; i++) {
      const res = await login(`person${Math.floor(i / 5)}@nat.example`, `typo-${i}`, shared);
      expect(res.statusCode, `failure ${i + 1}`).toBe(401);
    }
    const user = await createUser(t.app, { role: 'buyer' });
    const blocked = await login(user.user.email, TEST_PASSWORD, shared);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
    // From another address the same person logs in.
    expect((await login(user.user.email, TEST_PASSWORD, newAddress())).statusCode).toBe(200);
  });
});

describe('TRUST_PROXY: per-address limits key on the real client address', () => {
  const enquiry = (headers: Record<string, string>): InjectOptions => ({
    method: 'POST',
    url: '/api/v1/enquiries',
    payload: { kind: 'contact', name: 'Spam', email: 'spam@x.in', message: 'Hello' },
    headers,
  });

  it.each([
    ['a hop count', '1'],
    ['the proxy address', '127.0.0.1'],
    ['a CIDR of proxies', '127.0.0.0/8, 10.0.0.0/8'],
  ])('with %s, a client changing the left-most X-Forwarded-For is still limited', async (_what, value) => {
    const proxied = await createTestApp({ TRUST_PROXY: value, RATE_LIMIT_ENQUIRY: String(LIMITS.enquiry) });
    try {
      // The proxy (the socket's peer, 127.0.0.1 under inject) appends the address it saw last.
      const spoofed = (i: number, client: string) => ({
        'x-forwarded-for': `203.0.113.${i % 250}, ${client}`,
      });
      for (let i = 0; i < LIMITS.enquiry; i++) {
        const res = await proxied.app.inject(enquiry(spoofed(i, '198.51.100.20')));
        expect(res.statusCode, `request ${i + 1}`).toBe(201);
      }
      const limited = await proxied.app.inject(enquiry(spoofed(99, '198.51.100.20')));
      expect(limited.statusCode).toBe(429);
      // Another real client behind the same proxy has its own allowance.
      const other = await proxied.app.inject(enquiry(spoofed(100, '198.51.100.21')));
      expect(other.statusCode).toBe(201);
    } finally {
      await proxied.close();
    }
  });

  it("refuses 'true' at start-up, saying why", () => {
    expect(() => loadConfig({ JWT_SECRET: 'x'.repeat(32), DATA_DIR: tmpdir(), TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: 'true' would believe any X-Forwarded-For a client sends/,
    );
  });
});
