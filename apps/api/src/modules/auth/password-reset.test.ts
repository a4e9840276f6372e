import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, TEST_PASSWORD, type TTestApp } from '../../../test/test-app';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://nivaas.example', RATE_LIMIT_PASSWORD_RESET: '2' });
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object, token?: string) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });
const login = (email: string, password: string) => call('POST', '/auth/login', { email, password });
const forgot = (email: string) => call('POST', '/auth/forgot-password', { email });
const reset = (token: string, password: string) => call('POST', '/auth/reset-password', { token, password });

const SENT = {
  success: true,
  message:
    'If an account uses that email, we have sent it a link to choose a new password. The link works once, for 30 minutes.',
};
const INVALID = {
  success: false,
  message: 'This link is invalid or has expired. Please ask for a new one.',
};

/** The reset emails in the outbox to one address, oldest first. */
async function resetMails(to: string) {
  return (await t.app.deps.repos.outbox.findAll()).filter(
    (m) => m.kind === 'password-reset' && m.recipient === to,
  );
}
/** The token of the newest reset link sent to an address, read from the email as a person would. */
async function linkToken(to: string): Promise<string> {
  const mail = (await resetMails(to)).at(-1);
  const match = mail?.body.match(/https:\/\/nivaas\.example\/reset-password\?token=([\w-]+)/);
  if (!match?.[1]) throw new Error(`no reset link sent to ${to}`);
  return match[1];
}

describe('POST /auth/forgot-password', () => {
  it('emails a link through the outbox, and answers the same for an address no account uses', async () => {
    const { user } = await createUser(t.app, { name: 'Meera Joshi' });
    const known = await forgot(user.email.toUpperCase());
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(SENT);
    const [mail, ...more] = await resetMails(user.email);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('Choose a new password for Nivaas');
    expect(mail?.body).toContain('Hello Meera Joshi,');
    expect(mail?.body).toContain('within 30 minutes');

    const before = (await t.app.deps.repos.outbox.findAll()).length;
    const unknown = await forgot('nobody-here@example.in');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(SENT);
    expect((await t.app.deps.repos.outbox.findAll()).length).toBe(before);
  });

  it('keeps only a hash of the link, valid for 30 minutes', async () => {
    const { user } = await createUser(t.app);
    await forgot(user.email);
    const token = await linkToken(user.email);
    const rows = await t.app.deps.database.query<{ token_hash: string; minutes: number }>(
      `select token_hash, extract(epoch from expires_at - created_at) / 60 as minutes
         from account_tokens where user_id = $1`,
      [user.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).not.toContain(token);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(Math.round(Number(rows[0]?.minutes))).toBe(30);
  });

  it('keeps the link in the outbox only until the email is sent', async () => {
    const { user } = await createUser(t.app);
    await forgot(user.email);
    const token = await linkToken(user.email);
    await t.app.deps.outboxWorker.runOnce();
    const [mail] = await resetMails(user.email);
    expect(mail?.status).toBe('sent');
    expect(mail?.body).not.toContain(token);
    // The link itself still works: it was delivered.
    expect((await reset(token, 'after-sending-2026')).statusCode).toBe(200);
  });

  it('sends nothing to a deactivated account, with the same answer', async () => {
    const { user } = await createUser(t.app, { active: false });
    const res = await forgot(user.email);
    expect(res.json()).toEqual(SENT);
    expect(await resetMails(user.email)).toHaveLength(0);
  });

  it('answers 422 for a missing or malformed email', async () => {
    const res = await call('POST', '/auth/forgot-password', {});
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: 'Email is required' });
    expect((await forgot('not-an-email')).json().errors).toEqual({ email: 'Please enter a valid email' });
  });

  it('answers 429 past the limit per email address typed, whether or not an account uses it', async () => {
    const { user } = await createUser(t.app);
    for (const email of [user.email, 'ghost@example.in']) {
      expect((await forgot(email)).statusCode).toBe(200);
      expect((await forgot(email)).statusCode).toBe(200);
      const third = await forgot(email);
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toBe('Too many requests, please try again later');
    }
    expect(await resetMails(user.email)).toHaveLength(2);
  });
});

describe('POST /auth/reset-password', () => {
  it('sets the new password once, and signs out every session; old tokens are 401', async () => {
    const { user, token: oldToken } = await createUser(t.app);
    const phone = (await login(user.email, TEST_PASSWORD)).json().token;
    await forgot(user.email);
    const link = await linkToken(user.email);

    const res = await reset(link, 'fresh-start-2026');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Your password has been changed. Please log in with the new password.',
    });
    for (const token of [oldToken, phone]) {
      expect((await call('GET', '/auth/me', undefined, token)).statusCode).toBe(401);
    }
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(user.email, 'fresh-start-2026')).statusCode).toBe(200);

    // The link works once: used again it is a 400 and the password stays.
    const again = await reset(link, 'second-go-2026');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject(INVALID);
    expect((await login(user.email, 'second-go-2026')).statusCode).toBe(401);
    expect((await login(user.email, 'fresh-start-2026')).statusCode).toBe(200);
  });

  it('refuses an expired link with 400 and changes nothing', async () => {
    const { user, token } = await createUser(t.app);
    await forgot(user.email);
    const link = await linkToken(user.email);
    await t.app.deps.database.query(
      `update account_tokens set expires_at = now() - interval '1 second' where user_id = $1`,
      [user.id],
    );
    const res = await reset(link, 'fresh-start-2026');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject(INVALID);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await call('GET', '/auth/me', undefined, token)).statusCode).toBe(200);
  });

  it('refuses a forged link with 400, and a link of an older request once a newer one was used', async () => {
    const { user } = await createUser(t.app);
    const forged = await reset('A'.repeat(43), 'fresh-start-2026');
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject(INVALID);

    await forgot(user.email);
    const first = await linkToken(user.email);
    await forgot(user.email);
    const second = await linkToken(user.email);
    expect(second).not.toBe(first);
    expect((await reset(second, 'fresh-start-2026')).statusCode).toBe(200);
    expect((await reset(first, 'other-start-2026')).statusCode).toBe(400);
    expect((await login(user.email, 'fresh-start-2026')).statusCode).toBe(200);
  });

  it('lets only one of two requests racing with the same link through', async () => {
    const { user } = await createUser(t.app);
    await forgot(user.email);
    const link = await linkToken(user.email);
    const answers = await Promise.all([reset(link, 'racer-one-2026'), reset(link, 'racer-two-2026')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
  });

  it('answers 422 for a missing link or a weak password, using nothing up', async () => {
    const { user } = await createUser(t.app);
    await forgot(user.email);
    const link = await linkToken(user.email);
    const missing = await call('POST', '/auth/reset-password', { password: 'fresh-start-2026' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ token: 'The link is incomplete' });
    const weak = await reset(link, 'qwerty');
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors).toEqual({ password: 'This password is too common. Please choose another.' });
    expect((await reset(link, 'fresh-start-2026')).statusCode).toBe(200);
  });
});

describe('reset limits per client address', () => {
  it('answers 429 past the per-address limit, across email addresses', async () => {
    const own = await createTestApp({ RATE_LIMIT_PASSWORD_RESET_ADDRESS: '3' });
    try {
      const send = (email: string) =>
        own.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email } });
      for (const n of [1, 2, 3]) expect((await send(`person${n}@example.in`)).statusCode).toBe(200);
      expect((await send('person4@example.in')).statusCode).toBe(429);
    } finally {
      await own.close();
    }
  });
});
