/**
 * API benchmark (npm run bench:api): the listing search (the ten searches of search-bench), detail,
 * featured and the builders list, from 1 and from BENCH_CONNECTIONS connections, against the real
 * server on loopback; beside each, the floor: the same SQL the API ran for that call, driven straight
 * at the database (pgbench on PostgreSQL, a query loop on PGlite).
 *
 *   BENCH_TARGETS            pg,pglite (default both)
 *   BENCH_PG_PROPERTIES      listings seeded into PostgreSQL (default 1000000)
 *   BENCH_PGLITE_PROPERTIES  listings seeded into PGlite (default 100000)
 *   BENCH_SECONDS            measured seconds per scenario and concurrency (default 15)
 *   BENCH_WARMUP_SECONDS     unmeasured seconds before each (default 2)
 *   BENCH_CONNECTIONS        the concurrent figure (default 50); one connection is always measured
 *   BENCH_SCENARIOS          only these scenarios, comma-separated
 *   BENCH_PG_URL             server to create the database on (default postgres://postgres@127.0.0.1:5432/postgres)
 *   BENCH_PG_DATABASE        its name (default nivaas_bench); dropped afterwards unless BENCH_PG_KEEP=1
 *   BENCH_PG_REUSE=1         serve that database as it is instead of seeding it afresh
 *   BENCH_PGLITE_DUMP        a PGlite dump file: loaded when it exists, otherwise written after seeding
 *   READ_CACHE_SECONDS       the measured server's cache of public reads (default 0 here: off, so every
 *                            call reaches the database; the product's default is 5)
 */
import { existsSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { type Database, fromPglite, openPostgres } from '../apps/api/src/db/client';
import { migrate } from '../apps/api/src/db/migrate';
import { seedBulk } from '../apps/api/src/db/seed/seed-bulk';
import { createLocalStorage } from '../apps/api/src/storage/local-storage';
import { latencyOf, runLoad, type TLatency } from './lib/load';
import { hasPgbench, runPgbench } from './lib/pgbench';
import { PEERS_QUERY, pick, SEARCHES, type TScenario } from './lib/scenarios';
import { startServer } from './lib/server-process';
import { type TPlace, variedSearches } from './lib/varied-paths';
import { captureStatements, patchPglite, type TStatement, writePgbenchScript } from './lib/sql-capture';
import { envNumber } from './lib/env';

const env = process.env;
const num = (name: string, fallback: number) => envNumber(name, fallback);
const TARGETS = (env.BENCH_TARGETS ?? 'pg,pglite').split(',').map((t) => t.trim());
const PG_PROPERTIES = num('BENCH_PG_PROPERTIES', 1_000_000);
const PGLITE_PROPERTIES = num('BENCH_PGLITE_PROPERTIES', 100_000);
const SECONDS = num('BENCH_SECONDS', 15);
const WARMUP_SECONDS = num('BENCH_WARMUP_SECONDS', 2);
const CONNECTIONS = num('BENCH_CONNECTIONS', 50);
const ONLY = env.BENCH_SCENARIOS?.split(',').map((s) => s.trim());
const PG_URL = env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PG_DATABASE = env.BENCH_PG_DATABASE ?? 'nivaas_bench';
/** Distinct requests per scenario: each is captured, and load and pgbench cycle through them. */
const VARIANTS = 6;
const TARGET_SEARCH_P95_MS = 20;
const TARGET_THROUGHPUT_RATIO = 0.5;
const RESULTS_DIR = new URL('./results/', import.meta.url).pathname;
/**
 * The measured server's read cache: off unless asked for. Each call cycles through six URLs, which
 * the cache would answer from memory after the first, measuring the cache rather than the call.
 */
const SERVER_READ_CACHE = { READ_CACHE_SECONDS: env.READ_CACHE_SECONDS ?? '0' };

const say = (msg: string) => process.stdout.write(`[bench:api] ${msg}\n`);
const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

type TCall = TScenario & {
  kind: 'search' | 'other';
  /** Distinct requests captured for the floor (default VARIANTS; pgbench takes at most 128 scripts). */
  variants?: number;
  /** The load sends these, one after another across connections, instead of cycling the variants. */
  stream?: string[];
  /** pgbench's protocol for the floor. */
  protocol?: 'simple' | 'extended';
};
type TSide = TLatency & { rps: number; requests?: number; errors?: number };
type TRow = {
  target: 'pg' | 'pglite';
  scenario: string;
  what: string;
  kind: TCall['kind'];
  connections: number;
  ours: TSide & { errors: number; non2xx: number; timeouts: number; bytesPerResponse: number };
  floor: (TSide & { note?: string }) | null;
  statements: number;
};
type THeaderCheck = {
  scenario: string;
  contentEncoding: string | null;
  etag: string | null;
  cacheControl: string | null;
  bytes: number;
  /** A repeat of the request was answered from the server's own cache of public reads (an Age header). */
  repeatFromCache: boolean;
};

/** Searches a varied load sends (each connection takes the next), and the first ones captured for the floor. */
const VARIED_SEARCHES = 20_000;
const VARIED_CAPTURED = 100;

function calls(ids: string[], places: TPlace[]): TCall[] {
  const varied = variedSearches({ places, count: VARIED_SEARCHES });
  const all: TCall[] = [
    ...SEARCHES.map((s) => ({ ...s, kind: 'search' as const })),
    {
      name: 'peers',
      what: 'Nashik, For Sale, ₹20 L–90 L, 2+ beds, newest, 12 a page with the total (one URL)',
      path: () => PEERS_QUERY,
      kind: 'search',
      variants: 1,
    },
    {
      name: 'varied',
      what: `${VARIED_SEARCHES.toLocaleString('en-IN')} varied searches (city × status × type × price × beds × amenities × sort × page, text, boxes)`,
      path: (i: number) => pick(varied, i),
      kind: 'search',
      variants: VARIED_CAPTURED,
      stream: varied,
    },
    {
      name: 'detail',
      what: 'GET /properties/{id} with agent, builder, 6 similar',
      path: (i: number) => `/api/v1/properties/${pick(ids, i)}`,
      kind: 'other',
    },
    {
      name: 'featured',
      what: 'GET /properties/featured',
      path: () => '/api/v1/properties/featured',
      kind: 'other',
    },
    {
      name: 'builders',
      what: 'GET /developers (first page)',
      path: () => '/api/v1/developers',
      kind: 'other',
    },
  ];
  return all.filter((c) => !ONLY || ONLY.includes(c.name));
}

const variantPaths = (c: TCall) => [
  ...new Set(Array.from({ length: c.variants ?? VARIANTS }, (_, i) => c.path(i))),
];

/** The cities and localities of the seeded listings, for the varied searches. */
async function placesOf(database: Database): Promise<TPlace[]> {
  const rows = await database.query<{ city: string; localities: string[] }>(
    `select city, (array_agg(distinct locality))[1:40] as localities from properties
      where listed and status in ('For Sale', 'For Rent') group by city order by count(*) desc`,
  );
  return rows.map((r) => ({ city: r.city, localities: r.localities.filter(Boolean) }));
}

/** The capturing app's config: every request must reach the database, so no read cache. */
function benchConfig(dataDir: string, databaseUrl?: string) {
  return loadConfig({
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://www.nivaas.example',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-bench',
    READ_CACHE_SECONDS: '0',
  });
}

/** The statements of one warm request per variant (the first request fills the app's own caches). */
async function captureCalls(app: FastifyInstance, list: TCall[]) {
  const byCall = new Map<string, TStatement[][]>();
  for (const c of list) {
    const perVariant: TStatement[][] = [];
    for (const url of variantPaths(c)) {
      const warm = await app.inject({ method: 'GET', url });
      if (warm.statusCode !== 200)
        throw new Error(`${url} answered ${warm.statusCode}: ${warm.body.slice(0, 300)}`);
      const statements = await captureStatements(() => app.inject({ method: 'GET', url }));
      if (!statements.length) throw new Error(`${url} ran no statement: answered from a cache?`);
      perVariant.push(statements);
    }
    byCall.set(c.name, perVariant);
  }
  return byCall;
}

/** One plain HTTP request, so the compressed size on the wire can be read (fetch would decode it). */
function getRaw(url: string): Promise<{ headers: IncomingHttpHeaders; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = get(url, { headers: { 'accept-encoding': 'br, gzip' }, timeout: 60_000 }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on('end', () => resolve({ headers: res.headers, bytes }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`${url} did not answer within 60 s`)));
    req.on('error', reject);
  });
}

