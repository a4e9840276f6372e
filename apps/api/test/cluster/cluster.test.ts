import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZEnvKeys } from '../../src/config';
import { openPostgres } from '../../src/db/client';
import { MIGRATIONS_DIR } from '../../src/db/migrate';
import { bracketFields, jpegBytes } from '../fixtures/property-form';
import { adminUrl, databaseUrlWithName } from '../pg-urls';
import {
  COMPOSE_FILE,
  composeAppEnv,
  composeNginxEnv,
  startInstance,
  startNginx,
  type TInstance,
  type TNginx,
  traffic,
  waitReady,
} from './cluster-setup';

/**
 * Two Nivaas processes behind Debian's nginx, with the deployment's nginx file and compose.yaml's
 * variables, on the machine's PostgreSQL and Redis and an S3-compatible server (s3rver).
 * Ports: CLUSTER_PORT_BASE (3300) for nginx, +1 and +2 for the instances, +3 for the bucket.
 */
const BASE_PORT = Number(process.env.CLUSTER_PORT_BASE ?? 3300);
const PORTS = { nginx: BASE_PORT, app1: BASE_PORT + 1, app2: BASE_PORT + 2, s3: BASE_PORT + 3 };
const PG_URL = process.env.CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379';
const DB_NAME = `nivaas_cluster_${process.pid}`;
const BUCKET = 'nivaas-media';
const LB = `http://127.0.0.1:${PORTS.nginx}`;
const READ_CACHE_SECONDS = 5;
const PASSWORD = 'Kh@ndala-9271';

const figures: Record<string, unknown> = {};
let workDir: string;
let s3: S3rver;
let nginx: TNginx;
let env: Record<string, string>;
let composeEnv: Record<string, string>;
const instances: Record<'app1' | 'app2', TInstance | undefined> = { app1: undefined, app2: undefined };
const admin = openPostgres(adminUrl(PG_URL), 1);
const db = openPostgres(databaseUrlWithName(PG_URL, DB_NAME), 2);

const start = (name: 'app1' | 'app2') => {
  const instance = startInstance(name, PORTS[name], { ...env, DATA_DIR: path.join(workDir, name) });
  instances[name] = instance;
  return instance;
};
const app = (name: 'app1' | 'app2') => {
  const instance = instances[name];
  if (!instance) throw new Error(`${name} is not running`);
  return instance;
};

