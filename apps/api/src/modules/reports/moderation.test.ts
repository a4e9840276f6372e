import { REPORT_MSG } from '@nivaas/shared/listing-report';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty } from '../../../test/fixtures/insert-property';
import { createTestApp, createUser, type TTestApp } from '../../../test/test-app';
import { setListingHidden } from '../properties/listing-visibility';

let t: TTestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { role: 'admin' });
});
afterAll(() => t?.close());

let agentN = 0;
/** A listing of its own agent, with open reports from the given guests. */
async function reported(reasons: string[], title = 'Sunrise Residency 2 BHK') {
  const agent = await createUser(t.app, {
    role: 'agent',
    email: `agent${++agentN}@example.in`,
    name: 'Meera',
  });
  const id = (await insertProperty(t.app, { agentId: agent.row.id, title })).row.id;
  for (const [i, reason] of reasons.entries()) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/properties/${id}/reports`,
      payload: { reason, message: `Report ${i + 1}`, email: `guest${i}@example.in` },
    });
    expect(res.statusCode).toBe(201);
  }
  return { id, agent };
}
const admin$ = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/admin${url}`, headers: admin.auth, ...(payload ? { payload } : {}) });
const act = (id: string, action: string, payload: object = {}) =>
  admin$('POST', `/reports/listings/${id}/${action}`, payload);
const visibility = async (id: string) =>
  (
    await t.database.query<{ listed: boolean; hidden_reason: string | null }>(
      'select listed, hidden_reason from properties where id = $1',
      [id],
    )
  )[0];
const outboxFor = async (recipient: string) =>
  (await t.app.deps.repos.outbox.findAll()).filter((m) => m.recipient === recipient);
const publicDetail = (id: string) => t.app.inject({ method: 'GET', url: `/api/v1/properties/${id}` });