async function checkHeaders(base: string, list: TCall[]): Promise<THeaderCheck[]> {
  const out: THeaderCheck[] = [];
  for (const c of list) {
    const res = await getRaw(base + c.path(0));
    const repeat = await getRaw(base + c.path(0));
    const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v.join(', ') : (v ?? null));
    out.push({
      scenario: c.name,
      contentEncoding: one(res.headers['content-encoding']),
      etag: one(res.headers.etag),
      cacheControl: one(res.headers['cache-control']),
      bytes: res.bytes,
      repeatFromCache: repeat.headers.age !== undefined,
    });
  }
  return out;
}

async function measureOurs(base: string, c: TCall, connections: number) {
  const paths = variantPaths(c);
  // A stream is walked once across the warm-up and the measure: no search is asked twice by the load.
  let k = 0;
  const next = c.stream ? () => c.stream?.[k++ % c.stream.length] ?? '/' : undefined;
  if (WARMUP_SECONDS > 0) await runLoad({ base, paths, connections, seconds: WARMUP_SECONDS, next });
  const r = await runLoad({ base, paths, connections, seconds: SECONDS, next });
  return r;
}

/** PGlite runs one statement at a time, so its floor is one client replaying the statements. */
async function pgliteFloor(query: PGlite['query'], perVariant: TStatement[][]): Promise<TSide> {
  const run = async (statements: TStatement[]) => {
    for (const s of statements) await query(s.text, s.values);
  };
  const warmEnd = performance.now() + WARMUP_SECONDS * 1000;
  for (let i = 0; performance.now() < warmEnd && i < 1_000_000; i++) await run(pick(perVariant, i));
  const times: number[] = [];
  const started = performance.now();
  const end = started + SECONDS * 1000;
  for (let i = 0; performance.now() < end && i < 5_000_000; i++) {
    const t0 = performance.now();
    await run(pick(perVariant, i));
    times.push(performance.now() - t0);
  }
  const elapsed = (performance.now() - started) / 1000;
  return { ...latencyOf(times), rps: Math.round((times.length / elapsed) * 10) / 10, requests: times.length };
}

function report(row: TRow) {
  const f = row.floor;
  say(
    `${row.target.padEnd(6)} ${row.scenario.padEnd(14)} c=${String(row.connections).padEnd(3)} ours p50 ${row.ours.p50} p95 ${row.ours.p95} p99 ${row.ours.p99} ms ${row.ours.rps} req/s` +
      (f
        ? ` | db p50 ${f.p50} p95 ${f.p95} ms ${f.rps} req/s | ratio ${(row.ours.rps / f.rps).toFixed(2)}`
        : ''),
  );
}

