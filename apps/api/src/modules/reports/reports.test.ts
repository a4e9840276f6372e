import { REPORT_MSG } from '@nivaas/shared/listing-report';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty } from '../../../test/fixtures/insert-property';
import { createTestApp, createUser, type TTestApp } from '../../../test/test-app';
import { setListingHidden } from '../properties/listing-visibility';

let t: TTestApp;
let agent: Awaited<ReturnType<typeof createUser>>;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestApp();
  agent = await createUser(t.app, { role: 'agent', name: 'Meera Kulkarni', email: 'meera.agent@example.in' });
  admin = await createUser(t.app, { role: 'admin' });
});
afterAll(() => t?.close());

const listing = async (values: Record<string, unknown> = {}) =>
  (await insertProperty(t.app, { agentId: agent.row.id, ...values })).row.id;
const report = (id: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1/properties/${id}/reports`, payload, headers });
const isListed = async (id: string) =>
  (
    await t.database.query<{ listed: boolean; hidden_reason: string | null }>(
      'select listed, hidden_reason from properties where id = $1',
      [id],
    )
  )[0];
const outboxOf = async (kind: string) =>
  (await t.app.deps.repos.outbox.findAll()).filter((m) => m.kind === kind);

describe('POST /properties/{id}/reports', () => {
  it('takes a guest’s report with an email and answers 201 with the report', async () => {
    const id = await listing();
    const res = await report(id, { reason: 'sold', message: ' Sold last month. ', email: 'Asha@Example.in' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: REPORT_MSG.thanks,
      data: { propertyId: id, reason: 'sold', message: 'Sold last month.', status: 'open' },
    });
    const [group] = (await t.app.deps.services.reports.findQueue()).filter((g) => g.property._id === id);
    expect(group?.reports[0]?.reporter).toEqual({ name: null, email: 'asha@example.in', isGuest: true });
  });

  it('takes a signed-in reporter’s report without an email, under their account', async () => {
    const id = await listing();
    const buyer = await createUser(t.app, { name: 'Ravi Buyer' });
    const res = await report(id, { reason: 'wrong-price' }, buyer.auth);
    expect(res.statusCode).toBe(201);
    const [group] = (await t.app.deps.services.reports.findQueue()).filter((g) => g.property._id === id);
    expect(group?.reports[0]?.reporter).toEqual({
      name: 'Ravi Buyer',
      email: buyer.user.email,
      isGuest: false,
    });
  });

  it('keeps one open report per reporter and listing: a second is 409 with a clear message', async () => {
    const id = await listing();
    expect((await report(id, { reason: 'fake', email: 'dup@example.in' })).statusCode).toBe(201);
    const again = await report(id, { reason: 'duplicate', email: 'DUP@example.in' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, message: REPORT_MSG.alreadyReported });

    const buyer = await createUser(t.app);
    expect((await report(id, { reason: 'fake' }, buyer.auth)).statusCode).toBe(201);
    expect((await report(id, { reason: 'other', message: 'Again' }, buyer.auth)).statusCode).toBe(409);
    // Another listing is another report.
    expect((await report(await listing(), { reason: 'fake' }, buyer.auth)).statusCode).toBe(201);
  });

  it('answers 422 for an unknown reason, a missing guest email, "other" without a message and a message over 1,000 characters', async () => {
    const id = await listing();
    const none = await report(id, {});
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toMatchObject({ reason: REPORT_MSG.reasonRequired });

    const guest = await report(id, { reason: 'fake' });
    expect(guest.statusCode).toBe(422);
    expect(guest.json().errors).toEqual({ email: REPORT_MSG.emailRequired });

    const badEmail = await report(id, { reason: 'fake', email: 'nope' });
    expect(badEmail.json().errors).toEqual({ email: 'Please enter a valid email' });

    const other = await report(id, { reason: 'other', message: '  ', email: 'o@example.in' });
    expect(other.json().errors).toEqual({ message: REPORT_MSG.messageRequired });

    const long = await report(id, { reason: 'fake', message: 'x'.repeat(1001), email: 'l@example.in' });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({ message: REPORT_MSG.messageTooLong });
    expect(
      (await report(id, { reason: 'fake', message: 'x'.repeat(1000), email: 'l@example.in' })).statusCode,
    ).toBe(201);
  });

  it('answers 404 for an unknown listing, a malformed id and a hidden listing', async () => {
    const body = { reason: 'fake', email: 'g@example.in' };
    expect((await report('0190a3c4-5b6d-7e8f-9a0b-1c2d3e4f5a6b', body)).statusCode).toBe(404);
    expect((await report('not-an-id', body)).statusCode).toBe(404);
    const hidden = await listing();
    await setListingHidden(t.app.deps.db, hidden, 'moderator');
    const res = await report(hidden, body);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Property not found' });
    const gone = await createUser(t.app, { role: 'agent', active: false });
    const inactive = (await insertProperty(t.app, { agentId: gone.row.id, listed: false })).row.id;
    expect((await report(inactive, body)).statusCode).toBe(404);
  });

  it('hides a listing reported by 3 different people pending review, and tells the agent', async () => {
    const id = await listing({ title: 'Riverside Villa' });
    const before = (await outboxOf('listing-report.hidden')).length;
    expect((await report(id, { reason: 'fake', email: 'a@example.in' })).statusCode).toBe(201);
    // The same person twice is still one reporter (the second is refused).
    expect((await report(id, { reason: 'fake', email: 'a@example.in' })).statusCode).toBe(409);
    expect((await report(id, { reason: 'wrong-photos', email: 'b@example.in' })).statusCode).toBe(201);
    expect(await isListed(id)).toEqual({ listed: true, hidden_reason: null });
    expect((await report(id, { reason: 'fake', email: 'c@example.in' })).statusCode).toBe(201);
    expect(await isListed(id)).toEqual({ listed: false, hidden_reason: 'reported' });

    const notices = (await outboxOf('listing-report.hidden')).slice(before);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      recipient: 'meera.agent@example.in',
      subject: 'Your listing is hidden pending review: Riverside Villa',
    });
    expect(notices[0]?.body).toContain('Fake or fraud (2), Wrong photos (1)');
    // Hidden: the public sees a 404, and a fourth report is a 404 too.
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/properties/${id}` })).statusCode).toBe(404);
    expect((await report(id, { reason: 'fake', email: 'd@example.in' })).statusCode).toBe(404);
  });

  it('takes the threshold from the site settings (validated)', async () => {
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/settings',
      headers: admin.auth,
      payload: { reportHideThreshold: 0 },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      reportHideThreshold: 'Reports before hiding must be a whole number from 1 to 20',
    });
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/settings',
      headers: admin.auth,
      payload: { reportHideThreshold: '2' },
    });
    expect(put.json().data.reportHideThreshold).toBe(2);
    // Not something the public reads.
    const pub = await t.app.inject({ method: 'GET', url: '/api/v1/settings' });
    expect(pub.json().data).not.toHaveProperty('reportHideThreshold');
    try {
      const id = await listing();
      await report(id, { reason: 'duplicate', email: 'x@example.in' });
      expect((await isListed(id))?.listed).toBe(true);
      await report(id, { reason: 'duplicate', email: 'y@example.in' });
      expect(await isListed(id)).toEqual({ listed: false, hidden_reason: 'reported' });
    } finally {
      await t.app.inject({
        method: 'PUT',
        url: '/api/v1/admin/settings',
        headers: admin.auth,
        payload: { reportHideThreshold: 3 },
      });
    }
  });

  it('answers 429 after too many reports from one address', async () => {
    const limited = await createTestApp({ RATE_LIMIT_REPORT: '2' });
    try {
      const owner = await createUser(limited.app, { role: 'agent' });
      const ids = [
        (await insertProperty(limited.app, { agentId: owner.row.id })).row.id,
        (await insertProperty(limited.app, { agentId: owner.row.id })).row.id,
        (await insertProperty(limited.app, { agentId: owner.row.id })).row.id,
      ];
      const codes: number[] = [];
      for (const [i, id] of ids.entries()) {
        const res = await limited.app.inject({
          method: 'POST',
          url: `/api/v1/properties/${id}/reports`,
          payload: { reason: 'fake', email: `flood${i}@example.in` },
        });
        codes.push(res.statusCode);
        if (res.statusCode === 429) {
          expect(res.json()).toMatchObject({
            success: false,
            message: 'Too many requests, please try again later',
          });
        }
      }
      expect(codes).toEqual([201, 201, 429]);
      const other = await limited.app.inject({
        method: 'POST',
        url: `/api/v1/properties/${ids[2]}/reports`,
        payload: { reason: 'fake', email: 'someone@example.in' },
        remoteAddress: '198.51.100.23',
      });
      expect(other.statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
