/**
 * Write benchmark (npm run bench:writes): what a listing's create, price edit and delete cost the
 * database, the statements the API runs for them (the properties repository), with every index and
 * trigger of the schema (search indexes, map cells, price history). Searches get faster by adding
 * index entries and counters kept in step on writes; this keeps that cost in view (issue: writes
 * no slower than 1.2x a baseline).
 *
 * Each worker repeats one cycle: create a listing (a row like the demo's), lower its price by 5 %,
 * delete it; the table keeps its size. Measured from 1 worker and from BENCH_CONNECTIONS workers.
 *
 *   BENCH_DATABASE_URL       a PostgreSQL database already holding listings (e.g. seeded with
 *                            `npm run seed -- --properties 100000`); migrated first. Without it a fresh
 *                            embedded database (PGlite) is seeded with BENCH_PGLITE_PROPERTIES.
 *   BENCH_PGLITE_PROPERTIES  listings seeded into PGlite (default 20000)
 *   BENCH_SECONDS            measured seconds per concurrency (default 15, after 2 s of warm-up)
 *   BENCH_CONNECTIONS        the concurrent figure (default 10); one worker is always measured
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, openPglite, openPostgres } from '../apps/api/src/db/client';
import { migrate } from '../apps/api/src/db/migrate';
import { newId } from '../apps/api/src/lib/ids';

import { generateProperty } from '../apps/api/src/db/seed/generate';
import { PROPERTY_COLUMNS } from '../apps/api/src/db/seed/insert-properties';
import { seedBulk } from '../apps/api/src/db/seed/seed-bulk';
import type { TGeneratorContext } from '../apps/api/src/db/seed/listing-types';
import {
  createPropertiesRepository,
  type TPropertyInsert,
} from '../apps/api/src/modules/properties/properties.repository';
import { createLocalStorage } from '../apps/api/src/storage/local-storage';
import { latencyOf, type TLatency } from './lib/load';
import { envNumber } from './lib/env';

const env = process.env;
const num = (name: string, fallback: number) => envNumber(name, fallback);
const PG_URL = env.BENCH_DATABASE_URL;
const PGLITE_PROPERTIES = num('BENCH_PGLITE_PROPERTIES', 20_000);
const SECONDS = num('BENCH_SECONDS', 15);
const WARMUP_SECONDS = 2;
const CONNECTIONS = num('BENCH_CONNECTIONS', 10);
const RESULTS_DIR = new URL('./results/', import.meta.url).pathname;
const OPS = ['create', 'edit price', 'delete'] as const;
type TOp = (typeof OPS)[number];

const say = (msg: string) => process.stdout.write(`[bench:writes] ${msg}\n`);

async function openDatabase(): Promise<{ database: Database; label: string; cleanup: () => Promise<void> }> {
  if (PG_URL) {
    const database = openPostgres(PG_URL, Math.max(20, CONNECTIONS + 2));
    await migrate(database);
    const version = await database.db.execute(sql`show server_version`);
    const v = (version as unknown as { rows: { server_version: string }[] }).rows[0]?.server_version ?? '?';
    return { database, label: `PostgreSQL ${v.split(' ')[0]}`, cleanup: () => database.close() };
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'nivaas-writes-'));
  const database = await openPglite(path.join(dir, 'db'));
  await migrate(database);
  say(`seeding ${PGLITE_PROPERTIES.toLocaleString('en-IN')} listings into PGlite…`);
  await seedBulk(database, createLocalStorage(path.join(dir, 'uploads')), {
    properties: PGLITE_PROPERTIES,
    imagesPerCategory: 4,
  });
  return {
    database,
    label: 'PGlite',
    cleanup: async () => {
      await database.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Listings like the demo's, numbered far past any seeded ones, owned by the database's agents. */
