import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty } from '../../../test/fixtures/insert-property';
import { createTestApp, createUser, TEST_PASSWORD, type TTestApp } from '../../../test/test-app';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'DELETE' | 'PUT', url: string, token?: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });

/** Every text-like column of every table in the schema, as (table, column). */
async function textColumns(): Promise<{ table_name: string; column_name: string }[]> {
  return t.app.deps.database.query(
    `select table_name, column_name from information_schema.columns
      where table_schema = current_schema()
        and data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')
      order by table_name, column_name`,
  );
}
/** Where a value still appears: 'table.column' for each column holding it in some row. */
async function whereFound(value: string): Promise<string[]> {
  const found: string[] = [];
  for (const { table_name, column_name } of await textColumns()) {
    const rows = await t.app.deps.database.query(
      `select 1 from "${table_name}" where strpos(lower("${column_name}"::text), lower($1)) > 0 limit 1`,
      [value],
    );
    if (rows.length) found.push(`${table_name}.${column_name}`);
  }
  return found;
}

const NAME = 'Zubin Kharkar';
const EMAIL = 'zubin.kharkar@example.in';
const MOBILE = '+91 99887 76655';

/** A buyer with something of everything: favourites, views, a lead sent, a contact form, emails. */
async function busyBuyer(who = { name: NAME, email: EMAIL, mobile: MOBILE }) {
  const { name, email, mobile } = who;
  const agent = await createUser(t.app, { role: 'agent' });
  const { row: listing } = await insertProperty(t.app, { agentId: agent.row.id, title: 'Riverside 3 BHK' });
  const buyer = await createUser(t.app, { name: name, email: email });
  await t.app.deps.repos.users.updateUser(buyer.row.id, { mobile, occupation: `Studio of ${name}` });
  await call('PUT', `/auth/favorites/${listing.id}`, buyer.token);
  await call('GET', `/properties/${listing.id}`, buyer.token);
  const lead = await call('POST', `/properties/${listing.id}/contact`, buyer.token, {
    contactMethod: 'email',
    message: `Please call me on ${mobile}`,
  });
  expect(lead.statusCode).toBe(201);
  const form = await call('POST', '/enquiries', buyer.token, {
    kind: 'contact',
    name: name,
    email: email,
    phone: mobile,
    message: 'I want to sell my flat',
  });
  expect(form.statusCode).toBe(201);
  // A report signed in, and one sent earlier as a guest with the same address.
  const report = await call('POST', `/properties/${listing.id}/reports`, buyer.token, {
    reason: 'sold',
    message: `Sold, says ${mobile}`,
  });
  expect(report.statusCode).toBe(201);
  const guestReport = await call('POST', `/properties/${listing.id}/reports`, undefined, {
    reason: 'wrong-price',
    email: email.toUpperCase(),
  });
  expect(guestReport.statusCode).toBe(201);
  await call('POST', '/auth/forgot-password', undefined, { email: email });
  return { agent, listing, buyer };
}

describe('GET /auth/me/export', () => {
  it('answers the profile, favourites, views, enquiries and forms as a JSON download', async () => {
    const who = { name: 'Export Person', email: 'export.person@example.in', mobile: '+91 91234 56789' };
    const { buyer, listing } = await busyBuyer(who);
    const res = await call('GET', '/auth/me/export', buyer.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="nivaas-my-data.json"');
    const data = res.json().data;
    expect(data.profile).toMatchObject(who);
    expect(data.favorites).toEqual([
      expect.objectContaining({ propertyId: listing.id, title: 'Riverside 3 BHK' }),
    ]);
    expect(data.recentlyViewed).toEqual([expect.objectContaining({ propertyId: listing.id })]);
    expect(data.enquiriesSent).toEqual([
      expect.objectContaining({ propertyId: listing.id, message: `Please call me on ${who.mobile}` }),
    ]);
    expect(data.forms).toEqual([
      expect.objectContaining({ kind: 'contact', message: 'I want to sell my flat' }),
    ]);
    expect(data.reportsSent).toHaveLength(2);
    expect(data.reportsSent).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ propertyId: listing.id, reason: 'wrong-price', status: 'open' }),
        expect.objectContaining({
          propertyId: listing.id,
          reason: 'sold',
          message: `Sold, says ${who.mobile}`,
        }),
      ]),
    );
    expect(JSON.stringify(data)).not.toMatch(/argon2|passwordHash|password_hash/);
  });

  it("answers an agent's listings and the leads on them", async () => {
    const agent = await createUser(t.app, { role: 'agent' });
    const { row } = await insertProperty(t.app, { agentId: agent.row.id, title: 'Hill View Plot' });
    const buyer = await createUser(t.app, { name: 'Lead Sender' });
    await call('POST', `/properties/${row.id}/contact`, buyer.token, { contactMethod: 'phone', message: '' });
    const data = (await call('GET', '/auth/me/export', agent.token)).json().data;
    expect(data.listings).toEqual([expect.objectContaining({ id: row.id, title: 'Hill View Plot' })]);
    expect(data.leadsReceived).toEqual([
      expect.objectContaining({ fromName: 'Lead Sender', propertyId: row.id }),
    ]);
  });
});

