import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../../db/schema';
import { insertProperty } from '../../../test/fixtures/insert-property';
import { createTestApp, createUser, TEST_PASSWORD, type TTestApp } from '../../../test/test-app';

let t: TTestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { role: 'admin' });
});
afterAll(async () => {
  await t.close();
});

const API = '/api/v1/admin';
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  who = admin,
) => t.app.inject({ method, url: `${API}${url}`, headers: who.auth, ...(payload ? { payload } : {}) });

describe('GET /admin/users', () => {
  it('lists users newest first, filtered by role, never with a password', async () => {
    const agent = await createUser(t.app, { role: 'agent', name: 'Role Agent' });
    const buyer = await createUser(t.app, { role: 'buyer', name: 'Role Buyer' });
    const all = await call('GET', '/users');
    expect(all.statusCode).toBe(200);
    const ids = all.json().data.map((u: { _id: string }) => u._id);
    expect(ids.slice(0, 2)).toEqual([buyer.user.id, agent.user.id]);
    expect(JSON.stringify(all.json())).not.toMatch(/password|argon2/i);

    const agents = await call('GET', '/users?role=agent');
    expect(agents.json().data.every((u: { role: string }) => u.role === 'agent')).toBe(true);
    expect(agents.json().data.map((u: { _id: string }) => u._id)).toContain(agent.user.id);
    expect((await call('GET', '/users?role=')).json().data).toHaveLength(ids.length);
    expect((await call('GET', '/users?role=owner')).statusCode).toBe(400);
  });

  it('answers one user, 404 for an unknown id, 400 for a malformed one', async () => {
    const buyer = await createUser(t.app, { name: 'One Buyer' });
    const res = await call('GET', `/users/${buyer.user.id}`);
    expect(res.json()).toMatchObject({ success: true, data: { _id: buyer.user.id, name: 'One Buyer' } });
    const unknown = await call('GET', '/users/0190a3c4-0000-7000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('User not found');
    expect((await call('GET', '/users/nope')).statusCode).toBe(400);
  });
});

describe('POST /admin/users', () => {
  it('creates an agent with licence number and specializations who can then log in', async () => {
    const res = await call('POST', '/users', {
      name: ' Ravi Kulkarni ',
      email: 'Ravi.K@Example.in',
      password: 'agent-pass',
      role: 'agent',
      mobile: '+91 98220 11111',
      licenseNumber: 'MAHARERA-A51700012345',
      specializations: 'Residential, Plots, Residential',
      company: 'Kulkarni Realty',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'User created successfully',
      data: {
        name: 'Ravi Kulkarni',
        email: 'ravi.k@example.in',
        role: 'agent',
        licenseNumber: 'MAHARERA-A51700012345',
        specializations: ['Residential', 'Plots'],
        company: 'Kulkarni Realty',
        isVerified: false,
        active: true,
      },
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'ravi.k@example.in', password: 'agent-pass' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('creates an admin, and answers 409 for a taken email and 422 for bad fields', async () => {
    const made = await call('POST', '/users', {
      name: 'Second Admin',
      email: 'second.admin@example.in',
      password: 'secret12',
      role: 'admin',
      specializations: [],
    });
    expect(made.json().data.role).toBe('admin');
    const dup = await call('POST', '/users', {
      name: 'Again',
      email: 'SECOND.admin@example.in',
      password: 'secret12',
      role: 'buyer',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('An account with this email already exists');
    const common = await call('POST', '/users', {
      name: 'Weak Agent',
      email: 'weak.agent@example.in',
      password: 'letmein',
      role: 'agent',
    });
    expect(common.statusCode).toBe(422);
    expect(common.json().errors).toEqual({ password: 'This password is too common. Please choose another.' });
    const bad = await call('POST', '/users', {
      email: 'nope',
      password: '123',
      role: 'owner',
      mobile: 'abc',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      name: 'Name is required',
      email: 'Please enter a valid email',
      password: 'Password must be at least 6 characters',
      role: 'Please choose a role',
      mobile: 'Please enter a valid mobile number',
    });
  });
});

describe('PUT /admin/users/{id}', () => {
  it('updates the Edit User fields and keeps fields left out', async () => {
    const agent = await createUser(t.app, { role: 'agent' });
    await t.app.deps.repos.users.updateUser(agent.row.id, { licenseNumber: 'LIC-1', occupation: 'Broker' });
    const res = await call('PUT', `/users/${agent.user.id}`, {
      name: 'Renamed Agent',
      email: 'renamed.agent@example.in',
      mobile: '',
      role: 'agent',
      occupation: 'Senior broker',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'User updated successfully',
      data: {
        name: 'Renamed Agent',
        email: 'renamed.agent@example.in',
        mobile: null,
        occupation: 'Senior broker',
        licenseNumber: 'LIC-1',
      },
    });
  });

  it('answers 422 for the required fields, 409 for another user email, 404 for an unknown id', async () => {
    const buyer = await createUser(t.app);
    const other = await createUser(t.app);
    const bad = await call('PUT', `/users/${buyer.user.id}`, { name: '', email: 'x', role: '' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      name: 'Name is required',
      email: 'Please enter a valid email',
      role: 'Please choose a role',
    });
    const taken = await call('PUT', `/users/${buyer.user.id}`, {
      name: 'B',
      email: other.user.email,
      role: 'buyer',
    });
    expect(taken.statusCode).toBe(409);
    const unknown = await call('PUT', '/users/0190a3c4-0000-7000-8000-000000000000', {
      name: 'B',
      email: 'free@example.in',
      role: 'buyer',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('PUT /admin/agents/{id}/verify', () => {
  it('verifies an agent and refuses other roles', async () => {
    const agent = await createUser(t.app, { role: 'agent', isVerified: false });
    const res = await call('PUT', `/agents/${agent.user.id}/verify`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: agent.user.id, isVerified: true });
    const buyer = await createUser(t.app);
    const refused = await call('PUT', `/agents/${buyer.user.id}/verify`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Only agents can be verified');
    expect((await call('PUT', '/agents/0190a3c4-0000-7000-8000-000000000000/verify')).statusCode).toBe(404);
  });
});

describe('PATCH /admin/users/{id}/status', () => {
  it("deactivates an agent: their sessions end at once (401) and their listings' flag follows", async () => {
    const agent = await createUser(t.app, { role: 'agent' });
    const { row } = await insertProperty(t.app, { agentId: agent.row.id });
    const flag = async () =>
      (await t.app.deps.db.select().from(properties).where(eq(properties.id, row.id)))[0]?.listed;

    const off = await call('PATCH', `/users/${agent.user.id}/status`, { active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ message: 'User deactivated', data: { active: false } });
    expect(await flag()).toBe(false);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: agent.auth });
    expect(me.statusCode).toBe(401);
    expect(me.json().message).toBe('Not authorized');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: agent.user.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(403);

    const on = await call('PATCH', `/users/${agent.user.id}/status`, { active: true });
    expect(on.json()).toMatchObject({ message: 'User activated', data: { active: true } });
    expect(await flag()).toBe(true);
    // Activating again does not bring the ended sessions back: the agent signs in anew.
    const again = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: agent.auth });
    expect(again.statusCode).toBe(401);
  });

  it('answers 422 without a boolean and 404 for an unknown user', async () => {
    const buyer = await createUser(t.app);
    const bad = await call('PATCH', `/users/${buyer.user.id}/status`, { active: 'no' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.active).toBe('Active must be true or false');
    const unknown = await call('PATCH', '/users/0190a3c4-0000-7000-8000-000000000000/status', {
      active: true,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('self-protection', () => {
  it('refuses an admin deleting or deactivating themself', async () => {
    const del = await call('DELETE', `/users/${admin.user.id}`);
    expect(del.statusCode).toBe(403);
    expect(del.json().message).toBe('You cannot delete your own account');
    const off = await call('PATCH', `/users/${admin.user.id}/status`, { active: false });
    expect(off.statusCode).toBe(403);
    expect(off.json().message).toBe('You cannot deactivate your own account');
    const me = await call('GET', `/users/${admin.user.id}`);
    expect(me.json().data).toMatchObject({ role: 'admin', active: true });
  });

  it('keeps the last active admin: no demotion while no other admin is active', async () => {
    // A fresh app, so this admin is the only one.
    const solo = await createTestApp();
    try {
      const only = await createUser(solo.app, { role: 'admin' });
      const inactive = await createUser(solo.app, { role: 'admin', active: false });
      const demote = (id: string, who = only) =>
        solo.app.inject({
          method: 'PUT',
          url: `${API}/users/${id}`,
          headers: who.auth,
          payload: { name: 'Only Admin', email: only.user.email, role: 'buyer' },
        });
      const res = await demote(only.user.id);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('The last active admin cannot be demoted, deactivated or deleted');
      const still = await solo.app.inject({ method: 'GET', url: `${API}/stats`, headers: only.auth });
      expect(still.statusCode).toBe(200);

      // With a second active admin, either may step down.
      await solo.app.inject({
        method: 'PATCH',
        url: `${API}/users/${inactive.user.id}/status`,
        headers: only.auth,
        payload: { active: true },
      });
      const ok = await demote(only.user.id);
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data.role).toBe('buyer');
      const nowRefused = await solo.app.inject({
        method: 'PUT',
        url: `${API}/users/${inactive.user.id}`,
        headers: inactive.auth,
        payload: { name: 'Last', email: inactive.user.email, role: 'agent' },
      });
      expect(nowRefused.statusCode).toBe(409);
    } finally {
      await solo.close();
    }
  });

  it('keeps one admin when two admins demote each other at the same moment', async () => {
    const solo = await createTestApp();
    try {
      const a = await createUser(solo.app, { role: 'admin' });
      const b = await createUser(solo.app, { role: 'admin' });
      const demote = (who: typeof a, target: typeof a) =>
        solo.app.inject({
          method: 'PUT',
          url: `${API}/users/${target.user.id}`,
          headers: who.auth,
          payload: { name: 'Admin', email: target.user.email, role: 'buyer' },
        });
      const codes = (await Promise.all([demote(a, b), demote(b, a)])).map((r) => r.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      expect(codes.filter((c) => c === 409 || c === 403)).toHaveLength(1);
      const admins = await solo.app.deps.repos.users.findUsers('admin');
      expect(admins).toHaveLength(1);
    } finally {
      await solo.close();
    }
  });

  it('lets an admin delete and deactivate other admins while one stays', async () => {
    const other = await createUser(t.app, { role: 'admin' });
    const off = await call('PATCH', `/users/${other.user.id}/status`, { active: false });
    expect(off.statusCode).toBe(200);
    const del = await call('DELETE', `/users/${other.user.id}`);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toMatchObject({ success: true, message: 'User deleted successfully' });
  });
});
