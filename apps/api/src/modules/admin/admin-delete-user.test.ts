import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertContactRequest, insertFavorite, insertProperty } from '../../../test/fixtures/insert-property';
import { createTestApp, createUser, type TTestApp } from '../../../test/test-app';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const fileExists = (key: string) => existsSync(path.join(t.dataDir, 'uploads', key));

async function countRows(sql: string, params: unknown[]): Promise<number> {
  const [row] = await t.database.query<{ n: number | string }>(sql, params);
  return Number(row?.n);
}

describe('DELETE /admin/users/{id} of an agent', () => {
  it('removes their listings, files, favourites and contact requests, and nothing else', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const agent = await createUser(t.app, { role: 'agent' });
    const otherAgent = await createUser(t.app, { role: 'agent' });
    const buyer = await createUser(t.app);

    const { row: first, fileKey: firstFile } = await insertProperty(
      t.app,
      { agentId: agent.row.id },
      { withFile: true },
    );
    const { row: second, fileKey: secondFile } = await insertProperty(
      t.app,
      { agentId: agent.row.id },
      { withFile: true },
    );
    // Demo pictures are shared by many listings and must never be removed with one of them.
    const demoKey = 'demo/house-1-large.webp';
    await t.app.deps.storage.put(demoKey, Buffer.from('demo'), 'image/webp');
    const { row: demoListing } = await insertProperty(t.app, {
      agentId: agent.row.id,
      images: [{ _id: 'd', url: t.app.deps.storage.urlFor(demoKey), publicId: 'demo/house-1' }],
    });
    const { row: kept, fileKey: keptFile } = await insertProperty(
      t.app,
      { agentId: otherAgent.row.id },
      { withFile: true },
    );

    const avatarKey = `avatars/${agent.row.id}.webp`;
    await t.app.deps.storage.put(avatarKey, Buffer.from('avatar'), 'image/webp');
    await t.app.deps.repos.users.updateUser(agent.row.id, { avatar: t.app.deps.storage.urlFor(avatarKey) });

    for (const listing of [first, second, kept]) await insertFavorite(t.app, buyer.row.id, listing.id);
    for (const listing of [first, demoListing, kept]) {
      await insertContactRequest(t.app, {
        userId: buyer.row.id,
        propertyId: listing.id,
      });
    }
    // The agent as a customer of another agent: their own favourite and request go too.
    await insertFavorite(t.app, agent.row.id, kept.id);
    await insertContactRequest(t.app, {
      userId: agent.row.id,
      propertyId: kept.id,
    });
    const enquiry = await t.app.inject({
      method: 'POST',
      url: '/api/v1/enquiries',
      headers: agent.auth,
      payload: { kind: 'contact', name: 'Agent', email: agent.user.email, message: 'Hello' },
    });
    expect(enquiry.statusCode).toBe(201);

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/users/${agent.user.id}`,
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'User deleted successfully',
      data: { _id: agent.user.id, deletedProperties: 3 },
    });

    const ids = [first.id, second.id, demoListing.id];
    expect(await countRows('select count(*) as n from users where id = $1', [agent.row.id])).toBe(0);
    expect(await countRows('select count(*) as n from properties where id = any($1::uuid[])', [ids])).toBe(0);
    expect(
      await countRows('select count(*) as n from favorites where property_id = any($1::uuid[])', [ids]),
    ).toBe(0);
    expect(
      await countRows('select count(*) as n from recently_viewed where property_id = any($1::uuid[])', [ids]),
    ).toBe(0);
    expect(
      await countRows(
        'select count(*) as n from contact_requests where property_id = any($1::uuid[]) or user_id = $2',
        [ids, agent.row.id],
      ),
    ).toBe(0);
    expect(await countRows('select count(*) as n from favorites where user_id = $1', [agent.row.id])).toBe(0);
    // Enquiries are the site's records, not the agent's: they stay, unlinked.
    expect(
      await countRows('select count(*) as n from enquiries where email = $1 and user_id is null', [
        agent.user.email,
      ]),
    ).toBe(1);

    expect(fileExists(firstFile ?? '')).toBe(false);
    expect(fileExists(secondFile ?? '')).toBe(false);
    expect(fileExists(avatarKey)).toBe(false);
    expect(fileExists(demoKey)).toBe(true);

    // Everyone else's rows and files are untouched.
    expect(fileExists(keptFile ?? '')).toBe(true);
    expect(await countRows('select count(*) as n from properties where id = $1', [kept.id])).toBe(1);
    expect(
      await countRows('select count(*) as n from favorites where property_id = $1 and user_id = $2', [
        kept.id,
        buyer.row.id,
      ]),
    ).toBe(1);
    expect(
      await countRows('select count(*) as n from contact_requests where property_id = $1 and user_id = $2', [
        kept.id,
        buyer.row.id,
      ]),
    ).toBe(1);

    const gone = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/users/${agent.user.id}`,
      headers: admin.auth,
    });
    expect(gone.statusCode).toBe(404);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/users/${agent.user.id}`,
      headers: admin.auth,
    });
    expect(again.statusCode).toBe(404);
  });
});