describe('GET /admin/reports (the moderation queue)', () => {
  it('lists open reports grouped by listing, with reporters and reasons counted, newest group first', async () => {
    const older = await reported(['fake'], 'Older Flat');
    const newer = await reported(['fake', 'sold'], 'Newer Flat');
    const res = await admin$('GET', '/reports');
    expect(res.statusCode).toBe(200);
    const groups = res.json().data as { property: { _id: string } }[];
    const ids = groups.map((g) => g.property._id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(groups.find((g) => g.property._id === newer.id)).toMatchObject({
      property: {
        title: 'Newer Flat',
        isListed: true,
        hiddenReason: null,
        agent: { name: 'Meera', active: true },
      },
      reporterCount: 2,
      reasons: [
        { reason: 'fake', count: 1 },
        { reason: 'sold', count: 1 },
      ],
      agentAskedAt: null,
      reports: [
        { reason: 'sold', message: 'Report 2', reporter: { email: 'guest1@example.in', isGuest: true } },
        { reason: 'fake', message: 'Report 1' },
      ],
    });
  });

  it('counts open reports for the dashboard', async () => {
    const before = (await admin$('GET', '/reports/summary')).json().data;
    await reported(['duplicate', 'duplicate']);
    const after = (await admin$('GET', '/reports/summary')).json().data;
    expect(after.openReports - before.openReports).toBe(2);
    expect(after.reportedListings - before.reportedListings).toBe(1);
  });
});

describe('moderation actions', () => {
  it('dismiss: closes the reports (the listing leaves the queue); a second dismiss is 409', async () => {
    const { id } = await reported(['wrong-price']);
    const res = await act(id, 'dismiss');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: REPORT_MSG.dismissed, data: { affectedReports: 1 } });
    const queue = (await admin$('GET', '/reports')).json().data as { property: { _id: string } }[];
    expect(queue.some((g) => g.property._id === id)).toBe(false);
    expect((await act(id, 'dismiss')).statusCode).toBe(409);
    // The same guest may report it again now.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/v1/properties/${id}/reports`,
      payload: { reason: 'wrong-price', email: 'guest0@example.in' },
    });
    expect(again.statusCode).toBe(201);
  });

  it('dismiss: shows again a listing that reports hid pending review', async () => {
    const { id } = await reported(['fake', 'fake', 'fake']);
    expect(await visibility(id)).toEqual({ listed: false, hidden_reason: 'reported' });
    const hidden = (await admin$('GET', '/reports/hidden-listings')).json().data as { _id: string }[];
    expect(hidden.find((h) => h._id === id)).toMatchObject({ hiddenReason: 'reported', isListed: false });
    const res = await act(id, 'dismiss');
    expect(res.json().data).toMatchObject({
      affectedReports: 3,
      property: { isListed: true, hiddenReason: null },
    });
    expect((await publicDetail(id)).statusCode).toBe(200);
  });

  it('ask agent: emails the agent the reasons and the note; the reports stay open', async () => {
    const { id, agent } = await reported(['wrong-photos', 'wrong-photos'], 'Lake View 3 BHK');
    const blank = await act(id, 'ask-agent', { note: ' ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({ note: REPORT_MSG.noteRequired });
    expect((await act(id, 'ask-agent', { note: 'x'.repeat(1001) })).json().errors).toEqual({
      note: REPORT_MSG.noteTooLong,
    });

    const res = await act(id, 'ask-agent', { note: 'Please upload photos of this flat.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: REPORT_MSG.agentAsked, data: { affectedReports: 2 } });
    const [mail] = await outboxFor(agent.user.email);
    expect(mail).toMatchObject({
      kind: 'listing-report.ask-agent',
      subject: 'Please check your listing: Lake View 3 BHK',
    });
    expect(mail?.body).toContain('Wrong photos (2)');
    expect(mail?.body).toContain('Please upload photos of this flat.');
    expect(mail?.body).toContain(`/properties/${id}`);
    const group = (
      (await admin$('GET', '/reports')).json().data as {
        property: { _id: string };
        agentAskedAt: string | null;
      }[]
    ).find((g) => g.property._id === id);
    expect(group?.agentAskedAt).toEqual(expect.any(String));
    expect(await visibility(id)).toEqual({ listed: true, hidden_reason: null });
  });

  it('hide: the public gets a 404, the reports are resolved, the agent is told; show brings it back', async () => {
    const { id, agent } = await reported(['fake'], 'Too Good Villa');
    const res = await act(id, 'hide', { note: 'The photos are of another villa.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: REPORT_MSG.hidden,
      data: { affectedReports: 1, property: { isListed: false, hiddenReason: 'moderator' } },
    });
    expect(await visibility(id)).toEqual({ listed: false, hidden_reason: 'moderator' });
    expect((await publicDetail(id)).statusCode).toBe(404);
    // Admins still open it.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/properties/${id}`, headers: admin.auth }))
        .statusCode,
    ).toBe(200);
    const [mail] = await outboxFor(agent.user.email);
    expect(mail).toMatchObject({
      kind: 'listing-report.hidden',
      subject: 'Your listing has been hidden: Too Good Villa',
    });
    expect(mail?.body).toContain('The photos are of another villa.');
    const queue = (await admin$('GET', '/reports')).json().data as { property: { _id: string } }[];
    expect(queue.some((g) => g.property._id === id)).toBe(false);
    const hidden = (await admin$('GET', '/reports/hidden-listings')).json().data as { _id: string }[];
    expect(hidden.find((h) => h._id === id)).toMatchObject({ hiddenReason: 'moderator' });

    const shown = await act(id, 'show');
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ message: REPORT_MSG.shown, data: { property: { isListed: true } } });
    expect((await publicDetail(id)).statusCode).toBe(200);
    expect((await act(id, 'show')).statusCode).toBe(409);
  });

  it('ask agent: refuses an agent whose email is not confirmed (nothing would reach them)', async () => {
    const unconfirmed = await createUser(t.app, { role: 'agent', emailConfirmed: false });
    const id = (await insertProperty(t.app, { agentId: unconfirmed.row.id })).row.id;
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/properties/${id}/reports`,
      payload: { reason: 'fake', email: 'u@example.in' },
    });
    const res = await act(id, 'ask-agent', { note: 'Please check.' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: REPORT_MSG.agentUnreachable });
    expect(await outboxFor(unconfirmed.user.email)).toEqual([]);
  });

  it('show: refuses a listing hidden for another reason (stale)', async () => {
    const { id } = await reported(['sold']);
    await setListingHidden(t.app.deps.db, id, 'stale');
    const res = await act(id, 'show');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: REPORT_MSG.notHiddenByModeration });
  });

  it('deactivate agent: the agent’s listings leave the public site and the reports are resolved', async () => {
    const { id, agent } = await reported(['fake']);
    const other = (await insertProperty(t.app, { agentId: agent.row.id })).row.id;
    const res = await act(id, 'deactivate-agent');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: REPORT_MSG.agentDeactivated,
      data: { affectedReports: 1, property: { isListed: false, agent: { active: false } } },
    });
    expect((await publicDetail(id)).statusCode).toBe(404);
    expect((await publicDetail(other)).statusCode).toBe(404);
    // Their token stops working, as with the Agents screen's toggle.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: agent.auth })).statusCode,
    ).toBe(401);
  });

  it('answers 404 for an unknown listing on every action', async () => {
    const unknown = '0190a3c4-5b6d-7e8f-9a0b-1c2d3e4f5a6b';
    for (const action of ['dismiss', 'hide', 'show', 'deactivate-agent']) {
      expect((await act(unknown, action)).statusCode, action).toBe(404);
    }
    expect((await act(unknown, 'ask-agent', { note: 'Check it' })).statusCode).toBe(404);
  });
});
