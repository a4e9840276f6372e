import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MSG } from '@nivaas/shared/messages';
import { requestContext } from '../lib/request-context';
import { failureBody, setLanguageHeaders } from './error-handler';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set on SIGTERM (server.ts): /health/ready fails and answers close their connection. */
    drain: { start: () => void; readonly isDraining: boolean };
  }
}

/** Paths that must answer whatever the load: the balancer's probes and the scrape. */
const PROBES = new Set(['/health/live', '/health/ready', '/metrics']);

/** At most this many slow-statement lines a second; the rest are counted in the metrics only. */
const SLOW_LINES_PER_SECOND = 10;

const withTimeout = <T>(work: Promise<T>, ms: number): Promise<T> =>
  Promise.race([
    work,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms).unref(),
    ),
  ]);

/**
 * What running several instances behind a balancer needs from each:
 * - every request's id (x-request-id: the balancer's, or a new one) in its log lines and its answer,
 *   and in the log line of any statement slower than SLOW_QUERY_MS made for it;
 * - /health/live (the process answers) and /health/ready (database, Redis and storage answer, and
 *   not draining), outside /api/v1;
 * - a bound on requests waiting for the database (REQUEST_QUEUE_LIMIT): past it a request is
 *   answered 503 with Retry-After at once, instead of waiting past its client's timeout;
 * - draining on SIGTERM: not ready, and each answer closes its connection, so the balancer moves
 *   its keep-alive connections to other instances before this one stops listening.
 */
export function registerOperability(
  app: FastifyInstance,
  opts: { slowQueryMs: number; requestQueueLimit: number },
): void {
  const { deps } = app;
  let isDraining = false;
  app.decorate('drain', {
    start: () => {
      isDraining = true;
    },
    get isDraining() {
      return isDraining;
    },
  });

  // After fair-turns (app.ts): the rest of the request runs in its own context.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    requestContext.run({ reqId: request.id }, done);
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (isDraining) reply.header('connection', 'close');
    return payload;
  });

  let second = 0;
  let linesThisSecond = 0;
  deps.database.observeQueries((text) => {
    // Sent from within the request's context; answered outside it (the driver's socket).
    const reqId = requestContext.getStore()?.reqId;
    return (ms) => {
      app.metrics.observeQuery(ms);
      if (ms < opts.slowQueryMs) return;
      const now = Math.floor(Date.now() / 1000);
      if (now !== second) {
        second = now;
        linesThisSecond = 0;
      }
      if (++linesThisSecond > SLOW_LINES_PER_SECOND) return;
      // The statement's text, never its parameters (they hold what people typed).
      app.log.warn({ reqId, ms: Math.round(ms), statement: text.slice(0, 300) }, 'slow query');
    };
  });

  if (opts.requestQueueLimit > 0) {
    // Requests past the read cache (registered before this hook) that will wait for the database.
    let waiting = 0;
    const counted = new WeakSet<FastifyRequest>();
    const release = async (request: FastifyRequest) => {
      if (counted.delete(request)) waiting--;
    };
    app.addHook('preHandler', async (request, reply) => {
      if (PROBES.has(request.routeOptions.url ?? '')) return;
      if (waiting >= opts.requestQueueLimit) {
        app.metrics.rejected.inc({ reason: 'overload' });
        reply.header('retry-after', '2');
        const acceptLanguage = request.headers['accept-language'];
        setLanguageHeaders(reply, acceptLanguage);
        return reply
          .code(503)
          .type('application/json; charset=utf-8')
          .send(failureBody(acceptLanguage, MSG.serverBusy));
      }
      waiting++;
      counted.add(request);
    });
    app.addHook('onResponse', release);
    app.addHook('onRequestAbort', release);
  }

  app.get('/health/live', async () => ({ success: true, data: { status: 'ok' } }));

  app.get('/health/ready', async (request, reply) => {
    const checks: Record<string, 'ok' | 'failing'> = {};
    const check = async (name: string, work: () => Promise<unknown>) => {
      try {
        await withTimeout(work(), 2_000);
        checks[name] = 'ok';
      } catch (err) {
        checks[name] = 'failing';
        request.log.warn({ err, check: name }, 'readiness check failed');
      }
    };
    await Promise.all([
      check('database', () => deps.database.query('select 1')),
      check('storage', () => deps.storage.check()),
      ...(deps.redis ? [check('redis', () => deps.redis?.commands.ping() ?? Promise.resolve())] : []),
    ]);
    const isReady = !isDraining && Object.values(checks).every((c) => c === 'ok');
    reply.header('cache-control', 'no-store').code(isReady ? 200 : 503);
    const status = isDraining ? 'draining' : isReady ? 'ok' : 'unavailable';
    if (isReady) return { success: true, data: { status, checks } };
    return { success: false, message: `Not ready: ${status}`, error: status, data: { status, checks } };
  });
}
