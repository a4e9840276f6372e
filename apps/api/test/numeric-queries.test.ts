import type { RouteOptions } from 'fastify';
import { API_BASE_PATH } from '@nivaas/shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { newId } from '../src/lib/ids';
import { createTestApp, createUser, type TTestApp } from './test-app';

/**
 * Every query parameter that is a whole number, on every route (found in the route table, so a new
 * route is covered too): a fraction, an exponent or a number out of range is a 400 naming the
 * parameter, never a 500 with SQL in the log.
 */
let t: TTestApp;
let auth: Record<string, string>;
const routes: RouteOptions[] = [];

beforeAll(async () => {
  t = await createTestApp({}, { onRoute: (route) => routes.push(route) });
  auth = (await createUser(t.app, { role: 'admin' })).auth;
});
afterAll(async () => {
  await t?.close();
});

type TParam = { route: string; name: string; maximum: number };

function integerParams(): TParam[] {
  const out: TParam[] = [];
  for (const route of routes) {
    const query = route.schema?.querystring;
    if (!route.url.startsWith(API_BASE_PATH) || !(query instanceof z.ZodType)) continue;
    if (![route.method].flat().includes('GET')) continue;
    const json = z.toJSONSchema(query, { io: 'input', unrepresentable: 'any' }) as {
      properties?: Record<string, { type?: string; maximum?: number }>;
    };
    for (const [name, schema] of Object.entries(json.properties ?? {})) {
      if (schema.type !== 'integer') continue;
      out.push({ route: route.url, name, maximum: schema.maximum ?? Number.MAX_SAFE_INTEGER });
    }
  }
  return out;
}

describe('whole-number query parameters', () => {
  it('are found on the search, the builders, the admin lists and the leads', () => {
    const found = new Set(integerParams().map((p) => `${p.route}?${p.name}`));
    for (const expected of [
      '/api/v1/properties?priceMin',
      '/api/v1/properties?maxArea',
      '/api/v1/properties/agent/:id?page',
      '/api/v1/developers?minYear',
      '/api/v1/admin/properties?limit',
      '/api/v1/agent/contacts?page',
    ]) {
      expect(found).toContain(expected);
    }
  });

  it('answer 400 naming the parameter for a fraction, an exponent or a number out of range', async () => {
    const problems: string[] = [];
    for (const p of integerParams()) {
      const path = p.route.replace(/:(\w+)/g, () => newId());
      // 3,000,000,000 is past a 32-bit column (an area), not past a price.
      const large = p.maximum < 3_000_000_000 ? ['3000000000'] : [];
      for (const value of ['1.5', '1e19', '-1', '0x10', String(p.maximum + 1), ...large]) {
        const url = `${path}?${p.name}=${encodeURIComponent(value)}`;
        const res = await t.app.inject({ url, headers: auth });
        const message = res.json().message;
        if (res.statusCode !== 400 || message !== `Invalid value for parameter '${p.name}'`) {
          problems.push(`${url} → ${res.statusCode} ${message}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
