import { SignJWT } from 'jose';
import { MSG } from '@nivaas/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/lib/ids';
import { insertProperty } from '../fixtures/insert-property';
import { createTestApp, createUser, type TTestApp } from '../test-app';

let t: TTestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let propertyId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { role: 'admin' });
  propertyId = (await insertProperty(t.app, { agentId: (await createUser(t.app, { role: 'agent' })).row.id }))
    .row.id;
});
afterAll(() => t?.close());

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);
const sign = (claims: object, secret: string, alg = 'HS256', exp = now() + 3600) =>
  new SignJWT({ ...claims })
    .setProtectedHeader({ alg, typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(secret));

/** Tokens an attacker might try for the admin (each must be refused). */
async function forgedTokens(): Promise<[string, string][]> {
  const secret = t.config.jwtSecret;
  const claims = { sub: admin.row.id, role: 'admin' };
  const valid = await sign(claims, secret);
  const [header, , signature] = valid.split('.');
  return [
    ['alg=none', `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, iat: now(), exp: now() + 3600 })}.`],
    ['signed with a wrong key', await sign(claims, 'a-different-secret-that-is-long-enough-too!!')],
    ['expired', await sign(claims, secret, 'HS256', now() - 60)],
    ['HS512 with the right key', await sign(claims, secret, 'HS512')],
    [
      'a payload swapped under a valid signature',
      `${header}.${b64({ sub: newId(), role: 'admin', exp: now() + 3600 })}.${signature}`,
    ],
    ['for a user who does not exist', await sign({ sub: newId(), role: 'admin' }, secret)],
    ['without a subject', await sign({ role: 'admin' }, secret)],
    ['garbage', 'not.a.token'],
  ];
}

const GUARDED = [
  '/api/v1/auth/me',
  '/api/v1/admin/stats',
  '/api/v1/agent/contacts',
  '/api/v1/auth/favorites',
];

describe('JWT', () => {
  it('accepts the genuine token (so the refusals below mean something)', async () => {
    for (const url of GUARDED) {
      const res = await t.app.inject({ method: 'GET', url, headers: admin.auth });
      expect(res.statusCode, url).toBe(200);
    }
  });

  it('refuses forged, expired and foreign tokens with 401 and the envelope', async () => {
    for (const [what, token] of await forgedTokens()) {
      for (const url of GUARDED) {
        const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
        expect(res.statusCode, `${what} on ${url}`).toBe(401);
        expect(res.json(), `${what} on ${url}`).toEqual({
          success: false,
          message: MSG.notAuthorized,
          error: MSG.notAuthorized,
          messageKey: 'notAuthorized',
        });
      }
    }
  });

  it('refuses a token in another scheme or none at all', async () => {
    for (const authorization of [
      'Basic YWRtaW46YWRtaW4=',
      'Bearer',
      'Bearer ',
      admin.auth.authorization.slice(7),
    ]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization } });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.json().message).toBe(MSG.notAuthorized);
    }
  });

  it('treats a bad token on a public page as no token', async () => {
    const [, token] = (await forgedTokens())[0] ?? [];
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/properties/${propertyId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
  });

  it('stops a deactivated user’s token with 403', async () => {
    const user = await createUser(t.app, { role: 'agent', active: false });
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: user.auth });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, message: MSG.deactivated });
  });
});