async function json(base: string, url: string, init: RequestInit = {}) {
  const res = await fetch(`${base}${url}`, init);
  // biome-ignore lint/suspicious/noExplicitAny: answers of several shapes, checked field by field
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, any> };
}
const post = (base: string, url: string, body: unknown, token?: string) =>
  json(base, url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

async function register(role: 'buyer' | 'agent') {
  const email = `${role}-${randomBytes(4).toString('hex')}@cluster.test`;
  const res = await post(LB, '/api/v1/auth/register', {
    name: `Cluster ${role}`,
    email,
    password: PASSWORD,
    role,
    mobile: '+91 98765 43210',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  // An agent publishes only with a confirmed address; the link's own flow is tested elsewhere.
  if (role === 'agent')
    await db.query('update users set email_verified_at = now() where email = $1', [email]);
  return { email, token: res.body.token as string };
}

async function listingForm(fields: [string, string][], withPhoto: boolean): Promise<FormData> {
  const form = new FormData();
  for (const [k, v] of fields) form.append(k, v);
  if (withPhoto) {
    form.append('images', new Blob([await jpegBytes(800, 600)], { type: 'image/jpeg' }), 'front.jpg');
  }
  return form;
}

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'nivaas-cluster-'));
  await admin.query(`drop database if exists ${DB_NAME} with (force)`);
  await admin.query(`create database ${DB_NAME}`);
  s3 = new S3rver({
    port: PORTS.s3,
    address: '127.0.0.1',
    silent: true,
    directory: path.join(workDir, 's3'),
    configureBuckets: [{ name: BUCKET }],
  });
  await s3.run();

  composeEnv = await composeAppEnv();
  // compose.yaml's variables, with this machine's addresses for its services.
  env = {
    ...composeEnv,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrlWithName(PG_URL, DB_NAME),
    DB_POOL_SIZE: '10',
    REDIS_URL,
    REDIS_PREFIX: `nivaas-cluster-${process.pid}:`,
    S3_BUCKET: BUCKET,
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: `http://127.0.0.1:${PORTS.s3}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_PUBLIC_URL: `${LB}/media`,
    JWT_SECRET: randomBytes(48).toString('base64'),
    PUBLIC_URL: LB,
    TRUST_PROXY: '1',
    READ_CACHE_SECONDS: String(READ_CACHE_SECONDS),
    SHUTDOWN_DRAIN_SECONDS: '2',
    OUTBOX_POLL_SECONDS: '0.2',
    LOG_LEVEL: 'info',
    // The test's own: loopback only, low limits to reach them, every statement's time logged.
    HOST: '127.0.0.1',
    RATE_LIMIT_LOGIN: '3',
    RATE_LIMIT_REGISTER: '100',
    SLOW_QUERY_MS: '0',
  };
  const nginxEnv = await composeNginxEnv();
  nginx = await startNginx(path.join(workDir, 'nginx'), {
    ...nginxEnv,
    NGINX_PORT: String(PORTS.nginx),
    NIVAAS_APP_1: `127.0.0.1:${PORTS.app1}`,
    NIVAAS_APP_2: `127.0.0.1:${PORTS.app2}`,
    NIVAAS_MEDIA_ORIGIN: `http://127.0.0.1:${PORTS.s3}/${BUCKET}`,
  });

  // Both at the same moment, on an empty database.
  const started = Date.now();
  start('app1');
  start('app2');
  await Promise.all([waitReady(app('app1').base), waitReady(app('app2').base)]);
  figures.bothReadyMs = Date.now() - started;
}, 180_000);

afterAll(async () => {
  for (const instance of Object.values(instances)) {
    if (instance && instance.child.exitCode === null) instance.child.kill('SIGKILL');
  }
  await nginx?.stop();
  await s3?.close();
  await db.close();
  await admin.query(`drop database if exists ${DB_NAME} with (force)`);
  await admin.close();
  await rm(workDir, { recursive: true, force: true });
  process.stdout.write(`\n[cluster] figures ${JSON.stringify(figures, null, 2)}\n`);
});

