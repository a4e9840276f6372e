import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';

/**
 * The product runs on Node 20.19 and later, 22 and 24 (README.md). Every installed package must say
 * it runs on the Node that runs the suite (CI: 20 and 24), so `npm ci` warns of none: the two that
 * had moved to Node 22 are held back (@fastify/static 9 for content-disposition 1, light-my-request
 * 6.6.0 for cookie 1; README.md says why).
 */
const require = createRequire(import.meta.url);
const nodeModules = path.resolve(path.dirname(require.resolve('fastify')), '..');
/** npm's own range reader (installed with the tools; no types of its own here). */
const semver = require('semver') as {
  validRange(range: string): string | null;
  satisfies(version: string, range: string, options: { includePrerelease: boolean }): boolean;
};

/** Every package.json under a node_modules folder, nested copies included. */
function installedPackages(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.name.startsWith('@')) {
      found.push(...installedPackages(full));
      continue;
    }
    const manifest = path.join(full, 'package.json');
    if (existsSync(manifest)) found.push(manifest);
    const nested = path.join(full, 'node_modules');
    if (existsSync(nested)) found.push(...installedPackages(nested));
  }
  return found;
}

describe(`installed packages on Node ${process.versions.node}`, () => {
  it('all accept this Node (their `engines.node`)', () => {
    const manifests = installedPackages(nodeModules);
    expect(manifests.length).toBeGreaterThan(300);
    const refusing = manifests.flatMap((file) => {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as {
        name?: string;
        version?: string;
        engines?: { node?: string };
      };
      const wants = pkg.engines?.node;
      if (!wants || !semver.validRange(wants)) return [];
      return semver.satisfies(process.versions.node, wants, { includePrerelease: true })
        ? []
        : [`${pkg.name}@${pkg.version} wants node ${wants}`];
    });
    expect(refusing).toEqual([]);
  });

  it('sends cookies through app.inject (light-my-request and its cookie)', async () => {
    const app = Fastify();
    app.get('/', async (request) => ({ cookie: request.headers.cookie }));
    const res = await app.inject({ method: 'GET', url: '/', cookies: { city: 'Nashik Road', lang: 'mr' } });
    expect(res.json()).toEqual({ cookie: 'city=Nashik%20Road; lang=mr' });
    await app.close();
  });
});
