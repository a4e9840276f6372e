import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_BASE_PATH } from '@nivaas/shared/constants';
import { addVary, COMPRESS_THRESHOLD, negotiateEncoding } from './compression';
import { createReadCache, readCacheKey, type TCachedRead, type TLead, type TReadCache } from './read-cache';

/**
 * Public reads and how long a browser or CDN may reuse them. Listings change when an agent edits
 * one, so they are kept briefly; builders, cities and site settings change rarely.
 */
const PUBLIC_READS: Record<string, number> = {
  '/properties': 30,
  '/properties/featured': 30,
  '/properties/map': 30,
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

declare module 'fastify' {
  interface FastifyInstance {
    /** The in-process store of anonymous public reads; null when READ_CACHE_SECONDS is 0. */
    readCache: TReadCache | null;
  }
}

/** At most this many answers are kept, whatever their size. */
export const READ_CACHE_MAX_ENTRIES = 1000;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * Writes that change nothing a public read shows: they clear no cache (with several instances each
 * clear is a message to all of them, and a login storm would empty every cache over and over).
 */
const PRIVATE_WRITES = new Set(
  ['POST /auth/login', 'POST /auth/register', 'POST /properties/:id/contact', 'POST /enquiries'].map((w) =>
    w.replace(' ', ` ${API_BASE_PATH}`),
  ),
);

/** What the cache knows of a request: the entry it was answered from, or its lead on a miss. */
type TCacheState = { hit?: TCachedRead; lead?: TLead };

/** Max-age of an anonymous GET or HEAD of a public read; undefined for anything else. */
function publicMaxAge(request: FastifyRequest): number | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  return MAX_AGE_BY_ROUTE.get(request.routeOptions.url ?? '');
}

/**
 * ETag and Cache-Control for the public reads, and the in-process cache of their anonymous answers.
 * Must be registered before compression: the tag is taken over the JSON text, and it is weak because
 * the same text is sent br, gzip or plain.
 * A request with an Authorization header may get an answer of its own (a signed-in detail view is
 * recorded in the viewer's history), so it is never stored by a shared cache, nor by this one.
 *
 * The cache: an anonymous GET/HEAD of a public read is answered from memory for `ttlSeconds` after
 * one request computed it; requests arriving while it is computed wait for that one handler run.
 * The text is kept with its tag and, on first demand, its br and gzip forms, so a hit costs neither
 * a query, nor a hash, nor compression. Any write answered 2xx (or 5xx: it may have done part of its
 * work) clears it, so whoever changes a listing sees the change at once, and, with Redis, clears every
 * other instance's too (plugins/cache-invalidation.ts).
 */
export function registerHttpCache(
  app: FastifyInstance,
  opts: { ttlSeconds: number; maxBytes: number },
): void {
  const cache =
    opts.ttlSeconds > 0
      ? createReadCache({
          ttlMs: opts.ttlSeconds * 1000,
          maxEntries: READ_CACHE_MAX_ENTRIES,
          maxBytes: opts.maxBytes,
        })
      : null;
  app.decorate('readCache', cache);
  if (cache) app.deps.invalidation.subscribe(cache.clear);
  const states = new WeakMap<FastifyRequest, TCacheState>();

  if (cache) {
    // Before validation: a hit costs no parsing of its query (an unreadable one is never stored).
    app.addHook('preValidation', async (request, reply) => {
      if (publicMaxAge(request) === undefined || request.headers.authorization) return;
      const key = readCacheKey(request.url, request.query);
      let entry = cache.get(key);
      if (!entry) {
        const computing = cache.pending(key);
        // Nothing to share (the computation failed): this request runs the handler on its own.
        if (computing) entry = (await computing) ?? undefined;
        // A HEAD shares what a GET computed but does not compute for others.
        else if (request.method === 'GET') states.set(request, { lead: cache.lead(key) });
      }
      if (!entry) return;
      states.set(request, { hit: entry });
      reply.type(entry.contentType);
      return reply.send(entry.body);
    });
    // A lead that ends without reaching onSend must still release the requests waiting for it.
    const release = async (request: FastifyRequest) => {
      const lead = states.get(request)?.lead;
      if (lead) cache.abandon(lead);
    };
    app.addHook('onResponse', release);
    app.addHook('onRequestAbort', release);
    app.addHook('onClose', async () => cache.clear());
  }

  app.addHook('onSend', async (request, reply, payload) => {
    if (WRITES.has(request.method)) {
      if (PRIVATE_WRITES.has(`${request.method} ${request.routeOptions.url}`)) return payload;
      const status = reply.statusCode;
      // Every instance's caches forget (this one's at once), with or without a read cache here.
      if ((status >= 200 && status < 300) || status >= 500) app.deps.invalidation.publish();
      return payload;
    }
    const maxAge = publicMaxAge(request);
    if (maxAge === undefined) return payload;
    const state = states.get(request);
    if (reply.statusCode !== 200) {
      if (state?.lead) cache?.abandon(state.lead);
      return payload;
    }
    // A signed-in answer and an anonymous one to the same URL must not be interchanged.
    reply.header('vary', addVary(reply.getHeader('vary'), 'Authorization'));
    if (request.headers.authorization) {
      reply.header('cache-control', 'private, no-store');
      return payload;
    }
    reply.header('cache-control', `public, max-age=${maxAge}`);

    let entry = state?.hit;
    if (entry && cache) {
      reply.header('age', String(cache.ageSeconds(entry)));
    } else {
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) {
        if (state?.lead) cache?.abandon(state.lead);
        return payload;
      }
      // Encoded once: hashing the text, measuring it for Content-Length and writing it would each
      // encode it again (a page of cards is 25 KB, and Hindi titles make it two-byte text).
      const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
      const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
      if (!cache || !state?.lead) {
        // Not shared: tag it and let @fastify/compress compress it.
        reply.header('etag', etag);
        return notModified(request, reply, etag) ? '' : body;
      }
      const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      entry = cache.fulfil(state.lead, { body, etag, contentType });
    }

    reply.header('etag', entry.etag);
    if (notModified(request, reply, entry.etag)) return '';
    const encoding =
      entry.body.length >= COMPRESS_THRESHOLD && request.headers['x-no-compression'] === undefined
        ? negotiateEncoding(request.headers['accept-encoding'])
        : null;
    // Plain: @fastify/compress leaves it so too (below its threshold, or nothing acceptable).
    if (!encoding || !cache) return entry.body;
    let encoded: Buffer;
    try {
      encoded = await cache.encoded(entry, encoding);
    } catch {
      return entry.body;
    }
    // With Content-Encoding set, @fastify/compress passes the bytes through as they are.
    reply.header('content-encoding', encoding);
    reply.header('vary', addVary(reply.getHeader('vary'), 'accept-encoding'));
    return encoded;
  });
}

/** Turns the reply into a bodiless 304 when If-None-Match names the tag. */
function notModified(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (!ifNoneMatch || !matches(ifNoneMatch, etag)) return false;
  reply.code(304);
  reply.removeHeader('content-type');
  reply.removeHeader('content-length');
  return true;
}
