import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids';
import { createTestApp, createUser, type TTestApp } from '../../../test/test-app';
import { insertProperty } from '../../../test/fixtures/insert-property';
import { bracketFields, imageParts, postProperty, putProperty } from '../../../test/fixtures/property-form';
import type { TMailer } from '../notifications/mailer';
import { createOutboxWorker } from '../notifications/outbox-worker';

let t: TTestApp;
let agent: Awaited<ReturnType<typeof createUser>>;
let buyer: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestApp();
  agent = await createUser(t.app, { role: 'agent', name: 'Asha Agent', email: 'asha.agent@test.nivaas.in' });
  buyer = await createUser(t.app, { name: 'Ravi Buyer' });
});
afterAll(async () => {
  await t.close();
});

const contact = (id: string, payload: object, headers: Record<string, string> = buyer.auth) =>
  t.app.inject({ method: 'POST', url: `/api/v1/properties/${id}/contact`, payload, headers });
const outboxFor = async (requestId: string) =>
  (await t.app.deps.repos.outbox.findAll()).filter((m) => m.payload.contactRequestId === requestId);

describe('POST /properties/{id}/contact', () => {
  it('answers 201 for the first request, 200 for a repeat, keeping one open request', async () => {
    const { row } = await insertProperty(t.app, { agentId: agent.row.id, title: 'Lake View 3 BHK' });
    const first = await contact(row.id, { contactMethod: 'email', message: 'Is it available?' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      success: true,
      message: 'Contact request sent successfully!',
      data: {
        contactMethod: 'email',
        message: 'Is it available?',
        status: 'pending',
        user: { _id: buyer.user.id, name: 'Ravi Buyer' },
        property: { _id: row.id, title: 'Lake View 3 BHK' },
        agent: { _id: agent.user.id },
      },
    });
    const requestId = first.json().data._id;
    const repeat = await contact(row.id, { contactMethod: 'whatsapp', message: 'Can I visit on Sunday?' });
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json().data).toMatchObject({
      _id: requestId,
      contactMethod: 'whatsapp',
      message: 'Can I visit on Sunday?',
    });
    const [n] = await t.database.query<{ n: number }>(
      'select count(*)::int as n from contact_requests where property_id = $1',
      [row.id],
    );
    expect(n?.n).toBe(1);

    const mails = await outboxFor(requestId);
    expect(mails).toHaveLength(2);
    expect(mails[0]).toMatchObject({
      kind: 'contact-request',
      recipient: 'asha.agent@test.nivaas.in',
      subject: 'New enquiry for Lake View 3 BHK',
      status: 'pending',
    });
    expect(mails[0]?.body).toContain('Ravi Buyer');
    expect(mails[0]?.body).toContain('Is it available?');
  });

  it('opens a new request once the previous one is completed', async () => {
    const { row } = await insertProperty(t.app, { agentId: agent.row.id });
    const first = await contact(row.id, { contactMethod: 'phone', message: '' });
    expect(first.statusCode).toBe(201);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/agent/contacts/${first.json().data._id}`,
      headers: agent.auth,
      payload: { status: 'completed' },
    });
    const again = await contact(row.id, { contactMethod: 'phone' });
    expect(again.statusCode).toBe(201);
    expect(again.json().data._id).not.toBe(first.json().data._id);
  });

  it('needs a non-blank message for email and WhatsApp, not for phone', async () => {
    const { row } = await insertProperty(t.app, { agentId: agent.row.id });
    for (const method of ['email', 'whatsapp']) {
      const res = await contact(row.id, { contactMethod: method, message: '   ' });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        message: 'Validation failed',
        errors: { message: 'Please enter a message' },
      });
    }
    const defaultMethod = await contact(row.id, {});
    expect(defaultMethod.statusCode).toBe(422);
    const bad = await contact(row.id, { contactMethod: 'pigeon', message: 'hi' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.contactMethod).toBe('Please choose email, whatsapp or phone');
    expect((await contact(row.id, { contactMethod: 'phone' })).statusCode).toBe(201);
  });

  it('answers 404 for an unknown, malformed or hidden listing and 401 without a token', async () => {
    const gone = await createUser(t.app, { role: 'agent', active: false });
    const { row } = await insertProperty(t.app, { agentId: gone.row.id, listed: false });
    for (const id of [newId(), 'bad-id', row.id]) {
      const res = await contact(id, { contactMethod: 'phone' });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Property not found');
    }
    const anon = await contact(newId(), { contactMethod: 'phone' }, {});
    expect(anon.statusCode).toBe(401);
  });
});

describe('delivery of the agent notification', () => {
  it('delivers through the worker and retries a failed delivery', async () => {
    const { row } = await insertProperty(t.app, { agentId: agent.row.id, title: 'Retry Towers' });
    const res = await contact(row.id, { contactMethod: 'email', message: 'Hello' });
    const requestId = res.json().data._id;
    const sent: string[] = [];
    let failures = 1;
    const mailer: TMailer = {
      kind: 'smtp',
      send: async (mail) => {
        if (mail.subject.includes('Retry Towers') && failures-- > 0) throw new Error('SMTP 421 try later');
        sent.push(mail.subject);
      },
    };
    const worker = createOutboxWorker({ outbox: t.app.deps.repos.outbox, mailer, log: t.app.log });
    await worker.runOnce();
    let [mail] = await outboxFor(requestId);
    expect(mail).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP 421 try later' });
    expect(mail?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    // The back-off has passed. A second in the past: PostgreSQL's now() has microseconds and the
    // worker compares with a JavaScript Date (milliseconds) that can fall in the same millisecond.
    await t.database.query(
      `update outbox set next_attempt_at = now() - interval '1 second' where payload->>'contactRequestId' = $1`,
      [requestId],
    );
    await worker.runOnce();
    [mail] = await outboxFor(requestId);
    expect(mail).toMatchObject({ status: 'sent', attempts: 1 });
    expect(sent).toContain('New enquiry for Retry Towers');
  });

  it('writes to the log when no SMTP server is configured', async () => {
    expect(t.app.deps.mailer.kind).toBe('log');
    await t.app.deps.outboxWorker.runOnce();
    const pending = (await t.app.deps.repos.outbox.findAll()).filter(
      (m) => m.kind === 'contact-request' && m.status === 'pending' && m.nextAttemptAt <= new Date(),
    );
    expect(pending).toEqual([]);
  });
});

describe('agent leads', () => {
  it('lists an agent’s own leads (admins see all) and lets them move a lead along', async () => {
    const other = await createUser(t.app, { role: 'agent' });
    const admin = await createUser(t.app, { role: 'admin' });
    const mine = (await insertProperty(t.app, { agentId: agent.row.id, title: 'Mine' })).row;
    const theirs = (await insertProperty(t.app, { agentId: other.row.id, title: 'Theirs' })).row;
    const lead = (await contact(mine.id, { contactMethod: 'phone' })).json().data;
    await contact(theirs.id, { contactMethod: 'phone' });

    const list = await t.app.inject({ url: '/api/v1/agent/contacts?limit=100', headers: agent.auth });
    expect(list.statusCode).toBe(200);
    const titles = list.json().data.map((l: { property: { title: string } }) => l.property.title);
    expect(titles).toContain('Mine');
    expect(titles).not.toContain('Theirs');
    expect(list.json().data[0]).toMatchObject({
      user: { name: 'Ravi Buyer', email: buyer.user.email, mobile: '+91 98765 43210' },
    });
    expect(list.json().pagination).toMatchObject({ page: 1, limit: 100 });
    const all = await t.app.inject({ url: '/api/v1/agent/contacts?limit=100', headers: admin.auth });
    const allTitles = all.json().data.map((l: { property: { title: string } }) => l.property.title);
    expect(allTitles).toEqual(expect.arrayContaining(['Mine', 'Theirs']));

    const patch = (headers: Record<string, string>, payload: object, id = lead._id) =>
      t.app.inject({ method: 'PATCH', url: `/api/v1/agent/contacts/${id}`, headers, payload });
    const forbidden = await patch(other.auth, { status: 'contacted' });
    expect(forbidden.statusCode).toBe(403);
    const ok = await patch(agent.auth, { status: 'contacted' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ _id: lead._id, status: 'contacted' });
    expect((await patch(admin.auth, { status: 'completed' })).json().data.status).toBe('completed');
    const bad = await patch(agent.auth, { status: 'archived' });
    expect(bad.statusCode).toBe(422);
    expect((await patch(agent.auth, { status: 'pending' }, newId())).statusCode).toBe(404);
    expect((await patch(agent.auth, { status: 'pending' }, 'nope')).statusCode).toBe(404);
  });

  it('follow their listing: after a reassignment the new agent sees and moves them, the old one no longer', async () => {
    const before = await createUser(t.app, { role: 'agent', name: 'Agent Before' });
    const after = await createUser(t.app, { role: 'agent', name: 'Agent After' });
    const admin = await createUser(t.app, { role: 'admin' });
    const created = await postProperty(
      t.app,
      before.auth,
      bracketFields({ title: 'Changing Hands' }),
      await imageParts(1),
    );
    expect(created.statusCode).toBe(201);
    const listing = created.json().data as {
      _id: string;
      images: { _id: string; url: string; publicId: string }[];
    };
    const lead = (
      await contact(listing._id, { contactMethod: 'email', message: 'Can I visit Sunday?' })
    ).json().data;

    const leadsOf = async (who: Record<string, string>) =>
      (await t.app.inject({ url: '/api/v1/agent/contacts?limit=100', headers: who })).json() as {
        data: { _id: string; agent: { _id: string } }[];
        pagination: { total: number };
      };
    const patch = (who: Record<string, string>, status: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v1/agent/contacts/${lead._id}`,
        headers: who,
        payload: { status },
      });
    expect((await leadsOf(before.auth)).data.map((l) => l._id)).toEqual([lead._id]);
    expect((await leadsOf(after.auth)).data).toEqual([]);
    expect((await patch(after.auth, 'contacted')).statusCode).toBe(403);

    const image = listing.images[0];
    if (!image) throw new Error('listing without its photo');
    const reassigned = await putProperty(t.app, admin.auth, listing._id, [
      ...bracketFields({ title: 'Changing Hands' }),
      ['existingImages', JSON.stringify({ url: image.url, publicId: image.publicId, _id: image._id })],
      ['agent', after.row.id],
    ]);
    expect(reassigned.statusCode).toBe(200);

    // The new agent sees the lead, as theirs, and moves it along.
    const now = await leadsOf(after.auth);
    expect(now.data.map((l) => [l._id, l.agent._id])).toEqual([[lead._id, after.row.id]]);
    expect(now.pagination.total).toBe(1);
    const moved = await patch(after.auth, 'contacted');
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ status: 'contacted', agent: { _id: after.row.id } });
    // The previous agent no longer does.
    const old = await leadsOf(before.auth);
    expect(old.data).toEqual([]);
    expect(old.pagination.total).toBe(0);
    const refused = await patch(before.auth, 'completed');
    expect(refused.statusCode).toBe(403);
    // The admin's list names the listing's agent now.
    const adminList = await t.app.inject({ url: '/api/v1/admin/contacts', headers: admin.auth });
    const row = adminList.json().data.find((c: { _id: string }) => c._id === lead._id);
    expect(row).toMatchObject({
      status: 'contacted',
      agent: { _id: after.row.id },
      property: { agent: { _id: after.row.id } },
    });
  });

  it('refuses buyers (403) and anonymous callers (401)', async () => {
    expect((await t.app.inject({ url: '/api/v1/agent/contacts', headers: buyer.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/v1/agent/contacts' })).statusCode).toBe(401);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/agent/contacts/${newId()}`,
      payload: { status: 'contacted' },
      headers: buyer.auth,
    });
    expect(patch.statusCode).toBe(403);
  });
});

describe('rate limit', () => {
  it('answers 429 past the contact limit', async () => {
    const limited = await createTestApp({ RATE_LIMIT_CONTACT: '2' });
    try {
      const a = await createUser(limited.app, { role: 'agent' });
      const b = await createUser(limited.app);
      const { row } = await insertProperty(limited.app, { agentId: a.row.id });
      const send = () =>
        limited.app.inject({
          method: 'POST',
          url: `/api/v1/properties/${row.id}/contact`,
          headers: b.auth,
          payload: { contactMethod: 'phone' },
        });
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(200);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({
        success: false,
        message: 'Too many requests, please try again later',
      });
    } finally {
      await limited.close();
    }
  });
});
