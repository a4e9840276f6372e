import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty } from '../../../test/fixtures/insert-property';
import { createTestApp, createUser, type TTestApp } from '../../../test/test-app';

let t: TTestApp;
let agent: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestApp();
  agent = await createUser(t.app, { role: 'agent' });
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers });

describe('shared shortlists', () => {
  it('shares the favourites read-only with anyone holding the link, until revoked', async () => {
    const owner = await createUser(t.app, { name: 'Meera Kulkarni Joshi' });
    const a = (await insertProperty(t.app, { agentId: agent.row.id, title: 'Shared A' })).row;
    const b = (await insertProperty(t.app, { agentId: agent.row.id, title: 'Shared B' })).row;
    await call('PUT', `/auth/favorites/${a.id}`, owner.auth);
    await call('PUT', `/auth/favorites/${b.id}`, owner.auth);

    expect((await call('GET', '/auth/shortlist-share', owner.auth)).json()).toEqual({
      success: true,
      data: null,
    });
    const created = await call('POST', '/auth/shortlist-share', owner.auth);
    expect(created.statusCode).toBe(201);
    const { token } = created.json().data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await call('GET', '/auth/shortlist-share', owner.auth)).json().data.token).toBe(token);

    // Anyone, signed out: the first name and the cards, nothing else of the owner.
    const shared = await call('GET', `/shortlists/${token}`);
    expect(shared.statusCode).toBe(200);
    const data = shared.json().data;
    expect(data.ownerFirstName).toBe('Meera');
    expect(data.listings.map((p: { title: string }) => p.title)).toEqual(['Shared B', 'Shared A']);
    const text = shared.body;
    for (const secret of [owner.row.email, 'Kulkarni', 'Joshi', owner.row.id])
      expect(text).not.toContain(secret);

    // A new link replaces the old one.
    const again = (await call('POST', '/auth/shortlist-share', owner.auth)).json().data.token;
    expect(again).not.toBe(token);
    expect((await call('GET', `/shortlists/${token}`)).statusCode).toBe(404);

    // Revoked: 404 with the page's words; the owner sees no link.
    const revoked = await call('DELETE', '/auth/shortlist-share', owner.auth);
    expect(revoked.statusCode).toBe(200);
    const gone = await call('GET', `/shortlists/${again}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ success: false, message: 'This shortlist is no longer shared' });
    expect((await call('GET', '/auth/shortlist-share', owner.auth)).json().data).toBeNull();
  });

  it('answers 404 for unknown or malformed tokens, and lets nobody else revoke a link', async () => {
    for (const token of ['x'.repeat(43), 'short', '%27%3B--']) {
      const res = await call('GET', `/shortlists/${token}`);
      expect(res.statusCode, token).toBe(404);
    }
    const owner = await createUser(t.app);
    const stranger = await createUser(t.app);
    const { token } = (await call('POST', '/auth/shortlist-share', owner.auth)).json().data;
    // Another user's revoke only touches their own (absent) share.
    await call('DELETE', '/auth/shortlist-share', stranger.auth);
    expect((await call('GET', `/shortlists/${token}`)).statusCode).toBe(200);
    expect((await call('GET', '/auth/shortlist-share', stranger.auth)).json().data).toBeNull();
  });

  it('answers 401 to anonymous share calls', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      expect((await call(method, '/auth/shortlist-share')).statusCode, method).toBe(401);
    }
  });
});
