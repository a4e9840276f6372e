import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, TEST_PASSWORD, type TTestApp } from '../../../test/test-app';

let t: TTestApp;
beforeAll(async () => {
  // Three wrong current passwords per account in the login window, then 429.
  t = await createTestApp({ RATE_LIMIT_LOGIN: '3' });
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });
const login = (email: string, password: string) =>
  call('POST', '/auth/login', undefined, { email, password });
async function signIn(email: string): Promise<string> {
  const res = await login(email, TEST_PASSWORD);
  expect(res.statusCode).toBe(200);
  return res.json().token;
}
const change = (token: string, body: object) => call('PUT', '/auth/password', token, body);

describe('PUT /auth/password', () => {
  it('changes the password: this device stays signed in, every other one is signed out', async () => {
    const { user } = await createUser(t.app);
    const here = await signIn(user.email);
    const elsewhere = await signIn(user.email);
    const res = await change(here, { currentPassword: TEST_PASSWORD, newPassword: 'monsoon-balcony-42' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Password changed. Other devices have been signed out.',
    });
    expect((await call('GET', '/auth/me', here)).statusCode).toBe(200);
    expect((await call('GET', '/auth/me', elsewhere)).statusCode).toBe(401);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(user.email, 'monsoon-balcony-42')).statusCode).toBe(200);
  });

  it('answers 422 on currentPassword when it is wrong, and changes nothing', async () => {
    const { user } = await createUser(t.app);
    const here = await signIn(user.email);
    const elsewhere = await signIn(user.email);
    const res = await change(here, { currentPassword: 'not-my-password', newPassword: 'monsoon-balcony-42' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'Validation failed',
      errors: { currentPassword: 'Current password is incorrect' },
    });
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await call('GET', '/auth/me', elsewhere)).statusCode).toBe(200);
  });

  it('answers 422 with the field messages for missing, short, common or unchanged passwords', async () => {
    const { user } = await createUser(t.app);
    const token = await signIn(user.email);
    const empty = await change(token, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'Password is required',
    });
    const short = await change(token, { currentPassword: TEST_PASSWORD, newPassword: '12345' });
    expect(short.json().errors).toEqual({ newPassword: 'Password must be at least 6 characters' });
    const common = await change(token, { currentPassword: TEST_PASSWORD, newPassword: 'password1' });
    expect(common.json().errors).toEqual({
      newPassword: 'This password is too common. Please choose another.',
    });
    const same = await change(token, { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD });
    expect(same.statusCode).toBe(422);
    expect(same.json().errors).toEqual({
      newPassword: 'The new password must be different from the current one',
    });
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const res = await call('PUT', '/auth/password', undefined, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'monsoon-balcony-42',
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers 429 after too many wrong current passwords on one account, even with the right one', async () => {
    const { user } = await createUser(t.app);
    const token = await signIn(user.email);
    for (let i = 0; i < 3; i++) {
      const res = await change(token, { currentPassword: `guess-${i}-x`, newPassword: 'monsoon-balcony-42' });
      expect(res.statusCode).toBe(422);
    }
    const res = await change(token, { currentPassword: TEST_PASSWORD, newPassword: 'monsoon-balcony-42' });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe('Too many requests, please try again later');
    expect(res.headers['retry-after']).toBeTruthy();
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
    // Another account is not held back.
    const other = await createUser(t.app);
    const otherToken = await signIn(other.user.email);
    const ok = await change(otherToken, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'monsoon-balcony-42',
    });
    expect(ok.statusCode).toBe(200);
  });
});
