import { ZAdminAgentsResponse } from '@nivaas/shared/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty } from '../../../test/fixtures/insert-property';
import { createTestApp, createUser, type TTestApp } from '../../../test/test-app';

let t: TTestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let zara: Awaited<ReturnType<typeof createUser>>;
let amit: Awaited<ReturnType<typeof createUser>>;
let meera: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { role: 'admin', name: 'Site Admin' });
  zara = await createUser(t.app, { role: 'agent', name: 'Zara Shaikh', email: 'zara@homes.example' });
  amit = await createUser(t.app, { role: 'agent', name: 'amit Joshi', isVerified: false });
  meera = await createUser(t.app, { role: 'agent', name: 'Meera Iyer', active: false });
  await createUser(t.app, { role: 'buyer', name: 'Aarav Buyer' });
  await t.app.deps.repos.users.updateUser(amit.row.id, {
    avatar: '/uploads/avatars/amit/photo.webp',
    licenseNumber: 'MAHA-RERA-A5150',
  });
  for (let i = 0; i < 3; i++) await insertProperty(t.app, { agentId: zara.row.id });
  // A deactivated agent's listings are hidden from the public, and still theirs.
  await insertProperty(t.app, { agentId: meera.row.id, listed: false });
});
afterAll(() => t?.close());

const agents = async (query = '', who = admin.auth) =>
  t.app.inject({ method: 'GET', url: `/api/v1/admin/agents${query}`, headers: who });

describe('GET /admin/agents', () => {
  it('lists agents only, by name, with photo, verified flag and listing count, paged', async () => {
    const res = await agents();
    expect(res.statusCode).toBe(200);
    const body = ZAdminAgentsResponse.parse(res.json());
    expect(body.data.map((a) => a.name)).toEqual(['amit Joshi', 'Meera Iyer', 'Zara Shaikh']);
    expect(body.data[0]).toEqual({
      _id: amit.row.id,
      name: 'amit Joshi',
      email: amit.user.email,
      photo: '/uploads/avatars/amit/photo.webp',
      mobile: '+91 98765 43210',
      licenseNumber: 'MAHA-RERA-A5150',
      isVerified: false,
      active: true,
      listingCount: 0,
      createdAt: amit.row.createdAt.toISOString(),
    });
    expect(body.data.map((a) => [a.name, a.listingCount, a.isVerified, a.active])).toEqual([
      ['amit Joshi', 0, false, true],
      ['Meera Iyer', 1, true, false],
      ['Zara Shaikh', 3, true, true],
    ]);
    expect(body.pagination).toEqual({ page: 1, limit: 10, total: 3, pages: 1 });
    expect(JSON.stringify(body)).not.toMatch(/password|argon2/i);
  });

  it('pages with page and limit', async () => {
    const second = ZAdminAgentsResponse.parse((await agents('?page=2&limit=2')).json());
    expect(second.data.map((a) => a.name)).toEqual(['Zara Shaikh']);
    expect(second.pagination).toEqual({ page: 2, limit: 2, total: 3, pages: 2 });
    const past = ZAdminAgentsResponse.parse((await agents('?page=5&limit=2')).json());
    expect(past.data).toEqual([]);
    for (const bad of ['?page=0', '?limit=101', '?page=1.5', '?limit=x']) {
      const res = await agents(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message, bad).toMatch(/Invalid value for parameter '(page|limit)'/);
    }
  });

  it('searches by name, email or licence, case-insensitively', async () => {
    const names = async (q: string) =>
      ZAdminAgentsResponse.parse((await agents(`?search=${encodeURIComponent(q)}`)).json()).data.map(
        (a) => a.name,
      );
    expect(await names('ZARA')).toEqual(['Zara Shaikh']);
    expect(await names('homes.example')).toEqual(['Zara Shaikh']);
    expect(await names('rera-a51')).toEqual(['amit Joshi']);
    expect(await names('buyer')).toEqual([]);
    expect(await names('%')).toEqual([]);
    const found = ZAdminAgentsResponse.parse((await agents('?search=i&limit=1')).json());
    expect(found.pagination.total).toBe(3);
  });

  it('is for admins only: 401 without a token, 403 for buyers and agents', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/agents' })).statusCode).toBe(401);
    const buyer = await createUser(t.app, { role: 'buyer' });
    expect((await agents('', buyer.auth)).statusCode).toBe(403);
    expect((await agents('', zara.auth)).statusCode).toBe(403);
  });
});
