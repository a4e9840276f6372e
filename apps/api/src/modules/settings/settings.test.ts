import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TTestApp } from '../../../test/test-app';

let t: TTestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { role: 'admin' });
});
afterAll(async () => {
  await t.close();
});

const publicSettings = async () => (await t.app.inject({ method: 'GET', url: '/api/v1/settings' })).json();
const save = (payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/admin/settings', headers: admin.auth, payload });

const DEFAULTS = {
  defaultCity: 'Nashik',
  supportPhone: '+91 253 250 0000',
  supportEmail: 'support@nivaas.in',
  officeAddress: 'Nivaas Realty, College Road, Nashik, Maharashtra 422005',
  officeHours: 'Monday to Saturday, 9:30 AM to 6:30 PM',
  featuredCount: 4,
  grievanceContact:
    'Grievance Officer, Nivaas Realty, College Road, Nashik, Maharashtra 422005; grievance@nivaas.in',
};

describe('site settings', () => {
  it('answers the defaults to anyone before an admin saves anything', async () => {
    expect(await publicSettings()).toEqual({ success: true, data: DEFAULTS });
  });

  it('saves the Settings form; the public part omits the private notification address', async () => {
    const res = await save({
      defaultCity: 'Pune',
      supportPhone: '+91 20 4000 1000',
      supportEmail: 'Help@Nivaas.in',
      officeAddress: 'FC Road, Pune',
      officeHours: 'Every day, 10 AM to 7 PM',
      featuredCount: '8',
      notificationEmail: 'desk@nivaas.in',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ supportEmail: 'help@nivaas.in', featuredCount: 8 });
    expect((await publicSettings()).data).toEqual({
      defaultCity: 'Pune',
      supportPhone: '+91 20 4000 1000',
      supportEmail: 'help@nivaas.in',
      officeAddress: 'FC Road, Pune',
      officeHours: 'Every day, 10 AM to 7 PM',
      featuredCount: 8,
      grievanceContact: DEFAULTS.grievanceContact,
    });
    const full = await t.app.inject({ method: 'GET', url: '/api/v1/admin/settings', headers: admin.auth });
    expect(full.json().data.notificationEmail).toBe('desk@nivaas.in');

    // Keys left out keep their value; a blank optional one is cleared; unknown keys are ignored.
    const partial = await save({ featuredCount: 6, notificationEmail: '', theme: 'dark' });
    expect(partial.json().data).toMatchObject({ defaultCity: 'Pune', featuredCount: 6 });
    expect(partial.json().data.notificationEmail).toBeUndefined();
    expect((await publicSettings()).data).not.toHaveProperty('theme');
  });

  it('answers 422 with a message per bad field and keeps what was saved', async () => {
    const before = (await publicSettings()).data;
    const res = await save({
      defaultCity: ' ',
      supportPhone: 'call us',
      supportEmail: 'nope',
      officeAddress: '',
      featuredCount: 50,
      notificationEmail: 'x@',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      defaultCity: 'Default city is required',
      supportPhone: 'Please enter a valid phone number',
      supportEmail: 'Please enter a valid email',
      officeAddress: 'Office address is required',
      featuredCount: 'Featured count must be a whole number from 1 to 12',
      notificationEmail: 'Please enter a valid email',
    });
    expect((await publicSettings()).data).toEqual(before);
    const notObject = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/settings',
      headers: { ...admin.auth, 'content-type': 'application/json' },
      payload: '[1]',
    });
    expect(notObject.statusCode).toBe(400);
  });

  it("keeps the privacy notice's grievance contact; blank is the default again", async () => {
    expect(
      (await save({ grievanceContact: 'Ms Asha Rao, Grievance Officer; grievance@nivaas.in' })).statusCode,
    ).toBe(200);
    expect((await publicSettings()).data.grievanceContact).toBe(
      'Ms Asha Rao, Grievance Officer; grievance@nivaas.in',
    );
    await save({ grievanceContact: '' });
    expect((await publicSettings()).data.grievanceContact).toBe(DEFAULTS.grievanceContact);
  });
});
