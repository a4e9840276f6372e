import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { API_BASE_PATH } from '@nivaas/shared/constants';

/**
 * Public reads and how long a browser or CDN may reuse them. Listings change when an agent edits
 * one, so they are kept briefly; builders, cities and site settings change rarely.
 */
const PUBLIC_READS: Record<string, number> = {
  '/properties': 30,
  '/properties/featured': 30,
  '/properties/:id': 30,
  '/properties/agent/:id': 30,
  '/developers': 60,
  '/developers/:id': 60,
  '/locations/cities': 60,
  '/settings': 60,
};
const MAX_AGE_BY_ROUTE = new Map(
  Object.entries(PUBLIC_READS).map(([route, seconds]) => [`${API_BASE_PATH}${route}`, seconds]),
);

/** Whether an If-None-Match header names this tag (a list, `*`, weak or strong forms). */
function matches(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const mine = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === mine);
}

function addVary(current: unknown, name: string): string {
  const values = String(current ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (!values.some((v) => v === '*' || v.toLowerCase() === name.toLowerCase())) values.push(name);
  return values.join(', ');
}

/**
 * ETag and Cache-Control for the public reads. Must be registered before compression: the tag is
 * taken over the JSON text, and it is weak because the same text is sent br, gzip or plain.
 * A request with an Authorization header may get an answer of its own (a signed-in detail view is
 * recorded in the viewer's history), so it is never stored by a shared cache.
 */
export function registerHttpCache(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    const maxAge = MAX_AGE_BY_ROUTE.get(request.routeOptions.url ?? '');
    if (maxAge === undefined || reply.statusCode !== 200) return payload;
    // A signed-in answer and an anonymous one to the same URL must not be interchanged.
    reply.header('vary', addVary(reply.getHeader('vary'), 'Authorization'));
    if (request.headers.authorization) {
      reply.header('cache-control', 'private, no-store');
      return payload;
    }
    reply.header('cache-control', `public, max-age=${maxAge}`);
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
    reply.header('etag', etag);
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch && matches(ifNoneMatch, etag)) {
      reply.code(304);
      reply.removeHeader('content-type');
      reply.removeHeader('content-length');
      return '';
    }
    return payload;
  });
}
