import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, TEST_PASSWORD, type TTestApp } from '../../../test/test-app';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });

/** Signs in as a person would and answers the new session's token. */
async function login(email: string, password = TEST_PASSWORD): Promise<string> {
  const res = await call('POST', '/auth/login', undefined, { email, password });
  expect(res.statusCode).toBe(200);
  return res.json().token;
}
const meStatus = async (token: string) => (await call('GET', '/auth/me', token)).statusCode;

describe('POST /auth/logout', () => {
  it('ends this token on the server: 401 from then on, while another device stays signed in', async () => {
    const { user } = await createUser(t.app);
    const phone = await login(user.email);
    const laptop = await login(user.email);
    expect(phone).not.toBe(laptop);
    expect(await meStatus(phone)).toBe(200);

    const out = await call('POST', '/auth/logout', phone);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true, message: 'Signed out' });
    const after = await call('GET', '/auth/me', phone);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ success: false, message: 'Not authorized' });
    expect(await meStatus(laptop)).toBe(200);
    // Signing out twice is a 401: the token no longer names a session.
    expect((await call('POST', '/auth/logout', phone)).statusCode).toBe(401);
  });

  it('answers 401 without a token', async () => {
    expect((await call('POST', '/auth/logout')).statusCode).toBe(401);
  });
});

describe('POST /auth/logout-all', () => {
  it('ends every session of the user, this one included, and no one else’s', async () => {
    const { user } = await createUser(t.app);
    const other = await createUser(t.app);
    const tokens = [await login(user.email), await login(user.email), await login(user.email)];
    const res = await call('POST', '/auth/logout-all', tokens[1]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Signed out of all devices' });
    for (const token of tokens) expect(await meStatus(token)).toBe(401);
    expect(await meStatus(other.token)).toBe(200);
    expect(await t.app.deps.repos.sessions.countUserSessions(user.id)).toBe(0);
    // The password still works: a new session starts.
    expect(await meStatus(await login(user.email))).toBe(200);
  });
});

describe('tokens name a session', () => {
  it('refuses a well-signed token without a session id, or with one that names no session', async () => {
    const { user } = await createUser(t.app);
    const key = new TextEncoder().encode(t.config.jwtSecret);
    const sign = (claims: object) =>
      new SignJWT({ role: user.role, ...claims })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.id)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(key);
    expect(await meStatus(await sign({}))).toBe(401);
    expect(await meStatus(await sign({ sid: '0190a3c4-0000-7000-8000-000000000000' }))).toBe(401);
  });

  it("refuses another user's session id under one's own subject", async () => {
    const a = await createUser(t.app);
    const b = await createUser(t.app);
    const bToken = await login(b.user.email);
    const bSid = JSON.parse(Buffer.from(bToken.split('.')[1] ?? '', 'base64url').toString()).sid;
    const forged = await new SignJWT({ role: a.row.role, sid: bSid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(a.row.id)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    expect(await meStatus(forged)).toBe(401);
  });

  it('refuses a session past its end even while the token has not expired', async () => {
    const { user } = await createUser(t.app);
    const token = await login(user.email);
    await t.app.deps.database.query(
      `update sessions set expires_at = now() - interval '1 second' where user_id = $1`,
      [user.id],
    );
    expect(await meStatus(token)).toBe(401);
  });

  it('reads the session and the user in one statement per request', async () => {
    const { user } = await createUser(t.app);
    const token = await login(user.email);
    const statements: string[] = [];
    t.app.deps.database.observeQueries((text) => {
      statements.push(text);
      return () => {};
    });
    // A route whose own work is one statement: the favourites status of a listing.
    await call('GET', '/auth/favorites/0190a3c4-0000-7000-8000-000000000000/status', token);
    t.app.deps.database.observeQueries(() => () => {});
    const authReads = statements.filter((s) => /"sessions"|"users"/.test(s));
    expect(authReads).toHaveLength(1);
    expect(authReads[0]).toMatch(/"sessions"/);
  });
});
