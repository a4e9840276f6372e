import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TTestApp } from '../../../test/test-app';

let t: TTestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { role: 'admin', email: 'asha.admin@example.in' });
  await createUser(t.app, { role: 'admin', email: 'off.admin@example.in', active: false });
});
afterAll(async () => {
  await t.close();
});

const send = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/enquiries', payload, headers });
const adminCall = (method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/admin${url}`, headers: admin.auth, ...(payload ? { payload } : {}) });

const contact = {
  kind: 'contact',
  name: 'Meera Joshi',
  email: 'Meera@Example.in',
  subject: 'Site visit',
  message: 'Can I visit on Sunday?',
};

describe('POST /enquiries', () => {
  it('stores a Contact page message and tells every active admin through the outbox', async () => {
    const before = (await t.app.deps.repos.outbox.findAll()).length;
    const res = await send(contact);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Thank you! We will get back to you within 24 hours.',
      data: {
        kind: 'contact',
        name: 'Meera Joshi',
        email: 'meera@example.in',
        subject: 'Site visit',
        message: 'Can I visit on Sunday?',
        status: 'new',
        user: null,
      },
    });
    const messages = (await t.app.deps.repos.outbox.findAll()).slice(before);
    expect(messages.map((m) => m.recipient)).toEqual(['asha.admin@example.in']);
    expect(messages[0]).toMatchObject({ kind: 'enquiry.new', subject: 'New contact form: Site visit' });
    expect(messages[0]?.body).toContain('Can I visit on Sunday?');
    expect(messages[0]?.payload).toMatchObject({ enquiryId: res.json().data._id });
  });

  it('takes each form: loan, design team, lawyer and movers, and links a signed-in sender', async () => {
    const buyer = await createUser(t.app, { name: 'Signed Buyer' });
    const loan = await send(
      {
        kind: 'loan',
        name: 'Kiran',
        email: 'kiran@example.in',
        phone: '+91 98220 12345',
        details: { loanAmount: '80,00,000', tenureYears: 15, interestRate: '8.15' },
      },
      buyer.auth,
    );
    expect(loan.statusCode).toBe(201);
    expect(loan.json().data).toMatchObject({
      kind: 'loan',
      message: '',
      details: { loanAmount: 8_000_000, tenureYears: 15, interestRate: 8.15 },
      user: { _id: buyer.user.id, name: 'Signed Buyer' },
    });
    const design = await send({
      kind: 'design-team',
      name: 'Dev',
      email: 'dev@example.in',
      details: { experienceYears: '6', specialty: 'hospitality', portfolio: 'https://dev.example' },
    });
    expect(design.json().data.details).toEqual({
      experienceYears: 6,
      specialty: 'hospitality',
      portfolio: 'https://dev.example',
    });
    const lawyer = await send({
      kind: 'lawyer',
      name: 'Adv. Rao',
      email: 'rao@example.in',
      details: { barCouncilId: 'MAH/123/2010', practiceAreas: 'Property law' },
    });
    expect(lawyer.statusCode).toBe(201);
    const movers = await send({
      kind: 'movers',
      name: 'Sam',
      email: 'sam@example.in',
      phone: '9876543210',
      details: {
        fromCity: 'Nashik',
        toCity: 'Pune',
        moveDate: '2030-05-01',
        plan: 'standard',
        extra: 'dropped',
      },
    });
    expect(movers.json().data.details).toEqual({
      fromCity: 'Nashik',
      toCity: 'Pune',
      moveDate: '2030-05-01',
      plan: 'standard',
    });
  });

  it('answers 422 with friendly messages per form', async () => {
    const none = await send({});
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ kind: 'Please choose what your enquiry is about' });

    const blank = await send({ kind: 'contact', name: ' ', email: 'nope', message: '  ', phone: 'abc' });
    expect(blank.json().errors).toEqual({
      name: 'Name is required',
      email: 'Please enter a valid email',
      phone: 'Please enter a valid phone number',
      message: 'Please enter a message',
    });
    const loan = await send({ kind: 'loan', name: 'K', email: 'k@example.in', details: { tenureYears: 45 } });
    expect(loan.json().errors).toEqual({
      phone: 'Phone number is required',
      'details.loanAmount': 'Please enter the loan amount',
      'details.tenureYears': 'Please choose a tenure between 1 and 30 years',
    });
    const design = await send({
      kind: 'design-team',
      name: 'D',
      email: 'd@example.in',
      details: { experienceYears: -1 },
    });
    expect(design.json().errors).toEqual({
      'details.experienceYears': 'Please enter your years of experience (0 to 60)',
      'details.specialty': 'Please choose a specialty',
    });
    const movers = await send({
      kind: 'movers',
      name: 'M',
      email: 'm@example.in',
      phone: '9876543210',
      details: { moveDate: '31/12/2030', plan: 'gold' },
    });
    expect(movers.json().errors).toEqual({
      'details.fromCity': 'Please enter the city you are moving from',
      'details.toCity': 'Please enter the city you are moving to',
      'details.moveDate': 'Please enter a valid date',
      'details.plan': 'Please choose Basic, Standard or Premium',
    });
    // A day the calendar does not have.
    const impossible = await send({
      kind: 'movers',
      name: 'M',
      email: 'm@example.in',
      phone: '9876543210',
      details: { fromCity: 'Nashik', toCity: 'Pune', moveDate: '2030-02-30' },
    });
    expect(impossible.statusCode).toBe(422);
    expect(impossible.json().errors).toEqual({ 'details.moveDate': 'Please enter a valid date' });
  });

  it('also copies the settings notification address', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/settings',
      headers: admin.auth,
      payload: { notificationEmail: 'desk@nivaas.example' },
    });
    expect(put.statusCode).toBe(200);
    const before = (await t.app.deps.repos.outbox.findAll()).length;
    await send(contact);
    const recipients = (await t.app.deps.repos.outbox.findAll()).slice(before).map((m) => m.recipient);
    expect(recipients.sort()).toEqual(['asha.admin@example.in', 'desk@nivaas.example']);
  });

  it('answers 429 after too many enquiries from one address', async () => {
    const limited = await createTestApp({ RATE_LIMIT_ENQUIRY: '2' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await limited.app.inject({ method: 'POST', url: '/api/v1/enquiries', payload: contact });
        codes.push(res.statusCode);
        if (res.statusCode === 429) {
          expect(res.json()).toMatchObject({
            success: false,
            message: 'Too many requests, please try again later',
          });
        }
      }
      expect(codes).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('admin enquiries', () => {
  it('lists newest first with filters, changes status and deletes', async () => {
    const made = await send({ ...contact, subject: 'Admin flow' });
    const id = made.json().data._id;
    const list = await adminCall('GET', '/enquiries');
    expect(list.statusCode).toBe(200);
    expect(list.json().data[0]).toMatchObject({ _id: id, subject: 'Admin flow' });
    const loans = await adminCall('GET', '/enquiries?kind=loan');
    expect(loans.json().data.every((e: { kind: string }) => e.kind === 'loan')).toBe(true);
    expect(loans.json().data.length).toBeGreaterThan(0);
    expect((await adminCall('GET', '/enquiries?kind=spam')).statusCode).toBe(400);

    const patched = await adminCall('PATCH', `/enquiries/${id}`, { status: 'in-progress' });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().data.status).toBe('in-progress');
    const inProgress = await adminCall('GET', '/enquiries?status=in-progress');
    expect(inProgress.json().data.map((e: { _id: string }) => e._id)).toEqual([id]);
    const bad = await adminCall('PATCH', `/enquiries/${id}`, { status: 'done' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.status).toBe('Please choose a status: new, in-progress or closed');

    expect((await adminCall('DELETE', `/enquiries/${id}`)).statusCode).toBe(200);
    expect((await adminCall('DELETE', `/enquiries/${id}`)).statusCode).toBe(404);
    const missing = await adminCall('PATCH', `/enquiries/${id}`, { status: 'closed' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Enquiry not found');
  });
});
