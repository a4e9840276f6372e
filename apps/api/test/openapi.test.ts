import { Validator } from '@seriousme/openapi-schema-validator';
import type { RouteOptions } from 'fastify';
import { API_BASE_PATH } from '@nivaas/shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeWebApps, createWebApp } from './fixtures/web-app';
import { createTestApp, type TTestApp } from './test-app';

type TOperation = {
  tags?: string[];
  summary?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; schema: Record<string, unknown>; description?: string }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
};
type TDocument = {
  openapi: string;
  info: { title: string; description?: string };
  paths: Record<string, Record<string, TOperation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
};

let t: TTestApp;
let doc: TDocument;
const routes: RouteOptions[] = [];

beforeAll(async () => {
  t = await createTestApp({}, { onRoute: (route) => routes.push(route) });
  const res = await t.app.inject({ url: `${API_BASE_PATH}/openapi.json` });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(async () => {
  await t?.close();
  await closeWebApps();
});

const operation = (method: string, path: string) => {
  const op = doc.paths[path]?.[method];
  if (!op) throw new Error(`${method} ${path} is not in the document`);
  return op;
};
const param = (op: TOperation, name: string) => op.parameters?.find((p) => p.name === name);

describe('the OpenAPI document at /api/v1/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(doc as unknown as Parameters<Validator['validate']>[0]);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('has every /api/v1 route, each with a tag, a summary and its answers', () => {
    const missing: string[] = [];
    for (const route of routes) {
      if (!route.url.startsWith(`${API_BASE_PATH}/`)) continue;
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        const path = route.url.replace(/:(\w+)/g, '{$1}');
        const op = doc.paths[path]?.[method.toLowerCase()];
        if (!op) {
          missing.push(`${method} ${path}`);
          continue;
        }
        if (!op.tags?.length || !op.summary) missing.push(`${method} ${path}: no tag or summary`);
        const statuses = Object.keys(op.responses);
        if (!statuses.some((s) => s.startsWith('2')) || !statuses.includes('500')) {
          missing.push(`${method} ${path}: answers ${statuses.join(', ')}`);
        }
        for (const [status, answer] of Object.entries(op.responses)) {
          if (answer.description === 'Default Response')
            missing.push(`${method} ${path}: ${status} undescribed`);
        }
      }
    }
    expect(missing).toEqual([]);
    expect(Object.keys(doc.paths).length).toBeGreaterThan(30);
  });

  it('describes the bearer scheme and which calls need it', () => {
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(operation('get', `${API_BASE_PATH}/auth/me`).security).toEqual([{ bearerAuth: [] }]);
    expect(operation('get', `${API_BASE_PATH}/admin/stats`).security).toEqual([{ bearerAuth: [] }]);
    expect(operation('get', `${API_BASE_PATH}/properties`).security).toBeUndefined();
    expect(operation('get', `${API_BASE_PATH}/properties/{id}`).security).toEqual([{}, { bearerAuth: [] }]);
  });

  it('describes what a client sends, not the values the server reads them into', () => {
    const search = operation('get', `${API_BASE_PATH}/properties`);
    expect(param(search, 'page')?.schema).toMatchObject({ type: 'integer', minimum: 1 });
    expect(param(search, 'bedrooms')?.schema).toMatchObject({ type: 'string' });
    expect(param(search, 'bedrooms')?.description).toMatch(/at least/);
    expect(param(search, 'status')?.schema).toMatchObject({ type: 'string' });
    expect(param(search, 'bbox')?.schema).toMatchObject({ type: 'string' });
    expect(param(search, 'sort')?.schema).toMatchObject({ enum: expect.arrayContaining(['price_asc']) });
    expect(param(operation('get', `${API_BASE_PATH}/developers`), 'minYear')?.schema).toMatchObject({
      type: 'integer',
    });
    // No parameter or body reads as "anything" (a transform without a description of its input).
    const empty: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        for (const p of op.parameters ?? []) {
          if (!Object.keys(p.schema ?? {}).length) empty.push(`${method} ${path} ${p.name}`);
        }
        for (const [type, media] of Object.entries(op.requestBody?.content ?? {})) {
          const properties = (media.schema.properties ?? {}) as Record<string, object>;
          for (const [name, s] of Object.entries(properties)) {
            if (!Object.keys(s).length) empty.push(`${method} ${path} ${type} ${name}`);
          }
        }
      }
    }
    expect(empty).toEqual([]);
  });

  it('gives the listing forms as multipart, with their files, and the JSON edit', () => {
    const create = operation('post', `${API_BASE_PATH}/properties`).requestBody?.content ?? {};
    const form = create['multipart/form-data']?.schema as {
      properties: Record<string, object>;
      required: string[];
    };
    expect(form.properties.images).toMatchObject({ type: 'array', items: { format: 'binary' } });
    expect(form.required).toEqual(expect.arrayContaining(['title', 'price', 'street', 'city', 'images']));
    const edit = operation('put', `${API_BASE_PATH}/properties/{id}`).requestBody?.content ?? {};
    expect(Object.keys(edit).sort()).toEqual(['application/json', 'multipart/form-data']);
    const login = operation('post', `${API_BASE_PATH}/auth/login`);
    expect(login.requestBody?.content['application/json']?.schema).toMatchObject({
      required: ['email', 'password'],
    });
    expect(JSON.stringify(login.requestBody)).toContain('buyer1@nivaas.in');
  });

  it('answers errors with the API.md envelope', () => {
    const detail = operation('get', `${API_BASE_PATH}/properties/{id}`);
    expect(detail.responses['404']?.content?.['application/json']?.schema).toMatchObject({
      $ref: '#/components/schemas/Failure',
    });
    const register = operation('post', `${API_BASE_PATH}/auth/register`);
    expect(register.responses['422']?.content?.['application/json']?.schema).toMatchObject({
      $ref: '#/components/schemas/ValidationFailure',
    });
    expect(doc.components.schemas.ValidationFailure).toMatchObject({
      required: expect.arrayContaining(['success', 'message', 'error', 'errors']),
    });
  });
});

describe('the document of the whole server', () => {
  it('lists the API only, not the web app’s pages and files', async () => {
    const web = await createWebApp({ files: { 'index.html': '<!doctype html><div id="root"></div>' } });
    const res = await web.app.inject({ url: `${API_BASE_PATH}/openapi.json` });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys((res.json() as TDocument).paths);
    expect(paths.filter((p) => !p.startsWith(`${API_BASE_PATH}/`))).toEqual([]);
    expect(paths).toEqual(Object.keys(doc.paths));
  });
});

describe('the reference page at /api/docs', () => {
  it('is served with its scripts from this server, under the site’s CSP', async () => {
    const page = await t.app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1] as string);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      expect(src.startsWith('/api/docs/')).toBe(true);
      const script = await t.app.inject({ url: src });
      expect(script.statusCode, src).toBe(200);
    }
    expect(page.body).not.toMatch(/<script>|https?:\/\//);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    const init = await t.app.inject({ url: '/api/docs/static/swagger-initializer.js' });
    expect(init.body).toContain('validatorUrl: null');
  });
});