async function benchPostgres(
  workDir: string,
): Promise<{ rows: TRow[]; headers: THeaderCheck[]; info: object }> {
  const admin = new URL(PG_URL);
  if (admin.hostname !== '127.0.0.1') throw new Error('BENCH_PG_URL must be on 127.0.0.1');
  if (!/^[a-z_][a-z0-9_]*$/.test(PG_DATABASE)) throw new Error('BENCH_PG_DATABASE must be a plain name');
  const dbUrl = new URL(PG_URL);
  dbUrl.pathname = `/${PG_DATABASE}`;
  const url = dbUrl.toString();
  const server = openPostgres(PG_URL, 1);
  const info: Record<string, unknown> = {};
  const reuse = env.BENCH_PG_REUSE === '1';
  let database: Database | null = null;
  try {
    const exists = (await server.query('select 1 from pg_database where datname = $1', [PG_DATABASE])).length;
    if (reuse && exists) {
      say(`Reusing the database ${PG_DATABASE} as it is.`);
      database = openPostgres(url, 4);
      await migrate(database);
    } else {
      await server.query(`drop database if exists ${PG_DATABASE} with (force)`);
      await server.query(`create database ${PG_DATABASE}`);
      database = openPostgres(url, 4);
      await migrate(database);
      say(
        `Fresh PostgreSQL database ${PG_DATABASE}; seeding ${PG_PROPERTIES.toLocaleString('en-IN')} listings…`,
      );
      const seeded = await seedBulk(database, createLocalStorage(path.join(workDir, 'uploads')), {
        properties: PG_PROPERTIES,
        seed: 42,
        log: say,
      });
      info.seed = { ms: Math.round(seeded.ms), rowsPerSecond: seeded.rowsPerSecond };
      say(`Seeded in ${secs(seeded.ms)} (${seeded.rowsPerSecond} rows/s).`);
      const v0 = performance.now();
      await database.query('vacuum analyze');
      info.vacuumAnalyzeMs = Math.round(performance.now() - v0);
      say(`VACUUM ANALYZE in ${secs(performance.now() - v0)}.`);
    }
    const [count] = await database.query<{ n: number }>('select count(*)::int as n from properties');
    info.properties = count?.n ?? 0;
    say(`${(count?.n ?? 0).toLocaleString('en-IN')} listings in PostgreSQL.`);
    const ids = (
      await database.query<{ id: string }>(
        `select id from properties tablesample system (1) where listed and status in ('For Sale', 'For Rent') limit ${VARIANTS}`,
      )
    ).map((r) => r.id);
    const list = calls(ids, await placesOf(database));

    // The capture app runs in this process (its statements are recorded); the measured server is a child.
    const captureApp = await buildApp({
      config: benchConfig(workDir, url),
      database,
      storage: createLocalStorage(path.join(workDir, 'uploads')),
      serveWeb: false,
    });
    const captured = await captureCalls(captureApp, list);
    await captureApp.close();
    const scripts = new Map<string, string[]>();
    for (const c of list) {
      const files: string[] = [];
      for (const [i, statements] of (captured.get(c.name) ?? []).entries()) {
        const file = path.join(workDir, `${c.name.replace(/\W/g, '_')}-${i}.sql`);
        await writePgbenchScript(file, statements);
        files.push(file);
      }
      scripts.set(c.name, files);
    }
    info.statements = Object.fromEntries([...captured].map(([k, v]) => [k, v.map((s) => s.length)]));
    await mkdir(RESULTS_DIR, { recursive: true });
    await writeFile(
      path.join(RESULTS_DIR, 'api-pg-statements.raw.json'),
      JSON.stringify(Object.fromEntries(captured), null, 1),
    );

    const srv = await startServer({
      BENCH_SERVER_DATABASE_URL: url,
      BENCH_SERVER_DATA_DIR: workDir,
      ...SERVER_READ_CACHE,
    });
    const rows: TRow[] = [];
    let headers: THeaderCheck[] = [];
    try {
      headers = await checkHeaders(srv.base, list);
      for (const c of list) {
        for (const connections of [1, CONNECTIONS]) {
          const ours = await measureOurs(srv.base, c, connections);
          const files = scripts.get(c.name) ?? [];
          if (WARMUP_SECONDS > 0)
            await runPgbench({
              url,
              scripts: files,
              clients: connections,
              seconds: WARMUP_SECONDS,
              workDir,
              protocol: c.protocol,
            });
          const floor = await runPgbench({
            url,
            scripts: files,
            clients: connections,
            seconds: SECONDS,
            workDir,
            protocol: c.protocol,
          });
          const row: TRow = {
            target: 'pg',
            scenario: c.name,
            what: c.what,
            kind: c.kind,
            connections,
            ours,
            floor: { ...floor, errors: floor.failed },
            statements: captured.get(c.name)?.[0]?.length ?? 0,
          };
          rows.push(row);
          report(row);
        }
      }
    } finally {
      await srv.stop();
    }
    return { rows, headers, info };
  } finally {
    await database?.close();
    if (env.BENCH_PG_KEEP !== '1' && !reuse) {
      await server.query(`drop database if exists ${PG_DATABASE} with (force)`);
      say(`Dropped ${PG_DATABASE}.`);
    }
    await server.close();
  }
}

