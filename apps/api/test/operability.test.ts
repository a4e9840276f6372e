import { MSG } from '@nivaas/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty } from './fixtures/insert-property';
import { createTestApp, createUser, type TTestApp } from './test-app';

/** What a balancer and a scraper need from an instance: probes, metrics, request ids, a queue bound. */
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ READ_CACHE_SECONDS: '5' });
  const agent = await createUser(t.app, { role: 'agent' });
  await insertProperty(t.app, { agentId: agent.row.id });
});
afterAll(() => t?.close());

describe('health probes', () => {
  it('answers live and ready, with each dependency checked', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/health/live' });
    expect(live.statusCode).toBe(200);
    const ready = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data).toEqual({ status: 'ok', checks: { database: 'ok', storage: 'ok' } });
  });

  it('is not ready while Redis cannot be reached', async () => {
    const cut = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1', REDIS_PREFIX: 'nivaas-test-down:' });
    try {
      const ready = await cut.app.inject({ method: 'GET', url: '/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().data.checks).toMatchObject({ database: 'ok', storage: 'ok', redis: 'failing' });
      expect((await cut.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    } finally {
      await cut.close();
    }
  });

  it('stops being ready when draining, and closes each connection after its answer', async () => {
    const drained = await createTestApp();
    try {
      drained.app.drain.start();
      const ready = await drained.app.inject({ method: 'GET', url: '/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().data.status).toBe('draining');
      const page = await drained.app.inject({ method: 'GET', url: '/api/v1/properties' });
      expect(page.statusCode).toBe(200);
      expect(page.headers.connection).toBe('close');
    } finally {
      await drained.close();
    }
  });
});

describe('request ids', () => {
  it('keeps the balancer’s id and makes one otherwise', async () => {
    const given = await t.app.inject({
      method: 'GET',
      url: '/api/v1/properties',
      headers: { 'x-request-id': '7f3e2a91c0b44d1e8a55' },
    });
    expect(given.headers['x-request-id']).toBe('7f3e2a91c0b44d1e8a55');
    const made = await t.app.inject({
      method: 'GET',
      url: '/api/v1/properties',
      headers: { 'x-request-id': 'bad id\nwith a newline' },
    });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('/metrics', () => {
  it('exposes request latency by route, statements, the queue and the cache', async () => {
    await t.app.inject({ method: 'GET', url: '/api/v1/properties?city=Nashik' });
    await t.app.inject({ method: 'GET', url: '/api/v1/properties?city=Nashik' });
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const text = res.body;
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/v1\/properties",status_code="200"\} \d+/,
    );
    expect(text).toMatch(/nivaas_db_query_duration_seconds_count [1-9]\d*/);
    expect(text).toMatch(/nivaas_outbox_messages\{state="pending"\} 0/);
    expect(text).toMatch(/nivaas_read_cache_requests\{result="hit"\} [1-9]/);
    expect(text).toMatch(/nivaas_read_cache_hit_ratio 0\.\d+/);
    expect(text).toMatch(/nivaas_jobs_failing 0/);
    expect(text).toMatch(/process_cpu_seconds_total/);
    expect(text).toMatch(/nodejs_eventloop_lag_p99_seconds/);
  });

  it('asks for the token when METRICS_TOKEN is set', async () => {
    const guarded = await createTestApp({ METRICS_TOKEN: 'scrape-token-0123456789' });
    try {
      expect((await guarded.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
      const wrong = { authorization: 'Bearer scrape-token-9876543210' };
      expect((await guarded.app.inject({ method: 'GET', url: '/metrics', headers: wrong })).statusCode).toBe(
        401,
      );
      const right = { authorization: 'Bearer scrape-token-0123456789' };
      expect((await guarded.app.inject({ method: 'GET', url: '/metrics', headers: right })).statusCode).toBe(
        200,
      );
    } finally {
      await guarded.close();
    }
  });
});

describe('overload', () => {
  it('answers 503 with Retry-After at once when too many requests wait for the database', async () => {
    const busy = await createTestApp({ REQUEST_QUEUE_LIMIT: '3' });
    try {
      const answers = await Promise.all(
        Array.from({ length: 16 }, (_, i) =>
          busy.app.inject({ method: 'GET', url: `/api/v1/properties?search=flat${i}&priceMin=${i}` }),
        ),
      );
      const codes = answers.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 200).length).toBeGreaterThanOrEqual(3);
      const refused = answers.filter((r) => r.statusCode === 503);
      expect(refused.length).toBeGreaterThan(0);
      expect(codes.every((c) => c === 200 || c === 503)).toBe(true);
      for (const r of refused) {
        expect(r.headers['retry-after']).toBe('2');
        expect(r.json()).toEqual({
          success: false,
          message: MSG.serverBusy,
          error: MSG.serverBusy,
          messageKey: 'serverBusy',
        });
      }
      // The probes answer whatever the queue, and once it has drained, requests are served again.
      expect((await busy.app.inject({ method: 'GET', url: '/api/v1/properties' })).statusCode).toBe(200);
      const metrics = (await busy.app.inject({ method: 'GET', url: '/metrics' })).body;
      expect(metrics).toContain(`nivaas_requests_rejected_total{reason="overload"} ${refused.length}`);
    } finally {
      await busy.close();
    }
  });

  it('is on by default on the embedded database only', async () => {
    const { loadConfig, DEFAULT_EMBEDDED_QUEUE_LIMIT } = await import('../src/config');
    const base = { JWT_SECRET: 'x'.repeat(32), DATA_DIR: t.dataDir };
    expect(loadConfig(base).requestQueueLimit).toBe(DEFAULT_EMBEDDED_QUEUE_LIMIT);
    expect(loadConfig({ ...base, DATABASE_URL: 'postgres://h/db' }).requestQueueLimit).toBe(0);
  });
});
