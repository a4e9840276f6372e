import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty } from '../../../test/fixtures/insert-property';
import { bracketFields, imageParts, postProperty } from '../../../test/fixtures/property-form';
import { createTestApp, createUser, type TTestApp } from '../../../test/test-app';

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
const INVALID = 'This confirmation link is invalid or has expired. Please ask for a new one.';

async function confirmMails(to: string) {
  return (await t.app.deps.repos.outbox.findAll()).filter(
    (m) => m.kind === 'email-confirm' && m.recipient === to,
  );
}
async function confirmToken(to: string): Promise<string> {
  const mail = (await confirmMails(to)).at(-1);
  const match = mail?.body.match(/https:\/\/nivaas\.example\/confirm-email\?token=([\w-]+)/);
  if (!match?.[1]) throw new Error(`no confirmation link sent to ${to}`);
  return match[1];
}
async function register(email: string, role: 'buyer' | 'agent' = 'buyer') {
  const res = await call('POST', '/auth/register', {
    name: 'Ishaan Rao',
    email,
    password: 'peepal-tree-19',
    role,
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { token: string; user: { id: string; emailConfirmed: boolean } };
}

describe('email confirmation', () => {
  it('sends a link on registration; the link confirms the address once', async () => {
    const { token, user } = await register('ishaan@example.in');
    expect(user.emailConfirmed).toBe(false);
    const [mail] = await confirmMails('ishaan@example.in');
    expect(mail?.subject).toBe('Confirm your email address for Nivaas');
    const link = await confirmToken('ishaan@example.in');

    const res = await call('POST', '/auth/verify-email', { token: link });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Your email address is confirmed.' });
    expect((await call('GET', '/auth/me', undefined, token)).json().data.emailConfirmed).toBe(true);

    const again = await call('POST', '/auth/verify-email', { token: link });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(INVALID);
  });

  it('refuses forged and expired links with 400 and confirms nothing', async () => {
    const { token, user } = await register('expired@example.in');
    expect((await call('POST', '/auth/verify-email', { token: 'B'.repeat(43) })).statusCode).toBe(400);
    const link = await confirmToken('expired@example.in');
    await t.app.deps.database.query(
      `update account_tokens set expires_at = now() - interval '1 second' where user_id = $1`,
      [user.id],
    );
    const res = await call('POST', '/auth/verify-email', { token: link });
    expect(res.statusCode).toBe(400);
    expect((await call('GET', '/auth/me', undefined, token)).json().data.emailConfirmed).toBe(false);
  });

  it('refuses a link sent to an address the account no longer has', async () => {
    const { token, user } = await register('before@example.in');
    const link = await confirmToken('before@example.in');
    await t.app.deps.repos.users.updateUser(user.id, { email: 'after@example.in' });
    expect((await call('POST', '/auth/verify-email', { token: link })).statusCode).toBe(400);
    expect((await call('GET', '/auth/me', undefined, token)).json().data.emailConfirmed).toBe(false);
  });

  it('resends a link to an unconfirmed address, at most the limit an hour; a confirmed one needs none', async () => {
    const { token } = await register('resend@example.in');
    for (let i = 0; i < 2; i++) {
      const res = await call('POST', '/auth/verify-email/resend', undefined, token);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('We have sent a new confirmation link to your email address.');
    }
    const flood = await call('POST', '/auth/verify-email/resend', undefined, token);
    expect(flood.statusCode).toBe(429);
    expect(await confirmMails('resend@example.in')).toHaveLength(3);

    const confirmed = await createUser(t.app);
    const res = await call('POST', '/auth/verify-email/resend', undefined, confirmed.token);
    expect(res.json().message).toBe('Your email address is already confirmed.');
    expect(await confirmMails(confirmed.user.email)).toHaveLength(0);
    expect((await call('POST', '/auth/verify-email/resend')).statusCode).toBe(401);
  });

  it('keeps an unconfirmed agent from publishing until the address is confirmed', async () => {
    const { token } = await register('new.agent@example.in', 'agent');
    const auth = { authorization: `Bearer ${token}` };
    const refused = await postProperty(t.app, auth, bracketFields(), await imageParts(1));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Please confirm your email address before publishing listings.');
    await call('POST', '/auth/verify-email', { token: await confirmToken('new.agent@example.in') });
    const created = await postProperty(t.app, auth, bracketFields(), await imageParts(1));
    expect(created.statusCode).toBe(201);
  });

  it('asks again after an admin changes the address, and confirms the new one', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const { user } = await createUser(t.app, { name: 'Tara Das' });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/users/${user.id}`,
      headers: admin.auth,
      payload: { name: 'Tara Das', email: 'tara.new@example.in', role: 'buyer' },
    });
    expect(res.statusCode).toBe(200);
    const link = await confirmToken('tara.new@example.in');
    const row = await t.app.deps.repos.users.getUserById(user.id);
    expect(row?.emailVerifiedAt).toBeNull();
    expect((await call('POST', '/auth/verify-email', { token: link })).statusCode).toBe(200);
    expect((await t.app.deps.repos.users.getUserById(user.id))?.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('sends no lead email to an agent whose address is not confirmed; the lead is kept', async () => {
    const agent = await createUser(t.app, { role: 'agent', emailConfirmed: false });
    const { row } = await insertProperty(t.app, { agentId: agent.row.id });
    const buyer = await createUser(t.app);
    const res = await call(
      'POST',
      `/properties/${row.id}/contact`,
      { contactMethod: 'phone', message: '' },
      buyer.token,
    );
    expect(res.statusCode).toBe(201);
    const leads = await call('GET', '/agent/contacts', undefined, agent.token);
    expect(leads.json().data).toHaveLength(1);
    const mails = (await t.app.deps.repos.outbox.findAll()).filter((m) => m.recipient === agent.user.email);
    expect(mails).toHaveLength(0);
  });
});
