import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAdminOnly } from '../../../test/fixtures/auth-matrix';
import { insertContactRequest, insertFavorite, insertProperty } from '../../../test/fixtures/insert-property';
import { createTestApp, createUser, type TTestApp } from '../../../test/test-app';

let t: TTestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { role: 'admin', name: 'Asha Admin' });
});
afterAll(async () => {
  await t.close();
});

const API = '/api/v1/admin';
const SOME_ID = '0190a3c4-0000-7000-8000-000000000000';
const get = (url: string) => t.app.inject({ method: 'GET', url: `${API}${url}`, headers: admin.auth });

describe('authorisation', () => {
  it('answers 401 without a token and 403 to buyers and agents on every admin route', async () => {
    const target = await createUser(t.app, { role: 'agent' });
    await expectAdminOnly(t.app, [
      { method: 'GET', url: `${API}/stats` },
      { method: 'GET', url: `${API}/users` },
      { method: 'GET', url: `${API}/users?role=agent` },
      { method: 'GET', url: `${API}/users/${target.user.id}` },
      {
        method: 'POST',
        url: `${API}/users`,
        payload: { name: 'X', email: 'x@example.in', password: 'secret12', role: 'admin' },
      },
      {
        method: 'PUT',
        url: `${API}/users/${target.user.id}`,
        payload: { name: 'X', email: target.user.email, role: 'admin' },
      },
      { method: 'DELETE', url: `${API}/users/${target.user.id}` },
      { method: 'PUT', url: `${API}/agents/${target.user.id}/verify` },
      { method: 'PATCH', url: `${API}/users/${target.user.id}/status`, payload: { active: false } },
      { method: 'GET', url: `${API}/properties` },
      { method: 'DELETE', url: `${API}/properties/${SOME_ID}` },
      { method: 'GET', url: `${API}/contacts` },
      { method: 'PATCH', url: `${API}/contacts/${SOME_ID}`, payload: { status: 'completed' } },
      { method: 'DELETE', url: `${API}/contacts/${SOME_ID}` },
      { method: 'GET', url: `${API}/enquiries` },
      { method: 'PATCH', url: `${API}/enquiries/${SOME_ID}`, payload: { status: 'closed' } },
      { method: 'DELETE', url: `${API}/enquiries/${SOME_ID}` },
      { method: 'GET', url: `${API}/settings` },
      { method: 'PUT', url: `${API}/settings`, payload: { defaultCity: 'Pune' } },
    ]);
    const still = await get(`/users/${target.user.id}`);
    expect(still.json().data).toMatchObject({ role: 'agent', active: true, name: 'Test agent' });
  });

  it('refuses a deactivated admin with 403', async () => {
    const off = await createUser(t.app, { role: 'admin', active: false });
    const res = await t.app.inject({ method: 'GET', url: `${API}/stats`, headers: off.auth });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Account is deactivated');
  });
});

describe('GET /admin/stats', () => {
  it('answers counts and the five most recent users, listings and contacts', async () => {
    const before = (await get('/stats')).json().data.counts;
    const agent = await createUser(t.app, { role: 'agent', name: 'Stats Agent' });
    const buyer = await createUser(t.app, { role: 'buyer', name: 'Stats Buyer' });
    const { row } = await insertProperty(t.app, { agentId: agent.row.id, title: 'Stats Villa' });
    await insertContactRequest(t.app, { userId: buyer.row.id, propertyId: row.id });

    const res = await get('/stats');
    expect(res.statusCode).toBe(200);
    const { counts, recent } = res.json().data;
    expect(counts).toEqual({
      users: before.users + 2,
      agents: before.agents + 1,
      properties: before.properties + 1,
      contacts: before.contacts + 1,
    });
    expect(recent.users[0]).toMatchObject({ name: 'Stats Buyer', role: 'buyer' });
    expect(recent.users.length).toBeLessThanOrEqual(5);
    expect(JSON.stringify(recent.users)).not.toMatch(/password/i);
    expect(recent.properties[0]).toMatchObject({ title: 'Stats Villa', agent: { name: 'Stats Agent' } });
    expect(recent.contacts[0]).toMatchObject({
      user: { name: 'Stats Buyer' },
      property: { _id: row.id, title: 'Stats Villa', agent: { name: 'Stats Agent' } },
      status: 'pending',
    });
  });
});

