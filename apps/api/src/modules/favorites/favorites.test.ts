import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids';
import { createTestApp, createUser, type TTestApp } from '../../../test/test-app';
import { insertProperty } from '../../../test/fixtures/insert-property';

let t: TTestApp;
let agent: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestApp();
  agent = await createUser(t.app, { role: 'agent', name: 'Asha Agent' });
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers });

describe('favourites', () => {
  it('adds, reports, lists and removes a favourite, each idempotently', async () => {
    const buyer = await createUser(t.app);
    const a = (await insertProperty(t.app, { agentId: agent.row.id, title: 'Fav A' })).row;
    const b = (await insertProperty(t.app, { agentId: agent.row.id, title: 'Fav B', status: 'Sold' })).row;

    const status0 = await call('GET', `/auth/favorites/${a.id}/status`, buyer.auth);
    expect(status0.statusCode).toBe(200);
    expect(status0.json()).toMatchObject({ success: true, isFavorite: false, data: { isFavorite: false } });

    for (let i = 0; i < 2; i++) {
      const put = await call('PUT', `/auth/favorites/${a.id}`, buyer.auth);
      expect(put.statusCode).toBe(200);
      expect(put.json()).toMatchObject({
        success: true,
        message: 'Added to favorites',
        data: { isFavorite: true },
      });
    }
    await call('PUT', `/auth/favorites/${b.id}`, buyer.auth);
    expect((await call('GET', `/auth/favorites/${a.id}/status`, buyer.auth)).json().isFavorite).toBe(true);

    const list = await call('GET', '/auth/favorites', buyer.auth);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((p: { title: string }) => p.title)).toEqual(['Fav B', 'Fav A']);
    expect(list.json().data[1]).toMatchObject({ _id: a.id, agent: { name: 'Asha Agent' }, price: 6_500_000 });

    for (let i = 0; i < 2; i++) {
      const del = await call('DELETE', `/auth/favorites/${a.id}`, buyer.auth);
      expect(del.statusCode).toBe(200);
      expect(del.json()).toMatchObject({ message: 'Removed from favorites', data: { isFavorite: false } });
    }
    expect((await call('GET', `/auth/favorites/${a.id}/status`, buyer.auth)).json().isFavorite).toBe(false);
    expect(
      (await call('GET', '/auth/favorites', buyer.auth)).json().data.map((p: { title: string }) => p.title),
    ).toEqual(['Fav B']);
  });

  it('never duplicates a row under concurrent toggles', async () => {
    const buyer = await createUser(t.app);
    const { row } = await insertProperty(t.app, { agentId: agent.row.id });
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call(i % 3 === 2 ? 'DELETE' : 'PUT', `/auth/favorites/${row.id}`, buyer.auth),
      ),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    await call('PUT', `/auth/favorites/${row.id}`, buyer.auth);
    const [count] = await t.database.query<{ n: number }>(
      'select count(*)::int as n from favorites where user_id = $1 and property_id = $2',
      [buyer.user.id, row.id],
    );
    expect(count?.n).toBe(1);
  });

  it('answers 404 for an unknown, malformed or hidden listing', async () => {
    const buyer = await createUser(t.app);
    const gone = await createUser(t.app, { role: 'agent', active: false });
    const { row } = await insertProperty(t.app, { agentId: gone.row.id, listed: false });
    for (const id of [newId(), 'not-an-id', row.id]) {
      const res = await call('PUT', `/auth/favorites/${id}`, buyer.auth);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe('Property not found');
    }
    expect((await call('GET', '/auth/favorites/zzz/status', buyer.auth)).statusCode).toBe(404);
  });

  it('leaves a listing out of the list once its agent is deactivated', async () => {
    const buyer = await createUser(t.app);
    const agent2 = await createUser(t.app, { role: 'agent' });
    const { row } = await insertProperty(t.app, { agentId: agent2.row.id });
    await call('PUT', `/auth/favorites/${row.id}`, buyer.auth);
    await t.database.query('update properties set listed = false where agent_id = $1', [agent2.user.id]);
    expect((await call('GET', '/auth/favorites', buyer.auth)).json().data).toEqual([]);
  });

  it('answers 401 to anonymous calls', async () => {
    const id = newId();
    for (const [method, url] of [
      ['GET', '/auth/favorites'],
      ['GET', `/auth/favorites/${id}/status`],
      ['PUT', `/auth/favorites/${id}`],
      ['DELETE', `/auth/favorites/${id}`],
    ] as const) {
      const res = await call(method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toMatchObject({ success: false, message: 'Not authorized' });
    }
  });
});
