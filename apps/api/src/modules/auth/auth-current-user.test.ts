import { ZAuthAnswer, ZCurrentUser } from '@nivaas/shared/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty } from '../../../test/fixtures/insert-property';
import { createTestApp, createUser, TEST_PASSWORD, type TTestApp } from '../../../test/test-app';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const api = (method: 'GET' | 'PUT' | 'POST', url: string, auth?: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: auth, ...(payload ? { payload } : {}) });

describe('the signed-in user carries favorites and recentlyViewed (public-site §3)', () => {
  it('register answers empty lists, and /auth/me says the same', async () => {
    const res = await api('POST', '/auth/register', undefined, {
      name: 'Nisha Kulkarni',
      email: 'nisha@example.in',
      password: 'river-side-7',
      role: 'buyer',
    });
    expect(res.statusCode).toBe(201);
    const body = ZAuthAnswer.parse(res.json());
    expect(body.user).toMatchObject({ favorites: [], recentlyViewed: [] });
    const me = await api('GET', '/auth/me', { authorization: `Bearer ${body.token}` });
    expect(ZCurrentUser.parse(me.json().data)).toMatchObject({ favorites: [], recentlyViewed: [] });
  });

  it('/auth/me, login and a profile update list the saved ids and the viewed ids, newest first', async () => {
    const agent = await createUser(t.app, { role: 'agent' });
    const [a, b, c] = await Promise.all(
      ['A', 'B', 'C'].map(
        async (title) => (await insertProperty(t.app, { agentId: agent.row.id, title })).row.id,
      ),
    );
    if (!a || !b || !c) throw new Error('listings not made');
    const buyer = await createUser(t.app, { role: 'buyer' });
    const other = await createUser(t.app, { role: 'buyer' });
    for (const id of [a, c]) {
      expect((await api('PUT', `/auth/favorites/${id}`, buyer.auth)).statusCode).toBe(200);
    }
    for (const id of [b, a, c, a]) {
      expect((await api('GET', `/properties/${id}`, buyer.auth)).statusCode).toBe(200);
    }
    // Someone else's activity stays theirs.
    await api('PUT', `/auth/favorites/${b}`, other.auth);
    await api('GET', `/properties/${b}`, other.auth);

    const expectLists = (user: unknown, what: string) => {
      const parsed = ZCurrentUser.parse(user);
      expect([...parsed.favorites].sort(), what).toEqual([a, c].sort());
      expect(parsed.recentlyViewed, what).toEqual([a, c, b]);
      expect(parsed.id, what).toBe(buyer.row.id);
    };
    expectLists((await api('GET', '/auth/me', buyer.auth)).json().data, 'GET /auth/me');
    const login = await api('POST', '/auth/login', undefined, {
      email: buyer.user.email,
      password: TEST_PASSWORD,
    });
    expect(login.statusCode).toBe(200);
    expectLists(ZAuthAnswer.parse(login.json()).user, 'POST /auth/login');
    const update = await api('PUT', '/auth/me', buyer.auth, { name: 'Renamed Buyer' });
    expect(update.statusCode).toBe(200);
    expectLists(update.json().data, 'PUT /auth/me');

    // Removing a favourite shows at once.
    await api('PUT', `/auth/favorites/${a}`, buyer.auth);
    await t.app.inject({ method: 'DELETE', url: `/api/v1/auth/favorites/${a}`, headers: buyer.auth });
    expect((await api('GET', '/auth/me', buyer.auth)).json().data.favorites).toEqual([c]);
  });
});
