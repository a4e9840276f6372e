import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { createTestApp, createUser, TEST_PASSWORD, type TTestApp } from '../../../test/test-app';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const register = (body: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: body as object });
const login = (body: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: body as object });

describe('POST /auth/register', () => {
  it('creates a buyer and answers a token and the user without a password hash', async () => {
    const res = await register({
      name: '  Asha Patil ',
      email: 'Asha@Example.in',
      password: 'secret12',
      role: 'buyer',
      mobile: '+91 98220 12345',
      occupation: 'Architect',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(typeof body.token).toBe('string');
    expect(body.user).toMatchObject({
      name: 'Asha Patil',
      email: 'asha@example.in',
      role: 'buyer',
      mobile: '+91 98220 12345',
      occupation: 'Architect',
    });
    expect(body.user._id).toBe(body.user.id);
    expect(JSON.stringify(body)).not.toMatch(/password|argon2/i);
  });

  it('accepts an agent', async () => {
    const res = await register({
      name: 'Ravi',
      email: 'ravi.agent@example.in',
      password: 'secret12',
      role: 'agent',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.role).toBe('agent');
  });

  it('refuses role admin with 422 and creates nothing', async () => {
    const res = await register({ name: 'Eve', email: 'eve@example.in', password: 'secret12', role: 'admin' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, message: 'Validation failed' });
    expect(res.json().errors.role).toBeTruthy();
    expect(await t.app.deps.repos.users.getUserByEmail('eve@example.in')).toBeUndefined();
  });

  it('answers 422 with a message per missing or bad field', async () => {
    const res = await register({ email: 'not-an-email', password: '123' });
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(errors.name).toBe('Name is required');
    expect(errors.email).toBe('Please enter a valid email');
    expect(errors.password).toBe('Password must be at least 6 characters');
    expect(errors.role).toBeTruthy();
  });

  it('refuses the most common passwords and passwords of only spaces, keeping the 6-character minimum', async () => {
    const tooCommon = ['123456', 'password', 'PassWord', 'qwerty123', 'iloveyou', '      ', '        '];
    for (const [i, password] of tooCommon.entries()) {
      const email = `common${i}@example.in`;
      const res = await register({ name: 'Common', email, password, role: 'buyer' });
      expect(res.statusCode, JSON.stringify(password)).toBe(422);
      expect(res.json().errors, JSON.stringify(password)).toEqual({
        password: 'This password is too common. Please choose another.',
      });
      expect(await t.app.deps.repos.users.getUserByEmail(email)).toBeUndefined();
    }
    // Too short is still the length message; a short but uncommon password is fine.
    const short = await register({
      name: 'Short',
      email: 'short@example.in',
      password: '12345',
      role: 'buyer',
    });
    expect(short.json().errors.password).toBe('Password must be at least 6 characters');
    const fine = await register({
      name: 'Fine',
      email: 'fine@example.in',
      password: 'kx7#qz',
      role: 'buyer',
    });
    expect(fine.statusCode).toBe(201);
    // Every field's message at once: a common password alongside other mistakes.
    const many = await register({ name: '', email: 'nope', password: '123456', role: 'buyer' });
    expect(many.json().errors).toMatchObject({
      name: 'Name is required',
      email: 'Please enter a valid email',
      password: 'This password is too common. Please choose another.',
    });
  });

  it('answers 409 for an existing email, whatever its case', async () => {
    await register({ name: 'A', email: 'dup@example.in', password: 'secret12', role: 'buyer' });
    const res = await register({ name: 'B', email: 'DUP@example.in', password: 'secret12', role: 'buyer' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('An account with this email already exists');
  });

  it('lets one of two racing registrations for an email in', async () => {
    const body = { name: 'Race', email: 'race@example.in', password: 'secret12', role: 'buyer' };
    const codes = (await Promise.all([register(body), register(body), register(body)])).map(
      (r) => r.statusCode,
    );
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(2);
  });

  it('answers 400 for malformed JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "x",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
  });
});

describe('POST /auth/login', () => {
  it('signs in with the right password, case-insensitive email', async () => {
    const { user } = await createUser(t.app, { email: 'meera@example.in' });
    const res = await login({ email: 'MEERA@example.in', password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, user: { id: user.id, email: 'meera@example.in' } });
  });

  it('answers 401 with one message for a wrong password or an unknown email', async () => {
    await createUser(t.app, { email: 'kiran@example.in' });
    const wrong = await login({ email: 'kiran@example.in', password: 'nope-nope' });
    const unknown = await login({ email: 'nobody@example.in', password: 'nope-nope' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, message: 'Invalid email or password' });
    }
  });

  it('answers 422 when a field is missing', async () => {
    const res = await login({ email: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({ email: 'Email is required', password: expect.any(String) });
  });

  it('refuses a deactivated user with 403', async () => {
    await createUser(t.app, { email: 'inactive@example.in', active: false });
    const res = await login({ email: 'inactive@example.in', password: TEST_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Account is deactivated');
  });
});

describe('GET /auth/me', () => {
  it('answers the signed-in user', async () => {
    const { user, auth } = await createUser(t.app, { role: 'agent' });
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: user.id, role: 'agent' });
  });

  it('answers 401 without a token, with a bad one, alg=none, a wrong key or an expired one', async () => {
    const { user } = await createUser(t.app);
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ sub: user.id, role: 'admin' }),
    ).toString('base64url')}.`;
    const wrongKey = await new SignJWT({ role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    const expired = await new SignJWT({ role: 'buyer' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    for (const headers of [
      {},
      { authorization: 'Bearer garbage' },
      { authorization: `Bearer ${none}` },
      { authorization: `Bearer ${wrongKey}` },
      { authorization: `Bearer ${expired}` },
    ]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, message: 'Not authorized' });
    }
  });

  it('stops honouring the token of a user who is deactivated', async () => {
    const { row, auth } = await createUser(t.app);
    await t.app.deps.repos.users.updateUser(row.id, { active: false });
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: auth });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Account is deactivated');
  });
});

describe('envelope on unknown routes', () => {
  it('answers a JSON 404 under /api', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      message: 'Route not found',
      error: 'Route not found',
      messageKey: 'routeNotFound',
    });
  });

  it('sends no x-powered-by and sets a content security policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
  });
});

describe('rate limits', () => {
  it('answers 429 after too many failed logins of one account', async () => {
    const limited = await createTestApp({ RATE_LIMIT_LOGIN: '3' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: { email: 'x@example.in', password: 'whatever' },
        });
        codes.push(res.statusCode);
        if (res.statusCode === 429) {
          expect(res.json()).toMatchObject({
            success: false,
            message: 'Too many requests, please try again later',
          });
        }
      }
      expect(codes.slice(0, 3)).toEqual([401, 401, 401]);
      expect(codes.slice(3)).toEqual([429, 429]);
    } finally {
      await limited.close();
    }
  });
});