async function benchPglite(
  workDir: string,
): Promise<{ rows: TRow[]; headers: THeaderCheck[]; info: object }> {
  const info: Record<string, unknown> = {};
  const storage = createLocalStorage(path.join(workDir, 'uploads'));
  const dumpFile = env.BENCH_PGLITE_DUMP ?? path.join(workDir, 'pglite.tar.gz');
  const saved = env.BENCH_PGLITE_DUMP && existsSync(dumpFile);
  const client = await PGlite.create(undefined, {
    extensions: { pg_trgm },
    loadDataDir: saved ? new Blob([await readFile(dumpFile)]) : undefined,
  });
  const rawQuery = patchPglite(client);
  const database = fromPglite(client);
  try {
    await migrate(database);
    if (saved) say(`Loaded the saved embedded database ${dumpFile}.`);
    else {
      say(`Fresh embedded database; seeding ${PGLITE_PROPERTIES.toLocaleString('en-IN')} listings…`);
      const seeded = await seedBulk(database, storage, { properties: PGLITE_PROPERTIES, seed: 42, log: say });
      info.seed = { ms: Math.round(seeded.ms), rowsPerSecond: seeded.rowsPerSecond };
      say(`Seeded in ${secs(seeded.ms)} (${seeded.rowsPerSecond} rows/s).`);
      // PGlite has no autovacuum: statistics and the visibility map are made here, as after a bulk load.
      await database.query('vacuum analyze');
      const dump = await client.dumpDataDir('gzip');
      await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
    }
    const [count] = await database.query<{ n: number }>('select count(*)::int as n from properties');
    info.properties = count?.n ?? 0;
    say(`${(count?.n ?? 0).toLocaleString('en-IN')} listings in PGlite.`);
    const ids = (
      await database.query<{ id: string }>(
        `select id from properties where listed and status in ('For Sale', 'For Rent') order by random() limit ${VARIANTS}`,
      )
    ).map((r) => r.id);
    const list = calls(ids, await placesOf(database));
    const captureApp = await buildApp({ config: benchConfig(workDir), database, storage, serveWeb: false });
    const captured = await captureCalls(captureApp, list);
    await captureApp.close();
    info.statements = Object.fromEntries([...captured].map(([k, v]) => [k, v.map((s) => s.length)]));

    // The floor is measured here, before the server starts, so the two never share the cores.
    const floors = new Map<string, TSide>();
    for (const c of list) floors.set(c.name, await pgliteFloor(rawQuery, captured.get(c.name) ?? []));

    const srv = await startServer({
      BENCH_SERVER_PGLITE_DUMP: dumpFile,
      BENCH_SERVER_DATA_DIR: workDir,
      ...SERVER_READ_CACHE,
    });
    const rows: TRow[] = [];
    let headers: THeaderCheck[] = [];
    try {
      headers = await checkHeaders(srv.base, list);
      for (const c of list) {
        for (const connections of [1, CONNECTIONS]) {
          const ours = await measureOurs(srv.base, c, connections);
          const floor = floors.get(c.name) ?? null;
          const row: TRow = {
            target: 'pglite',
            scenario: c.name,
            what: c.what,
            kind: c.kind,
            connections,
            ours,
            floor:
              floor && connections > 1
                ? { ...floor, note: 'PGlite serialises statements: the one-client replay is its ceiling' }
                : floor,
            statements: captured.get(c.name)?.[0]?.length ?? 0,
          };
          rows.push(row);
          report(row);
        }
      }
    } finally {
      await srv.stop();
    }
    return { rows, headers, info };
  } finally {
    await database.close();
  }
}

const fmt = (n: number | undefined) => (n === undefined || Number.isNaN(n) ? '–' : String(n));

function table(rows: TRow[]): string {
  return [
    '| db | scenario | conns | stmts | ours p50 | ours p95 | ours p99 | ours req/s | ours failed | db p50 | db p95 | db p99 | db req/s | req/s ours ÷ db | p95 ours ÷ db |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map((r) => {
      const f = r.floor;
      const floorLatency = f && !f.note;
      return `| ${r.target} | ${r.scenario} | ${r.connections} | ${r.statements} | ${r.ours.p50} | ${r.ours.p95} | ${r.ours.p99} | ${r.ours.rps} | ${r.ours.errors + r.ours.non2xx} | ${floorLatency ? fmt(f.p50) : '–'} | ${floorLatency ? fmt(f.p95) : '–'} | ${floorLatency ? fmt(f.p99) : '–'} | ${fmt(f?.rps)} | ${f ? (r.ours.rps / f.rps).toFixed(2) : '–'} | ${floorLatency ? (r.ours.p95 / f.p95).toFixed(1) : '–'} |`;
    }),
  ].join('\n');
}

