import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, TEST_PASSWORD, type TTestApp } from '../../../test/test-app';

/** A user's language kept in their profile (issue 19, migration 0026). */
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const putJson = (auth: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/auth/me', headers: auth, payload });
const me = async (auth: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: auth })).json().data;

describe('preferredLanguage on PUT /auth/me', () => {
  it('is null until chosen, then saved, returned by /auth/me and by login', async () => {
    const { auth, row } = await createUser(t.app);
    expect((await me(auth)).preferredLanguage).toBeNull();

    const res = await putJson(auth, { preferredLanguage: 'hi' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { preferredLanguage: 'hi' } });
    expect((await me(auth)).preferredLanguage).toBe('hi');

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: row.email, password: TEST_PASSWORD },
    });
    expect(login.json().user.preferredLanguage).toBe('hi');

    // Another field changed alone keeps the language; null forgets it.
    await putJson(auth, { occupation: 'Teacher' });
    expect((await me(auth)).preferredLanguage).toBe('hi');
    await putJson(auth, { preferredLanguage: 'en' });
    expect((await me(auth)).preferredLanguage).toBe('en');
    await putJson(auth, { preferredLanguage: null });
    expect((await me(auth)).preferredLanguage).toBeNull();
  });

  it("refuses a language the site does not have ('fr') with its field's message, and keeps the old one", async () => {
    const { auth } = await createUser(t.app);
    await putJson(auth, { preferredLanguage: 'hi' });
    for (const value of ['fr', 'HI', '', 7]) {
      const res = await putJson(auth, { preferredLanguage: value });
      // A field of the body that fails its rule: 422 with the field's message (API.md 'Status codes').
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        success: false,
        message: 'Validation failed',
        errors: { preferredLanguage: 'Language must be en (English) or hi (Hindi)' },
      });
    }
    // Through the multipart form too.
    const { multipart } = await import('../../../test/fixtures/multipart');
    const form = await multipart([['preferredLanguage', 'fr']]);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/me',
      headers: { ...auth, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      preferredLanguage: 'Language must be en (English) or hi (Hindi)',
    });
    expect((await me(auth)).preferredLanguage).toBe('hi');
  });

  it('the database refuses any other value (CHECK)', async () => {
    const { row } = await createUser(t.app);
    await expect(
      t.app.deps.repos.users.updateUser(row.id, { preferredLanguage: 'fr' as 'en' }),
    ).rejects.toThrow();
    expect((await t.app.deps.repos.users.getUserById(row.id))?.preferredLanguage).toBeNull();
  });

  it("changes only the caller's own language: another user's stays, and a guest cannot", async () => {
    const a = await createUser(t.app);
    const b = await createUser(t.app);
    await putJson(a.auth, { preferredLanguage: 'hi' });
    // B's update (even naming A's id) changes B only.
    const res = await putJson(b.auth, { preferredLanguage: 'en', _id: a.row.id, id: a.row.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: b.row.id, preferredLanguage: 'en' });
    expect((await me(a.auth)).preferredLanguage).toBe('hi');
    const guest = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/me',
      payload: { preferredLanguage: 'en' },
    });
    expect(guest.statusCode).toBe(401);
    expect((await me(a.auth)).preferredLanguage).toBe('hi');
  });
});