describe('admin properties', () => {
  it('lists every listing with its agent, hidden ones included, newest first', async () => {
    const agent = await createUser(t.app, { role: 'agent', name: 'Listing Agent', active: false });
    const { row: sold } = await insertProperty(t.app, {
      agentId: agent.row.id,
      title: 'Sold Flat',
      status: 'Sold',
    });
    const { row: hidden } = await insertProperty(
      t.app,
      { agentId: agent.row.id, title: 'Hidden Flat', listed: false, city: 'Pune' },
      { withFile: true },
    );
    const res = await get('/properties');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    const ids = data.map((p: { _id: string }) => p._id);
    expect(ids.indexOf(hidden.id)).toBeLessThan(ids.indexOf(sold.id));
    const item = data.find((p: { _id: string }) => p._id === hidden.id);
    expect(item).toMatchObject({
      title: 'Hidden Flat',
      type: 'Apartment',
      status: 'For Sale',
      price: 6_500_000,
      featured: false,
      address: { city: 'Pune', state: 'Maharashtra' },
      agent: { _id: agent.user.id, name: 'Listing Agent', email: agent.user.email },
      developer: null,
    });
    expect(item.images).toHaveLength(1);
    expect(item.images[0].url).toMatch(/^\/uploads\/properties\//);

    const searched = await get('/properties?search=listing agent&limit=5');
    expect(
      searched
        .json()
        .data.map((p: { _id: string }) => p._id)
        .sort(),
    ).toEqual([hidden.id, sold.id].sort());
    expect(searched.json().pagination).toMatchObject({ page: 1, limit: 5, total: 2 });
  });

  it('deletes any listing with its files; 404 for an unknown one', async () => {
    const agent = await createUser(t.app, { role: 'agent' });
    const buyer = await createUser(t.app);
    const { row, fileKey } = await insertProperty(t.app, { agentId: agent.row.id }, { withFile: true });
    await insertFavorite(t.app, buyer.row.id, row.id);
    await insertContactRequest(t.app, { userId: buyer.row.id, propertyId: row.id });
    const file = path.join(t.dataDir, 'uploads', fileKey ?? '');
    expect(existsSync(file)).toBe(true);

    const res = await t.app.inject({
      method: 'DELETE',
      url: `${API}/properties/${row.id}`,
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { _id: row.id } });
    expect(existsSync(file)).toBe(false);
    const rest = await t.database.query<{ n: number }>(
      `select (select count(*) from favorites where property_id = $1)
            + (select count(*) from contact_requests where property_id = $1)
            + (select count(*) from properties where id = $1) as n`,
      [row.id],
    );
    expect(Number(rest[0]?.n)).toBe(0);

    const again = await t.app.inject({
      method: 'DELETE',
      url: `${API}/properties/${row.id}`,
      headers: admin.auth,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Property not found');
  });
});

describe('admin contacts', () => {
  it('lists requests with user, property and agent; changes status; deletes', async () => {
    const agent = await createUser(t.app, { role: 'agent', name: 'Lead Agent' });
    const buyer = await createUser(t.app, { name: 'Lead Buyer' });
    const { row } = await insertProperty(t.app, {
      agentId: agent.row.id,
      title: 'Lead Flat',
      price: 4_200_000,
    });
    const contact = await insertContactRequest(t.app, {
      userId: buyer.row.id,
      propertyId: row.id,
      message: 'Call me after 6',
    });

    const list = await get('/contacts');
    expect(list.statusCode).toBe(200);
    const item = list.json().data.find((c: { _id: string }) => c._id === contact.id);
    expect(item).toEqual({
      _id: contact.id,
      user: { _id: buyer.user.id, name: 'Lead Buyer', email: buyer.user.email, avatar: null },
      property: {
        _id: row.id,
        title: 'Lead Flat',
        price: 4_200_000,
        agent: { _id: agent.user.id, name: 'Lead Agent', email: agent.user.email, avatar: null },
      },
      agent: { _id: agent.user.id, name: 'Lead Agent', email: agent.user.email, avatar: null },
      contactMethod: 'email',
      message: 'Call me after 6',
      status: 'pending',
      createdAt: expect.any(String),
    });

    const patch = (status: unknown, id = contact.id) =>
      t.app.inject({
        method: 'PATCH',
        url: `${API}/contacts/${id}`,
        headers: admin.auth,
        payload: { status },
      });
    const done = await patch('contacted');
    expect(done.statusCode).toBe(200);
    expect(done.json().data.status).toBe('contacted');
    const bad = await patch('archived');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.status).toBe('Status must be pending, contacted or completed');
    expect((await patch('completed', SOME_ID)).statusCode).toBe(404);

    const del = await t.app.inject({
      method: 'DELETE',
      url: `${API}/contacts/${contact.id}`,
      headers: admin.auth,
    });
    expect(del.statusCode).toBe(200);
    const after = await get('/contacts');
    expect(after.json().data.some((c: { _id: string }) => c._id === contact.id)).toBe(false);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `${API}/contacts/${contact.id}`,
      headers: admin.auth,
    });
    expect(again.statusCode).toBe(404);
  });

  it('answers 409 when reopening a request would make two open ones', async () => {
    const agent = await createUser(t.app, { role: 'agent' });
    const buyer = await createUser(t.app);
    const { row } = await insertProperty(t.app, { agentId: agent.row.id });
    const old = await insertContactRequest(t.app, {
      userId: buyer.row.id,
      propertyId: row.id,
      status: 'completed',
    });
    await insertContactRequest(t.app, { userId: buyer.row.id, propertyId: row.id });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `${API}/contacts/${old.id}`,
      headers: admin.auth,
      payload: { status: 'pending' },
    });
    expect(res.statusCode).toBe(409);
  });

  it('answers 400 for a malformed id', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: `${API}/contacts/123`, headers: admin.auth });
    expect(res.statusCode).toBe(400);
  });
});
