import type { TAdminProperty } from '@nivaas/shared/admin';
import type { TProperty, TPropertyCard } from '@nivaas/shared/property';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty } from '../../../test/fixtures/insert-property';
import { bracketFields, imageParts, postProperty, putProperty } from '../../../test/fixtures/property-form';
import { createTestApp, createUser, type TTestApp } from '../../../test/test-app';

/**
 * RERA numbers: checked against the listing's state's authority on create and edit, shown with
 * the authority and a QR code of its search page, filtered by `rera=true`, and checked by admins.
 */
let t: TTestApp;
let agent: Awaited<ReturnType<typeof createUser>>;
let other: Awaited<ReturnType<typeof createUser>>;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestApp();
  agent = await createUser(t.app, { role: 'agent', name: 'Rohan Patil' });
  other = await createUser(t.app, { role: 'agent' });
  admin = await createUser(t.app, { role: 'admin', name: 'Meera Admin' });
});
afterAll(async () => {
  await t.close();
});

const MAHA = 'P52100012345';
const KA = 'PRM/KA/RERA/1251/446/PR/171015/000123';

async function create(over: Record<string, string>) {
  return postProperty(t.app, agent.auth, bracketFields(over), await imageParts(1));
}
const detail = async (id: string) => {
  const res = await t.app.inject({ url: `/api/v1/properties/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as TProperty;
};
const keepImages = (p: TProperty): [string, string][] =>
  p.images.map((img) => [
    'existingImages',
    JSON.stringify({ url: img.url, publicId: img.publicId, _id: img._id }),
  ]);
const check = (method: 'POST' | 'DELETE', id: string, auth: Record<string, string> = admin.auth) =>
  t.app.inject({ method, url: `/api/v1/admin/properties/${id}/rera-check`, headers: auth });

describe('a listing’s RERA number on create and edit', () => {
  it('accepts a number of the listing state’s authority and answers it with the authority and a QR code', async () => {
    const res = await create({ 'projectDetails[reraId]': MAHA });
    expect(res.statusCode, res.body).toBe(201);
    const p = await detail(res.json().data._id);
    expect(p.projectDetails.reraId).toBe(MAHA);
    expect(p.rera).toMatchObject({
      number: MAHA,
      checkedAt: null,
      authority: {
        shortName: 'MahaRERA',
        name: 'Maharashtra Real Estate Regulatory Authority',
        searchUrl: 'https://maharera.maharashtra.gov.in/projects-search-result',
      },
    });
    expect(p.rera?.qrSvg).toMatch(/^<svg[^>]*viewBox/);
  });

  it('refuses a number in another state’s format with 422 naming the authority, and stores nothing', async () => {
    const before = (await t.database.query<{ n: number }>('select count(*)::int as n from properties'))[0]?.n;
    const res = await create({ 'projectDetails[reraId]': KA, title: 'Wrong state number' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'projectDetails.reraId': 'Enter a valid MahaRERA registration number',
    });
    const after = (await t.database.query<{ n: number }>('select count(*)::int as n from properties'))[0]?.n;
    expect(after).toBe(before);

    const inKarnataka = await create({
      'projectDetails[reraId]': MAHA,
      'address[city]': 'Bengaluru',
      'address[state]': 'Karnataka',
    });
    expect(inKarnataka.statusCode).toBe(422);
    expect(inKarnataka.json().errors['projectDetails.reraId']).toBe(
      'Enter a valid K-RERA registration number',
    );
    expect((await create({ 'projectDetails[reraId]': 'RERA-123' })).json().errors).toEqual({
      'projectDetails.reraId': 'Enter a valid MahaRERA registration number',
    });
  });

  it('checks the number against the new state on edit', async () => {
    const created = await create({ 'projectDetails[reraId]': MAHA });
    const p = await detail(created.json().data._id);
    const moved = await putProperty(t.app, agent.auth, p._id, [
      ...bracketFields({ 'projectDetails[reraId]': MAHA, 'address[state]': 'Karnataka' }),
      ...keepImages(p),
    ]);
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors).toEqual({
      'projectDetails.reraId': 'Enter a valid K-RERA registration number',
    });
    const ok = await putProperty(t.app, agent.auth, p._id, [
      ...bracketFields({
        'projectDetails[reraId]': KA,
        'address[state]': 'Karnataka',
        'address[city]': 'Bengaluru',
      }),
      ...keepImages(p),
    ]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await detail(p._id)).rera?.authority?.shortName).toBe('K-RERA');
  });

  it('answers no RERA block for a listing without a number', async () => {
    const res = await create({});
    expect((await detail(res.json().data._id)).rera).toBeNull();
  });
});

describe('GET /properties?rera=true', () => {
  it('lists only listings with a RERA number; rera=false is no filter; anything else is a 400', async () => {
    await insertProperty(t.app, { agentId: other.row.id, title: 'Filter with', city: 'Satara' });
    await insertProperty(t.app, {
      agentId: other.row.id,
      title: 'Filter registered',
      city: 'Satara',
      projectDetails: { reraId: 'P51100054321' },
    });
    const titles = async (q: string) => {
      const res = await t.app.inject({ url: `/api/v1/properties?city=satara&${q}` });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as TPropertyCard[]).map((c) => [c.title, c.rera?.number ?? null]);
    };
    expect(await titles('rera=true')).toEqual([['Filter registered', 'P51100054321']]);
    expect((await titles('rera=false')).length).toBe(2);
    expect((await titles('')).length).toBe(2);
    const bad = await t.app.inject({ url: '/api/v1/properties?rera=maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('rera');
  });
});

describe('admins check a RERA number', () => {
  it('marks it checked (who and when), shows it on the detail and the admin table, and takes it back', async () => {
    const { row } = await insertProperty(t.app, {
      agentId: agent.row.id,
      title: 'Checked project',
      projectDetails: { reraId: MAHA },
    });
    const res = await check('POST', row.id);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      _id: row.id,
      rera: { number: MAHA },
      checkedBy: { _id: admin.row.id, name: 'Meera Admin' },
    });
    expect(Date.now() - Date.parse(data.rera.checkedAt)).toBeLessThan(60_000);
    expect((await detail(row.id)).rera?.checkedAt).toBe(data.rera.checkedAt);

    const list = await t.app.inject({
      url: '/api/v1/admin/properties?search=checked project',
      headers: admin.auth,
    });
    const [listed] = list.json().data as TAdminProperty[];
    expect(listed).toMatchObject({
      rera: { number: MAHA, checkedAt: data.rera.checkedAt },
      reraCheckedBy: { _id: admin.row.id, name: 'Meera Admin' },
    });

    const undone = await check('DELETE', row.id);
    expect(undone.statusCode).toBe(200);
    expect(undone.json().data).toEqual({
      _id: row.id,
      rera: { number: MAHA, checkedAt: null },
      checkedBy: null,
    });
    expect((await detail(row.id)).rera?.checkedAt).toBeNull();
  });

  it('refuses a listing without a number (409), an unknown listing (404) and anyone but an admin', async () => {
    const { row } = await insertProperty(t.app, { agentId: agent.row.id });
    expect((await check('POST', row.id)).statusCode).toBe(409);
    expect((await check('POST', row.id)).json().message).toBe('This listing has no RERA number');
    expect((await check('POST', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const { row: numbered } = await insertProperty(t.app, {
      agentId: agent.row.id,
      projectDetails: { reraId: MAHA },
    });
    expect((await check('POST', numbered.id, agent.auth)).statusCode).toBe(403);
    expect((await check('POST', numbered.id, {})).statusCode).toBe(401);
  });

  it('clears the check when the number is edited, and keeps it when other fields are', async () => {
    const created = await create({ 'projectDetails[reraId]': MAHA });
    const p = await detail(created.json().data._id);
    expect((await check('POST', p._id)).statusCode).toBe(200);

    const retitled = await putProperty(t.app, agent.auth, p._id, [
      ...bracketFields({ 'projectDetails[reraId]': MAHA, title: 'Sunrise Residency, phase 2' }),
      ...keepImages(p),
    ]);
    expect(retitled.statusCode, retitled.body).toBe(200);
    expect((await detail(p._id)).rera?.checkedAt).not.toBeNull();

    const renumbered = await putProperty(t.app, agent.auth, p._id, [
      ...bracketFields({ 'projectDetails[reraId]': 'P52100099999' }),
      ...keepImages(p),
    ]);
    expect(renumbered.statusCode, renumbered.body).toBe(200);
    const after = await detail(p._id);
    expect(after.rera).toMatchObject({ number: 'P52100099999', checkedAt: null });
    const [stored] = await t.database.query<{ by: string | null }>(
      'select rera_checked_by as by from properties where id = $1',
      [p._id],
    );
    expect(stored?.by).toBeNull();
  });
});

describe('an agent’s RERA licence', () => {
  it('is checked when an admin creates or edits an agent', async () => {
    const body = (licenseNumber: string) => ({
      name: 'Kavita Rao',
      email: `kavita-${Math.random().toString(36).slice(2, 8)}@test.nivaas.in`,
      password: 'Strong#Pass2024',
      role: 'agent',
      licenseNumber,
    });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/users',
      headers: admin.auth,
      payload: body('LIC-1'),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ licenseNumber: 'Enter a valid RERA registration number' });
    // A project's number is not an agent's licence.
    const project = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/users',
      headers: admin.auth,
      payload: body(MAHA),
    });
    expect(project.statusCode).toBe(422);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/users',
      headers: admin.auth,
      payload: body('PRM/KA/RERA/1251/310/AG/180615/001234'),
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const id = ok.json().data._id;
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/users/${id}`,
      headers: admin.auth,
      payload: {
        name: 'Kavita Rao',
        email: ok.json().data.email,
        role: 'agent',
        licenseNumber: 'UPRERAPRJ12345',
      },
    });
    expect(edit.statusCode).toBe(422);
    expect(edit.json().errors).toEqual({ licenseNumber: 'Enter a valid RERA registration number' });
  });

  it('is set by the agent on their profile and shown with their listings', async () => {
    const me = (payload: object, auth = agent.auth) =>
      t.app.inject({ method: 'PUT', url: '/api/v1/auth/me', headers: auth, payload });
    const bad = await me({ licenseNumber: 'not a licence' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ licenseNumber: 'Enter a valid RERA registration number' });
    const ok = await me({ licenseNumber: 'A51700012345' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.licenseNumber).toBe('A51700012345');

    const created = await create({});
    expect((await detail(created.json().data._id)).agent?.licenseNumber).toBe('A51700012345');

    // Only agents hold a licence: a buyer's is ignored.
    const buyer = await createUser(t.app, { role: 'buyer' });
    const ignored = await me({ licenseNumber: 'A51700012345' }, buyer.auth);
    expect(ignored.statusCode).toBe(200);
    expect(ignored.json().data.licenseNumber).toBeNull();

    const cleared = await me({ licenseNumber: '' });
    expect(cleared.json().data.licenseNumber).toBeNull();
  });
});
