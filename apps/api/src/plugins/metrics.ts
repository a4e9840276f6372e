import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { MSG } from '@nivaas/shared/messages';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

declare module 'fastify' {
  interface FastifyInstance {
    metrics: {
      registry: Registry;
      /** A statement's duration (db/client.ts observer). */
      observeQuery: (ms: number) => void;
      rejected: Counter<'reason'>;
    };
  }
}

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Prometheus metrics at /metrics (outside /api/v1): request latency by route, the database pool,
 * statement durations, the job queue, the read cache and the process (prom-client's defaults).
 * A registry per app, so several apps in one process (tests) do not mix their figures.
 * With METRICS_TOKEN set, a scrape must send it as a bearer token.
 */
export function registerMetrics(app: FastifyInstance, opts: { token: string | undefined }): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const { deps } = app;

  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'],
    buckets: SECONDS_BUCKETS,
    registers: [registry],
  });
  const queries = new Histogram({
    name: 'nivaas_db_query_duration_seconds',
    help: 'Time from sending a statement to its answer (the embedded database: waiting for it too)',
    buckets: SECONDS_BUCKETS,
    registers: [registry],
  });
  const rejected = new Counter({
    name: 'nivaas_requests_rejected_total',
    help: 'Requests answered 503 at once rather than queued (reason: overload)',
    labelNames: ['reason'],
    registers: [registry],
  });
  new Gauge({
    name: 'nivaas_db_pool_connections',
    help: 'PostgreSQL pool: connections open, idle, and requests waiting for one',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = deps.database.poolStats?.();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'nivaas_outbox_messages',
    help: 'Notifications not yet sent (pending, of which due and retrying) and given up (failed)',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const q = await deps.repos.outbox.queueState();
      for (const state of ['pending', 'due', 'retrying', 'failed'] as const) this.set({ state }, q[state]);
    },
  });
  new Gauge({
    name: 'nivaas_jobs_failing',
    help: 'Periodic jobs whose last run failed (retried with back-off)',
    registers: [registry],
    async collect() {
      const jobs = await deps.repos.jobs.findAll();
      this.set(jobs.filter((j) => j.attempts > 0).length);
    },
  });
  new Gauge({
    name: 'nivaas_read_cache_requests',
    help: 'Anonymous public reads since start: answered from the cache (hit), waiting for another request (coalesced), computed (miss)',
    labelNames: ['result'],
    registers: [registry],
    collect() {
      const s = app.readCache?.stats();
      if (!s) return;
      this.set({ result: 'hit' }, s.hits);
      this.set({ result: 'coalesced' }, s.coalesced);
      this.set({ result: 'miss' }, s.misses);
    },
  });
  new Gauge({
    name: 'nivaas_read_cache_hit_ratio',
    help: 'Share of cacheable reads answered without running their handler, since start',
    registers: [registry],
    collect() {
      const s = app.readCache?.stats();
      if (!s) return;
      const all = s.hits + s.coalesced + s.misses;
      this.set(all ? (s.hits + s.coalesced) / all : 0);
    },
  });
  new Gauge({
    name: 'nivaas_compressed_answers_hit_ratio',
    help: 'Share of compressed public answers sent without compressing them again, since start',
    registers: [registry],
    collect() {
      const s = app.compressedAnswers.stats();
      const all = s.hits + s.misses;
      this.set(all ? s.hits / all : 0);
    },
  });
  new Gauge({
    name: 'nivaas_cache_invalidations',
    help: 'Cache invalidations sent to and received from other instances (Redis pub/sub), since start',
    labelNames: ['direction'],
    registers: [registry],
    collect() {
      const s = deps.invalidation.stats();
      this.set({ direction: 'published' }, s.published);
      this.set({ direction: 'received' }, s.received);
    },
  });

  app.decorate('metrics', { registry, observeQuery: (ms: number) => queries.observe(ms / 1000), rejected });

  app.addHook('onResponse', async (request, reply) => {
    requests.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  app.get('/metrics', async (request, reply) => {
    if (opts.token) {
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!sameToken(given, opts.token)) {
        return reply.code(401).send({ success: false, message: MSG.notAuthorized, error: MSG.notAuthorized });
      }
    }
    reply.header('cache-control', 'no-store').type(registry.contentType);
    return registry.metrics();
  });
}