describe('DELETE /auth/me', () => {
  it('leaves no personal data in any table, keeps the lead for the agent without contact details', async () => {
    const { buyer, agent } = await busyBuyer();
    expect(await whereFound(EMAIL)).not.toEqual([]);
    const refused = await call('DELETE', '/auth/me', buyer.token, { confirm: 'delete please' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ confirm: 'Type DELETE to confirm' });

    const res = await call('DELETE', '/auth/me', buyer.token, { confirm: 'DELETE' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Your account has been deleted.' });

    for (const value of [NAME, EMAIL, MOBILE, '99887 76655', 'Kharkar']) {
      expect(await whereFound(value), value).toEqual([]);
    }
    expect((await call('GET', '/auth/me', buyer.token)).statusCode).toBe(401);
    const login = await call('POST', '/auth/login', undefined, { email: EMAIL, password: TEST_PASSWORD });
    expect(login.statusCode).toBe(401);
    const leads = (await call('GET', '/agent/contacts', agent.token)).json().data;
    expect(leads).toHaveLength(1);
    expect(JSON.stringify(leads)).not.toContain(EMAIL);
    // The address is free again.
    const again = await call('POST', '/auth/register', undefined, {
      name: NAME,
      email: EMAIL,
      password: 'new-start-2026',
      role: 'buyer',
    });
    expect(again.statusCode).toBe(201);
  });

  it("hands an agent's listings to an admin, who keeps their leads", async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const agent = await createUser(t.app, { role: 'agent', name: 'Departing Agent' });
    const { row } = await insertProperty(t.app, { agentId: agent.row.id });
    const buyer = await createUser(t.app);
    await call('POST', `/properties/${row.id}/contact`, buyer.token, { contactMethod: 'phone', message: '' });
    expect((await call('DELETE', '/auth/me', agent.token, { confirm: 'DELETE' })).statusCode).toBe(200);
    const listing = (await call('GET', `/properties/${row.id}`)).json().data;
    expect(listing.agent._id).not.toBe(agent.row.id);
    const [owner] = await t.app.deps.database.query<{ role: string }>(
      'select u.role from properties p join users u on u.id = p.agent_id where p.id = $1',
      [row.id],
    );
    expect(owner?.role).toBe('admin');
    expect(await whereFound('Departing Agent')).toEqual([]);
    expect(admin.row.id).toBeTruthy();
  });

  it('refuses to delete the last active admin', async () => {
    const own = await createTestApp();
    try {
      const admin = await createUser(own.app, { role: 'admin' });
      const res = await own.app.inject({
        method: 'DELETE',
        url: '/api/v1/auth/me',
        headers: admin.auth,
        payload: { confirm: 'DELETE' },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('The last active admin cannot be demoted, deactivated or deleted');
      expect(
        (await own.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: admin.auth })).statusCode,
      ).toBe(200);
    } finally {
      await own.close();
    }
  });
});

describe('admin export and erase', () => {
  it('lets an admin export and erase a user on request; others get 403', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const person = await createUser(t.app, { name: 'Requesting Person', email: 'requester@example.in' });
    const other = await createUser(t.app);
    expect((await call('GET', `/admin/users/${person.row.id}/export`, other.token)).statusCode).toBe(403);
    const exported = await call('GET', `/admin/users/${person.row.id}/export`, admin.token);
    expect(exported.json().data.profile.email).toBe('requester@example.in');
    const erased = await call('POST', `/admin/users/${person.row.id}/erase`, admin.token);
    expect(erased.json()).toEqual({
      success: true,
      message: 'The personal data of this user has been erased.',
    });
    expect(await whereFound('requester@example.in')).toEqual([]);
    expect(
      (await call('POST', '/admin/users/0190a3c4-0000-7000-8000-000000000000/erase', admin.token)).statusCode,
    ).toBe(404);
  });
});
