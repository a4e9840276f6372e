import type { RouteOptions } from 'fastify';
import { API_BASE_PATH } from '@nivaas/shared/constants';
import { ZFailure, ZValidationFailure } from '@nivaas/shared/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TTestApp } from './test-app';

let t: TTestApp;
const routes: RouteOptions[] = [];

beforeAll(async () => {
  t = await createTestApp({}, { onRoute: (route) => routes.push(route) });
});
afterAll(async () => {
  await t?.close();
});

const isZod = (schema: unknown): schema is z.ZodType => schema instanceof z.ZodType;

/** A part's schema, or each content type's schema of a body or answer declared per content type. */
function schemasOf(part: unknown): unknown[] {
  if (part && typeof part === 'object' && 'content' in part) {
    return Object.values((part as { content: Record<string, { schema: unknown }> }).content).map(
      (c) => c.schema,
    );
  }
  return [part];
}

/** Every problem with a route's declared contract; none for a route that declares it whole. */
function contractProblems(route: RouteOptions): string[] {
  const problems: string[] = [];
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const methods = [route.method].flat();
  const takesBody = methods.some((m) => ['POST', 'PUT', 'PATCH'].includes(m));
  const request = takesBody ? 'body' : 'querystring';
  if (schema[request] === undefined) problems.push(`no ${request} schema`);
  for (const part of ['params', 'querystring', 'body'] as const) {
    if (schema[part] === undefined) continue;
    if (!schemasOf(schema[part]).every(isZod)) problems.push(`${part} is not a zod schema`);
  }
  const params = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
  if (params.length) {
    const shape = isZod(schema.params) ? (schema.params as z.ZodObject).shape : undefined;
    for (const name of params) if (!shape?.[name]) problems.push(`path parameter '${name}' not declared`);
  }
  const response = schema.response as Record<string, unknown> | undefined;
  if (!response) return [...problems, 'no response schemas'];
  const statuses = Object.keys(response).map(Number);
  if (!statuses.some((s) => s >= 200 && s < 300)) problems.push('no 2xx answer declared');
  if (!statuses.includes(500)) problems.push('no 500 answer declared');
  for (const status of statuses) {
    const schemas = schemasOf(response[status]);
    if (!schemas.every(isZod)) {
      problems.push(`answer ${status} is not a zod schema`);
      continue;
    }
    if (status < 400) continue;
    // A failure answer is the API.md envelope (422 with its `errors`).
    const sample =
      status === 422
        ? { success: false, message: 'Validation failed', error: 'Validation failed', errors: { a: 'b' } }
        : { success: false, message: 'x', error: 'x' };
    for (const s of schemas as z.ZodType[]) {
      if (!s.safeParse(sample).success) problems.push(`answer ${status} is not the error envelope`);
    }
  }
  return problems;
}

describe('the route table', () => {
  it('has the API routes', () => {
    const api = routes.filter((r) => r.url.startsWith(API_BASE_PATH));
    expect(api.length).toBeGreaterThan(40);
  });

  it('declares request and response schemas on every /api/v1 route', () => {
    const problems = routes
      .filter((r) => r.url.startsWith(`${API_BASE_PATH}/`) && [r.method].flat().some((m) => m !== 'HEAD'))
      .flatMap((r) => contractProblems(r).map((p) => `${[r.method].flat().join(',')} ${r.url}: ${p}`));
    expect(problems).toEqual([]);
  });

  it('finds a route without schemas', () => {
    const bare = { method: 'GET', url: '/api/v1/x/:id', handler: () => {} } as RouteOptions;
    expect(contractProblems(bare)).toEqual([
      'no querystring schema',
      "path parameter 'id' not declared",
      'no response schemas',
    ]);
    const noFailures = {
      method: 'POST',
      url: '/api/v1/x',
      handler: () => {},
      schema: { body: z.object({}), response: { 201: z.object({}), 404: z.object({ other: z.string() }) } },
    } as unknown as RouteOptions;
    expect(contractProblems(noFailures)).toEqual([
      'no 500 answer declared',
      'answer 404 is not the error envelope',
    ]);
  });

  it('keeps the envelopes of API.md', () => {
    expect(ZValidationFailure.safeParse({ success: false, message: 'm', error: 'm' }).success).toBe(false);
    expect(ZFailure.safeParse({ success: true, message: 'm', error: 'm' }).success).toBe(false);
  });
});