function verdicts(rows: TRow[], headers: Record<string, THeaderCheck[]>): string[] {
  const out: string[] = [];
  const pgSingleSearch = rows.filter((r) => r.target === 'pg' && r.kind === 'search' && r.connections === 1);
  if (pgSingleSearch.length) {
    const slow = pgSingleSearch.filter((r) => r.ours.p95 > TARGET_SEARCH_P95_MS);
    out.push(
      `Search p95 ≤ ${TARGET_SEARCH_P95_MS} ms, one client, PostgreSQL: ${pgSingleSearch.length - slow.length} of ${pgSingleSearch.length} met` +
        (slow.length ? `; missed by ${slow.map((r) => `${r.scenario} (${r.ours.p95} ms)`).join(', ')}` : ''),
    );
  }
  const pgConcurrent = rows.filter((r) => r.target === 'pg' && r.connections > 1 && r.floor);
  if (pgConcurrent.length) {
    const low = pgConcurrent.filter((r) => r.floor && r.ours.rps / r.floor.rps < TARGET_THROUGHPUT_RATIO);
    out.push(
      `Throughput at ${CONNECTIONS} connections ≥ ${TARGET_THROUGHPUT_RATIO}× the database alone, PostgreSQL: ${pgConcurrent.length - low.length} of ${pgConcurrent.length} met` +
        (low.length
          ? `; missed by ${low.map((r) => `${r.scenario} (${(r.ours.rps / (r.floor?.rps ?? 1)).toFixed(2)}×)`).join(', ')}`
          : ''),
    );
  }
  for (const [target, list] of Object.entries(headers)) {
    if (!list.length) continue;
    const plain = list.filter((h) => !h.contentEncoding).map((h) => h.scenario);
    const uncached = list
      .filter((h) => !h.etag || !/public/.test(h.cacheControl ?? ''))
      .map((h) => h.scenario);
    const cached = list.filter((h) => h.repeatFromCache).length;
    out.push(
      `${target}: compressed ${list.length - plain.length} of ${list.length}${plain.length ? ` (not: ${plain.join(', ')})` : ''}; ` +
        `ETag + public Cache-Control ${list.length - uncached.length} of ${list.length}${uncached.length ? ` (not: ${uncached.join(', ')})` : ''}; ` +
        `a repeat answered from the server's read cache: ${cached} of ${list.length}`,
    );
  }
  return out;
}

async function main() {
  const workDir = await mkdtemp(path.join(tmpdir(), 'nivaas-api-bench-'));
  const rows: TRow[] = [];
  const headers: Record<string, THeaderCheck[]> = {};
  const info: Record<string, object> = {};
  const loadBefore = loadavg()[0] ?? 0;
  const started = performance.now();
  try {
    if (TARGETS.includes('pg')) {
      if (!hasPgbench()) throw new Error('pgbench is not installed (postgresql-client)');
      const r = await benchPostgres(workDir);
      rows.push(...r.rows);
      headers.pg = r.headers;
      info.pg = r.info;
    }
    if (TARGETS.includes('pglite')) {
      const r = await benchPglite(workDir);
      rows.push(...r.rows);
      headers.pglite = r.headers;
      info.pglite = r.info;
    }
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
  const lines = verdicts(rows, headers);
  const summary = {
    at: new Date().toISOString(),
    node: process.version,
    cpus: `${cpus().length} × ${cpus()[0]?.model ?? '?'}`,
    seconds: SECONDS,
    warmupSeconds: WARMUP_SECONDS,
    connections: CONNECTIONS,
    serverReadCacheSeconds: Number(SERVER_READ_CACHE.READ_CACHE_SECONDS),
    loadAverage: { before: loadBefore, after: loadavg()[0] ?? 0 },
    runMs: Math.round(performance.now() - started),
    info,
    headers,
    verdicts: lines,
    rows,
  };
  await mkdir(RESULTS_DIR, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  await writeFile(path.join(RESULTS_DIR, `api-${stamp}.raw.json`), JSON.stringify(summary, null, 2));
  await writeFile(path.join(RESULTS_DIR, 'api-latest.json'), JSON.stringify(summary, null, 2));
  process.stdout.write(
    `\nLatency in ms; "db" is the same SQL without the API (pgbench on PostgreSQL, a replay loop on PGlite).\n\n${table(rows)}\n\n${lines.map((l) => `- ${l}`).join('\n')}\n\nLoad average (1 min) before ${loadBefore.toFixed(2)}, after ${(loadavg()[0] ?? 0).toFixed(2)}\n`,
  );
}

main().catch((err) => {
  process.stderr.write(`[bench:api] failed: ${(err as Error).stack ?? err}\n`);
  process.exit(1);
});
