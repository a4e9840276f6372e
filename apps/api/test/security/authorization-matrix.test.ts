import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TTestApp } from '../test-app';
import { ROUTE_MATRIX } from './route-matrix';
import { expectEnvelope, routeKeys, type TRegisteredRoute } from './route-table';
import { buildWorld, IDENTITIES, type TWorld } from './world';

// Fastify's own route table: every Fastify instance made in this file reports its routes here.
const registered = vi.hoisted(() => [] as TRegisteredRoute[]);
vi.mock('fastify', async (importOriginal) => {
  const mod = await importOriginal<typeof import('fastify')>();
  const create = ((opts?: Parameters<typeof mod.default>[0]) => {
    const app = mod.default(opts);
    app.addHook('onRoute', (route) => {
      registered.push({ method: route.method, url: route.url });
    });
    return app;
  }) as typeof mod.default;
  return { ...mod, default: create, fastify: create };
});

let t: TTestApp;
let world: TWorld;
beforeAll(async () => {
  t = await createTestApp();
  world = await buildWorld(t.app);
});
afterAll(() => t?.close());

describe('authorisation matrix (API.md "Who may do what")', () => {
  it('has an entry for every route of the app, and no entry without a route', () => {
    expect(registered.length).toBeGreaterThan(0);
    expect(routeKeys(registered)).toEqual(Object.keys(ROUTE_MATRIX).sort());
  });

  it.each(Object.keys(ROUTE_MATRIX))('%s', async (key) => {
    const route = ROUTE_MATRIX[key];
    if (!route) throw new Error(`no entry for ${key}`);
    const actual: Record<string, number> = {};
    for (const who of IDENTITIES) {
      const call = await route.call(world, who);
      // A call may bring its own token (a second device or a throwaway account of the same role),
      // for routes that end sessions or accounts the rest of the matrix signs in with.
      const res = await t.app.inject({ ...call, headers: { ...world.authOf(who), ...call.headers } });
      actual[who] = res.statusCode;
      if (route.isDocument) {
        expect(res.json(), `${key} as ${who}`).toMatchObject({ openapi: '3.1.0' });
      } else if (res.headers['content-type']?.toString().startsWith('application/json')) {
        expectEnvelope(res.statusCode, res.json(), `${key} as ${who}`);
      } else {
        expect(res.statusCode, `${key} as ${who}: a non-JSON answer must be a success`).toBeLessThan(400);
      }
    }
    expect(actual).toEqual(route.expect);
  });
});
