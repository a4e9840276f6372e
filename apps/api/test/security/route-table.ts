import type { RouteOptions } from 'fastify';
import { MSG } from '@nivaas/shared/messages';
import { expect } from 'vitest';

export type TRegisteredRoute = { method: RouteOptions['method']; url: string };

/**
 * "METHOD path" of every route Fastify registered (collected by an onRoute hook). The HEAD twin
 * Fastify adds to each GET is left out; a HEAD-only route would still need its own entry.
 */
export function routeKeys(routes: TRegisteredRoute[]): string[] {
  const keys = new Set<string>();
  for (const r of routes) for (const m of [r.method].flat()) keys.add(`${m} ${r.url}`);
  return [...keys].filter((k) => !(k.startsWith('HEAD ') && keys.has(`GET ${k.slice(5)}`))).sort();
}

/** Checks the API.md envelope of a JSON answer: success, or failure with message and error. */
export function expectEnvelope(status: number, body: unknown, label: string): void {
  expect(body, label).toBeTypeOf('object');
  const b = body as Record<string, unknown>;
  if (status < 400) {
    expect(b.success, label).toBe(true);
    return;
  }
  expect(b.success, label).toBe(false);
  expect(typeof b.message === 'string' && b.message.length > 0, `${label}: message`).toBe(true);
  expect(typeof b.error === 'string' && b.error.length > 0, `${label}: error`).toBe(true);
  if (status === 422) expect(b.errors, `${label}: errors`).toBeTypeOf('object');
  else expect(b.errors, `${label}: errors only on 422`).toBeUndefined();
  if (status === 401) expect([MSG.notAuthorized, MSG.invalidCredentials], label).toContain(b.message);
  if (status === 403) expect([MSG.forbidden, MSG.deactivated], label).toContain(b.message);
  if (status === 429) expect(b.message, label).toBe(MSG.tooManyRequests);
  if (status >= 500) expect(b.message, label).toBe(MSG.serverError);
}

/** What must never reach a client: stack frames, SQL, driver names, server paths. */
export const LEAK_PATTERNS = [
  /\n\s+at /,
  /node_modules/,
  /\/(work|tmp|home|usr)\//,
  /\bselect\b[\s\S]*\bfrom\b/i,
  /\binsert into\b/i,
  /DrizzleQueryError|PGlite|postgres error|syntax error at/i,
];
export function expectNoLeak(text: string, label: string): void {
  for (const pattern of LEAK_PATTERNS) expect(text, `${label} leaks ${pattern}`).not.toMatch(pattern);
}
