import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';

/**
 * Two dependencies declare Node 22 (`npm ci` warns EBADENGINE on 20): content-disposition@3 (under
 * @fastify/static, for downloads) and cookie@2 (under light-my-request, behind app.inject, which
 * the server renderer and these tests use). Both are ES modules that CommonJS packages require();
 * Node 20.19 and later load them (require of an ES module), 22 and 24 too. This runs their code the
 * way those packages do, on whichever Node runs the suite (CI: 20 and 24).
 */
/** The version of the copy `from` would load (these packages export no package.json). */
const versionOf = (from: NodeRequire, name: string): string =>
  JSON.parse(readFileSync(path.join(path.dirname(from.resolve(name)), '..', 'package.json'), 'utf8')).version;

describe(`dependencies that declare Node 22, on Node ${process.versions.node}`, () => {
  it('loads content-disposition@3 as @fastify/static requires it, and it writes the header', () => {
    const fromStatic = createRequire(createRequire(import.meta.url).resolve('@fastify/static'));
    const { create } = fromStatic('content-disposition') as { create: (name: string) => string };
    expect(versionOf(fromStatic, 'content-disposition')).toMatch(/^3\./);
    expect(create('brochure é.pdf')).toBe(
      `attachment; filename="brochure ?.pdf"; filename*=UTF-8''brochure%20%C3%A9.pdf`,
    );
  });

  it('loads cookie@2 as light-my-request requires it, and inject sends cookies with it', async () => {
    const fromInject = createRequire(createRequire(import.meta.url).resolve('light-my-request'));
    expect(versionOf(fromInject, 'cookie')).toMatch(/^2\./);
    const app = Fastify();
    app.get('/', async (request) => ({ cookie: request.headers.cookie }));
    const res = await app.inject({ method: 'GET', url: '/', cookies: { city: 'Nashik Road', lang: 'mr' } });
    expect(res.json()).toEqual({ cookie: 'city=Nashik%20Road; lang=mr' });
    await app.close();
  });
});