async function rowMaker(database: Database): Promise<(n: number) => TPropertyInsert> {
  const rows = (await database.db.execute(
    sql`select id, active from users where role = 'agent' order by id limit 10`,
  )) as unknown as { rows: { id: string; active: boolean }[] };
  const agents = rows.rows.filter((a) => a.active).map((a) => ({ id: a.id, active: true }));
  if (!agents.length) throw new Error('the database has no active agent: seed it first');
  const pool = (c: string) =>
    Array.from({ length: 4 }, (_, i) => ({
      _id: '',
      url: `/uploads/demo/${c}/${i + 1}-large.webp`,
      publicId: `demo/${c}/${i + 1}`,
      variants: { small: 's', medium: 'm', large: 'l' },
    }));
  const ctx: TGeneratorContext = {
    seed: 4242,
    now: new Date(),
    agents,
    developers: [],
    images: { home: pool('home'), plot: pool('plot'), office: pool('office') },
  };
  return (n) => {
    const g = generateProperty(ctx, 50_000_000 + n);
    const values: Record<string, unknown> = {};
    for (const [field] of PROPERTY_COLUMNS) if (field !== 'id') values[field] = g[field];
    // A new listing, as the API creates it: a time-ordered id, listed and confirmed now, no history yet.
    const now = new Date();
    return {
      ...values,
      id: newId(now.getTime()),
      listed: true,
      createdAt: now,
      updatedAt: now,
      confirmedAt: now,
      stale: false,
      hiddenReason: null,
      hiddenAt: null,
      priceDroppedAt: null,
      priceDropPercent: null,
    } as TPropertyInsert;
  };
}

type TResult = { op: TOp; connections: number; ops: number; perSecond: number } & TLatency;

async function measure(
  database: Database,
  make: (n: number) => TPropertyInsert,
  connections: number,
  seconds: number,
  counter: { n: number },
): Promise<TResult[]> {
  const repo = createPropertiesRepository(database.db);
  const times: Record<TOp, number[]> = { create: [], 'edit price': [], delete: [] };
  const until = performance.now() + seconds * 1000;
  const timed = async <T>(op: TOp, run: () => Promise<T>): Promise<T> => {
    const t = performance.now();
    const out = await run();
    times[op].push(performance.now() - t);
    return out;
  };
  const worker = async () => {
    while (performance.now() < until) {
      const values = make(counter.n++);
      const id = await timed('create', () => repo.insertProperty(values));
      await timed('edit price', () =>
        repo.updateProperty(id, { price: Math.round(Number(values.price) * 0.95) }),
      );
      await timed('delete', () => repo.deleteProperty(id));
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return OPS.map((op) => ({
    op,
    connections,
    ops: times[op].length,
    perSecond: Math.round((times[op].length / seconds) * 10) / 10,
    ...latencyOf(times[op]),
  }));
}

async function main() {
  const { database, label, cleanup } = await openDatabase();
  try {
    const [{ n: listings }] = (
      (await database.db.execute(sql`select count(*)::int as n from properties`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows as [{ n: number }];
    const make = await rowMaker(database);
    const counter = { n: 0 };
    say(`${label}, ${listings.toLocaleString('en-IN')} listings; load average ${loadavg()[0]?.toFixed(1)}`);
    const results: TResult[] = [];
    for (const connections of [1, CONNECTIONS]) {
      await measure(database, make, connections, WARMUP_SECONDS, counter);
      results.push(...(await measure(database, make, connections, SECONDS, counter)));
    }
    const lines = [
      `${label}, ${listings.toLocaleString('en-IN')} listings, ${SECONDS} s per concurrency, load average ${loadavg()[0]?.toFixed(1)} at the end`,
      '',
      '| write | workers | per second | p50 ms | p95 ms | p99 ms |',
      '|---|---:|---:|---:|---:|---:|',
      ...results.map(
        (r) => `| ${r.op} | ${r.connections} | ${r.perSecond} | ${r.p50} | ${r.p95} | ${r.p99} |`,
      ),
    ];
    process.stdout.write(`\n${lines.join('\n')}\n`);
    await mkdir(RESULTS_DIR, { recursive: true });
    const file = path.join(RESULTS_DIR, `writes-${PG_URL ? 'postgres' : 'pglite'}-latest.json`);
    await writeFile(
      file,
      `${JSON.stringify({ at: new Date().toISOString(), database: label, listings, seconds: SECONDS, results }, null, 2)}\n`,
    );
    say(`wrote ${path.relative(process.cwd(), file)}`);
  } finally {
    await cleanup();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
