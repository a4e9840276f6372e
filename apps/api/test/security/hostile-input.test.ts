import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TTestApp } from '../test-app';
import { FORM_CASES } from './hostile-forms';
import { BODY_CASES, HOSTILE_IDS, HOSTILE_QUERIES, hostileTextCases } from './hostile-payloads';
import { ROUTE_MATRIX } from './route-matrix';
import { expectEnvelope, expectNoLeak } from './route-table';
import { buildWorld, type TCall, type TWorld } from './world';

let t: TTestApp;
let world: TWorld;
beforeAll(async () => {
  t = await createTestApp();
  world = await buildWorld(t.app);
});
afterAll(() => t?.close());

/**
 * Sends a call as an admin (who passes every guard, so the input reaches the handler). A route
 * that answers a document of its own (`isDocument`) answers it whole, not in the envelope.
 */
async function problemsOf(
  call: TCall,
  label: string,
  opts: { isDocument?: boolean; isSessionEnding?: boolean } = {},
): Promise<string | null> {
  const { isDocument = false } = opts;
  // A call that ends the caller's sessions or account is made as a throwaway admin.
  const auth = opts.isSessionEnding
    ? (await createUser(t.app, { role: 'admin' })).auth
    : world.authOf('admin');
  const res = await t.app.inject({ ...call, headers: { ...call.headers, ...auth } });
  try {
    expect(res.statusCode).toBeLessThan(500);
    const isJson = String(res.headers['content-type'] ?? '').startsWith('application/json');
    if (res.statusCode >= 400) {
      expect(isJson, `${label}: an error answers JSON`).toBe(true);
      expectEnvelope(res.statusCode, res.json(), label);
      expectNoLeak(res.body, label);
    } else if (isJson && !isDocument) {
      expect(res.json().success, label).toBe(true);
    }
    return null;
  } catch (err) {
    const reason = (err as Error).message.split('\n')[0];
    return `${label} → ${res.statusCode} ${res.body.slice(0, 160)} (${reason})`;
  }
}

// Every API route (the matrix holds them all; its test fails on a route without an entry).
const API_ROUTES = Object.keys(ROUTE_MATRIX).filter((k) => k.includes(' /api/'));

/** The hostile calls for one route: queries for a GET, bodies otherwise, hostile ids in its path. */
async function* hostileCalls(key: string): AsyncGenerator<[string, TCall]> {
  const [method, path = ''] = key.split(' ') as [TCall['method'], string];
  const valid = () => ROUTE_MATRIX[key]?.call(world, 'admin') as Promise<TCall>;
  const base = await valid();
  if (method === 'GET') {
    for (const query of HOSTILE_QUERIES)
      yield [`query ${query.slice(0, 60)}`, { ...base, url: `${base.url}?${query}` }];
  } else {
    for (const c of [...BODY_CASES, ...FORM_CASES]) {
      yield [c.name, { method, url: base.url, ...(await c.body(base, world.users.agent.row.id)) }];
    }
    const valid =
      typeof base.payload === 'object' && !Buffer.isBuffer(base.payload) ? base.payload : undefined;
    for (const c of valid ? hostileTextCases(valid) : []) {
      yield [
        c.name,
        { method, url: base.url, payload: c.payload, headers: { 'content-type': 'application/json' } },
      ];
    }
  }
  if (path.includes('/:')) {
    for (const id of HOSTILE_IDS) {
      // A fresh valid call each time: a delete's target may be gone after the one before.
      const call = await valid();
      yield [
        `id ${JSON.stringify(id.slice(0, 40))}`,
        { ...call, url: path.replace(/:[a-zA-Z]+/g, encodeURIComponent(id)) },
      ];
    }
  }
}

describe('hostile input: every route answers < 500 with the API.md envelope', () => {
  it.each(API_ROUTES)('%s', async (key) => {
    const problems: string[] = [];
    let cases = 0;
    for await (const [label, call] of hostileCalls(key)) {
      const route = ROUTE_MATRIX[key];
      const problem = await problemsOf(call, label, {
        isDocument: route?.isDocument,
        isSessionEnding: route?.isSessionEnding,
      });
      if (problem) problems.push(problem);
      cases++;
    }
    expect(cases).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it('answers a URL that cannot be decoded, or an over-long id, with the envelope', async () => {
    const urls = [
      '/api/v1/developers/%E0%A4%A',
      '/api/v1/properties/%',
      '/api/v1/auth/favorites/%zz/status',
      `/api/v1/admin/users/${'a'.repeat(300)}`,
    ];
    for (const url of urls) {
      expect(await problemsOf({ method: 'GET', url }, url)).toBeNull();
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
    }
  });

  it('left the database whole (no fragment was run as SQL)', async () => {
    const [row] = await t.database.query<{ n: number }>('select count(*)::int as n from users');
    expect(row?.n).toBeGreaterThanOrEqual(6);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/stats',
      headers: world.authOf('admin'),
    });
    expect(res.statusCode).toBe(200);
  });
});
