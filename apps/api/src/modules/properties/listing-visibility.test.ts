import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty } from '../../../test/fixtures/insert-property';
import { createTestApp, createUser, type TTestApp } from '../../../test/test-app';
import { properties } from '../../db/schema';
import { hideListings, setListingHidden, showListings } from './listing-visibility';

let t: TTestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let agent: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { role: 'admin' });
  agent = await createUser(t.app, { role: 'agent' });
});
afterAll(() => t?.close());

const CITY = 'Nashik';
const listing = async (title: string) =>
  (await insertProperty(t.app, { agentId: agent.row.id, title, city: CITY, lat: 19.99, lng: 73.78 })).row.id;

/** What the public sees: the search's titles, the map's count and whether the detail opens. */
async function publicView(id: string) {
  const search = (await t.app.inject({ url: `/api/v1/properties?city=${CITY}&limit=50` })).json();
  const map = (await t.app.inject({ url: `/api/v1/properties/map?city=${CITY}&zoom=10` })).json();
  const detail = await t.app.inject({ url: `/api/v1/properties/${id}` });
  return {
    inSearch: search.data.some((p: { _id: string }) => p._id === id),
    total: search.pagination.total as number,
    onMap: map.data.total as number,
    detail: detail.statusCode,
  };
}
const row = async (id: string) =>
  (await t.app.deps.db.select().from(properties).where(eq(properties.id, id)))[0];
const setAgentActive = (active: boolean) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/v1/admin/users/${agent.row.id}/status`,
    headers: admin.auth,
    payload: { active },
  });

describe('hiding a listing', () => {
  it('takes it out of the search, its count, the map and the public detail; showing it puts it back', async () => {
    const id = await listing('Godavari View 2 BHK');
    await listing('Riverside 3 BHK');
    const before = await publicView(id);
    expect(before).toMatchObject({ inSearch: true, total: 2, onMap: 2, detail: 200 });

    expect(await setListingHidden(t.app.deps.db, id, 'moderator')).toBe(true);
    expect(await publicView(id)).toEqual({ inSearch: false, total: 1, onMap: 1, detail: 404 });
    expect(await row(id)).toMatchObject({ listed: false, hiddenReason: 'moderator' });
    expect((await row(id))?.hiddenAt).toBeInstanceOf(Date);
    // Its agent and admins still open it.
    const own = await t.app.inject({ url: `/api/v1/properties/${id}`, headers: agent.auth });
    expect(own.statusCode).toBe(200);

    expect(await setListingHidden(t.app.deps.db, id, null)).toBe(true);
    expect(await publicView(id)).toEqual(before);
    expect(await row(id)).toMatchObject({ listed: true, hiddenReason: null, hiddenAt: null });
  });

  it('keeps the stronger reason: the freshness job does not replace a moderator, a renewal lifts only its own', async () => {
    const id = await listing('Panchavati Plot');
    const stale = await listing('College Road Shop');
    await hideListings(t.app.deps.db, [id], 'moderator');
    expect(
      await hideListings(
        t.app.deps.db,
        sql`${properties.title} in ('Panchavati Plot', 'College Road Shop')`,
        'stale',
      ),
    ).toEqual([stale]);
    expect((await row(id))?.hiddenReason).toBe('moderator');
    expect(await hideListings(t.app.deps.db, [stale], 'reported')).toEqual([stale]);
    expect((await row(stale))?.hiddenReason).toBe('reported');

    expect(await showListings(t.app.deps.db, [id, stale], 'stale')).toEqual([]);
    expect(await showListings(t.app.deps.db, [id, stale], 'reported')).toEqual([stale]);
    expect(await row(stale)).toMatchObject({ listed: true, hiddenReason: null });
    expect((await row(id))?.listed).toBe(false);
    await showListings(t.app.deps.db, [id]);
  });

  it('survives the agent editing it, and its agent being deactivated and activated again', async () => {
    const hidden = await listing('Gangapur Road Villa');
    const shown = await listing('Indira Nagar Flat');
    await setListingHidden(t.app.deps.db, hidden, 'reported');

    // What an edit saves: its agent's state as `listed` (property-writes.service.ts).
    await t.app.deps.repos.properties.updateProperty(hidden, {
      title: 'Gangapur Road Villa, renovated',
      listed: true,
    });
    expect(await row(hidden)).toMatchObject({ title: 'Gangapur Road Villa, renovated', listed: false });

    expect((await setAgentActive(false)).statusCode).toBe(200);
    expect((await row(shown))?.listed).toBe(false);
    expect((await setAgentActive(true)).statusCode).toBe(200);
    expect((await row(shown))?.listed).toBe(true);
    expect(await row(hidden)).toMatchObject({ listed: false, hiddenReason: 'reported' });

    // Shown again while the agent is deactivated, it stays off the public site.
    await setAgentActive(false);
    await showListings(t.app.deps.db, [hidden]);
    expect(await row(hidden)).toMatchObject({ listed: false, hiddenReason: null });
    await setAgentActive(true);
    expect((await row(hidden))?.listed).toBe(true);
  });

  it('cannot be listed and hidden at once, nor hidden for an unknown reason (database constraints)', async () => {
    const id = await listing('Satpur Warehouse');
    await expect(
      t.database.query(`update properties set hidden_reason = 'stale' where id = $1`, [id]),
    ).rejects.toThrow(/properties_hidden_not_listed_check/);
    await expect(
      t.database.query(`update properties set listed = false, hidden_reason = 'paid' where id = $1`, [id]),
    ).rejects.toThrow(/properties_hidden_reason_check/);
  });
});