describe('the deployment files', () => {
  it('gives the instances compose.yaml’s variables, each one the server reads', async () => {
    const composeKeys = Object.keys(composeEnv);
    expect(composeKeys.length).toBeGreaterThan(10);
    for (const key of composeKeys)
      expect(env, `${key} from ${path.basename(COMPOSE_FILE)}`).toHaveProperty(key);
    for (const key of Object.keys(env)) expect(ZEnvKeys, key).toContain(key);
  });

  it('builds an image that runs what this test runs, as a non-root user, with a readiness check', async () => {
    const root = path.dirname(COMPOSE_FILE);
    const dockerfile = await readFile(path.join(root, 'Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(/^CMD \["node", "--import", "tsx", "apps\/api\/src\/server\.ts"\]$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK [\s\S]*\/health\/ready/m);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
    // Every file the build copies from the repository is there.
    for (const [, from] of dockerfile.matchAll(/^COPY (?!--from)(.+) \S+$/gm)) {
      for (const source of (from ?? '').split(' ')) {
        await expect(
          readFile(path.join(root, source)).catch((e) => e.code),
          source,
        ).resolves.not.toBe('ENOENT');
      }
    }
  });

  it('keeps /metrics off the balancer', async () => {
    expect((await fetch(`${LB}/metrics`)).status).toBe(404);
    expect((await fetch(`${app('app1').base}/metrics`)).status).toBe(200);
  });
});

describe('two instances behind nginx', () => {
  it('migrated once when both started together on an empty database', async () => {
    const journal = JSON.parse(await readFile(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'));
    const rows = await db.query<{ hash: string; n: number }>(
      'select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash',
    );
    expect(rows).toHaveLength(journal.entries.length);
    expect(rows.every((r) => r.n === 1)).toBe(true);
  });

  it('holds the per-account login limit across instances', async () => {
    const { email } = await register('buyer');
    const wrong = { email, password: 'Wrong-guess-1' };
    expect((await post(app('app1').base, '/api/v1/auth/login', wrong)).status).toBe(401);
    expect((await post(app('app2').base, '/api/v1/auth/login', wrong)).status).toBe(401);
    expect((await post(LB, '/api/v1/auth/login', wrong)).status).toBe(401);
    for (const base of [app('app1').base, app('app2').base, LB]) {
      const res = await post(base, '/api/v1/auth/login', { email, password: PASSWORD });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  let listing: { _id: string; title: string; images: { url: string }[] } | undefined;
  let agentToken = '';

  it('serves a photo uploaded through one instance from the bucket, listed by the other', async () => {
    agentToken = (await register('agent')).token;
    const res = await fetch(`${app('app1').base}/api/v1/properties`, {
      method: 'POST',
      headers: { authorization: `Bearer ${agentToken}` },
      body: await listingForm(bracketFields(), true),
    });
    expect(res.status).toBe(201);
    const id = ((await res.json()) as { data: { _id: string } }).data._id;
    const seen = await json(app('app2').base, `/api/v1/properties/${id}`);
    expect(seen.status).toBe(200);
    listing = seen.body.data;
    const url = listing?.images[0]?.url ?? '';
    expect(url.startsWith(`${LB}/media/properties/${id}/`)).toBe(true);
    const photo = await fetch(url);
    expect(photo.status).toBe(200);
    const bytes = Buffer.from(await photo.arrayBuffer());
    expect(bytes.subarray(8, 12).toString()).toBe('WEBP');
  });

  it('shows a listing edited on one instance fresh on the other within the configured seconds', async () => {
    if (!listing) throw new Error('no listing');
    const url = `/api/v1/properties/${listing._id}`;
    await new Promise((r) => setTimeout(r, 200));
    const first = await json(app('app2').base, url);
    const cached = await json(app('app2').base, url);
    expect(cached.headers.get('age')).not.toBeNull();
    const fields: [string, string][] = [
      ...bracketFields({ title: 'Sunrise Residency 2 BHK, edited' }),
      ['existingImages[]', JSON.stringify(first.body.data.images[0])],
    ];
    const edited = await fetch(`${app('app1').base}${url}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${agentToken}` },
      body: await listingForm(fields, false),
    });
    expect(edited.status).toBe(200);
    const savedAt = Date.now();
    let title = '';
    while (Date.now() - savedAt < READ_CACHE_SECONDS * 1000) {
      title = (await json(app('app2').base, url)).body.data.title;
      if (title === 'Sunrise Residency 2 BHK, edited') break;
      await new Promise((r) => setTimeout(r, 20));
    }
    figures.freshOnOtherInstanceMs = Date.now() - savedAt;
    expect(title).toBe('Sunrise Residency 2 BHK, edited');
  });

  it('sends each lead notification exactly once', async () => {
    if (!listing) throw new Error('no listing');
    const buyers = await Promise.all(Array.from({ length: 8 }, () => register('buyer')));
    const leads = await Promise.all(
      buyers.map((b) =>
        post(
          LB,
          `/api/v1/properties/${listing?._id}/contact`,
          { contactMethod: 'email', message: 'Is it available?' },
          b.token,
        ),
      ),
    );
    expect(leads.map((l) => l.status)).toEqual(buyers.map(() => 201));
    const started = Date.now();
    let rows: { id: string; status: string }[] = [];
    while (Date.now() - started < 20_000) {
      rows = await db.query(`select id, status from outbox where kind = 'contact-request'`);
      if (rows.length === buyers.length && rows.every((r) => r.status === 'sent')) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    figures.leadsSentWithinMs = Date.now() - started;
    expect(rows.map((r) => r.status)).toEqual(buyers.map(() => 'sent'));
    await new Promise((r) => setTimeout(r, 1000));
    const sentBy = (name: 'app1' | 'app2') =>
      app(name)
        .logs()
        // Registering sends confirmation emails too: only the leads are counted here.
        .filter((l) => l.msg === 'outbox message sent' && l.kind === 'contact-request')
        .map((l) => String(l.outboxId));
    const one = sentBy('app1');
    const two = sentBy('app2');
    figures.leadsSentBy = { app1: one.length, app2: two.length };
    expect([...one, ...two].sort()).toEqual(rows.map((r) => r.id).sort());
  });

  it('logs a request’s statements with the id nginx gave it', async () => {
    // SLOW_QUERY_MS=0 here: every statement counts as slow, within the ten lines a second kept.
    let lines: Record<string, unknown>[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const res = await fetch(`${LB}/api/v1/properties?city=Nashik&sort=price_asc&page=${attempt + 1}`);
      expect(res.status).toBe(200);
      const id = res.headers.get('x-request-id') ?? '';
      expect(id).toMatch(/^[0-9a-f]{32}$/);
      await new Promise((r) => setTimeout(r, 300));
      lines = [...app('app1').logs(), ...app('app2').logs()].filter((l) => l.reqId === id);
      if (lines.some((l) => l.msg === 'slow query')) break;
      await new Promise((r) => setTimeout(r, 1000));
    }
    const slow = lines.find((l) => l.msg === 'slow query');
    expect(slow).toMatchObject({
      level: 40,
      ms: expect.any(Number),
      statement: expect.stringMatching(/select/i),
    });
    expect(lines.some((l) => l.msg === 'request completed')).toBe(true);
  });

  const urls = () => [
    '/api/v1/properties',
    '/api/v1/properties?page=2',
    `/api/v1/properties/${listing?._id}`,
    '/api/v1/properties?city=Nashik&bedrooms=2%2B',
    '/api/v1/properties?search=sunrise',
    '/api/v1/developers',
    '/api/v1/locations/cities',
    '/api/v1/properties/featured',
  ];

  it('keeps answering when an instance is killed (SIGKILL) under traffic', async () => {
    const connections = 16;
    const stop = new Promise((r) => setTimeout(r, 6000));
    const load = traffic(LB, urls(), connections, stop);
    await new Promise((r) => setTimeout(r, 2000));
    app('app1').child.kill('SIGKILL');
    const result = await load;
    figures.sigkill = {
      connections,
      requests: result.requests,
      failed: result.failed.length,
      failures: result.failed.slice(0, 5),
    };
    expect(result.requests).toBeGreaterThan(100);
    // At most the requests that were in flight on the killed instance.
    expect(result.failed.length).toBeLessThanOrEqual(connections);
    start('app1');
    await waitReady(app('app1').base);
  });

  it('drains on SIGTERM without failing a request', async () => {
    const connections = 16;
    const stop = new Promise((r) => setTimeout(r, 6000));
    const load = traffic(LB, urls(), connections, stop);
    await new Promise((r) => setTimeout(r, 1500));
    const terminated = Date.now();
    app('app2').child.kill('SIGTERM');
    const code = await app('app2').exited;
    figures.sigtermExitMs = Date.now() - terminated;
    const result = await load;
    figures.sigterm = {
      connections,
      requests: result.requests,
      failed: result.failed.length,
      failures: result.failed.slice(0, 5),
    };
    expect(code).toBe(0);
    expect(result.requests).toBeGreaterThan(100);
    expect(result.failed).toEqual([]);
    expect(await nginx.errors()).not.toMatch(/\[(emerg|alert|crit)\]/);
  });

  it('exposes Prometheus metrics of the instance', async () => {
    const text = await (await fetch(`${app('app1').base}/metrics`)).text();
    for (const name of [
      'http_request_duration_seconds_bucket',
      'nivaas_db_pool_connections{state="total"}',
      'nivaas_db_query_duration_seconds_count',
      'nivaas_outbox_messages{state="pending"}',
      'nivaas_read_cache_hit_ratio',
      'nivaas_cache_invalidations{direction="received"}',
    ]) {
      expect(text).toContain(name);
    }
    if (process.env.CLUSTER_METRICS_FILE) {
      const { writeFile } = await import('node:fs/promises');
      await writeFile(process.env.CLUSTER_METRICS_FILE, text);
    }
  });
});
