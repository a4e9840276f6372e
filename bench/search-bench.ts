/**
 * Search benchmark (npm run bench:search): seeds listings into a fresh embedded database (PGlite,
 * in memory), serves the real app on a loopback port and measures, with one client sending one
 * request at a time, the latency of ten representative searches and of the detail call.
 *
 *   BENCH_PROPERTIES  listings to seed (default 100000)
 *   BENCH_ITERATIONS  measured requests per scenario (default 200, after 20 warm-up requests)
 *   BENCH_EXPLAIN=1   also write EXPLAIN ANALYZE of each search's statements to results/
 *   BENCH_SAVE_DUMP   after seeding, save the database to this file (a .tar.gz data dump)
 *   BENCH_DUMP        skip seeding: load a database saved by BENCH_SAVE_DUMP (for repeated runs);
 *                     migrations added since it was saved are applied to it
 *   BENCH_SCENARIOS   only these scenarios, comma-separated (e.g. text,typo,bbox)
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { ZPropertySearchQuery } from '@nivaas/shared/property-search';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openPglite } from '../apps/api/src/db/client';
import { migrate } from '../apps/api/src/db/migrate';
import { seedBulk } from '../apps/api/src/db/seed/seed-bulk';
import { createLocalStorage } from '../apps/api/src/storage/local-storage';
import { percentile, pick, SEARCHES, type TScenario } from './lib/scenarios';

const PROPERTIES = Number(process.env.BENCH_PROPERTIES ?? 100_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const WARMUP = 20;
const TARGET_P95_MS = 30;
const RESULTS_DIR = new URL('./results/', import.meta.url).pathname;

type TResult = {
  name: string;
  what: string;
  p50: number;
  p95: number;
  p99: number;
  mean: number;
  rps: number;
  /** CPU time of this process per request (server and client): what the latency is on an idle machine. */
  cpuP50: number;
};

async function measure(base: string, s: TScenario): Promise<TResult> {
  const times: number[] = [];
  const cpu: number[] = [];
  const started = performance.now();
  for (let i = 0; i < WARMUP + ITERATIONS; i++) {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    const res = await fetch(base + s.path(i));
    const body = await res.arrayBuffer();
    const ms = performance.now() - t0;
    const c = process.cpuUsage(c0);
    if (res.status !== 200)
      throw new Error(`${s.name}: ${s.path(i)} answered ${res.status}: ${Buffer.from(body)}`);
    if (i >= WARMUP) {
      times.push(ms);
      cpu.push((c.user + c.system) / 1000);
    }
  }
  cpu.sort((a, b) => a - b);
  const total = performance.now() - started;
  times.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    name: s.name,
    what: s.what,
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
    mean: round(times.reduce((a, b) => a + b, 0) / times.length),
    rps: Math.round(((WARMUP + ITERATIONS) / total) * 1000),
    cpuP50: round(percentile(cpu, 50)),
  };
}

async function main() {
  const say = (msg: string) => process.stdout.write(`[bench:search] ${msg}\n`);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'nivaas-bench-'));
  try {
    const storage = createLocalStorage(path.join(dataDir, 'uploads'));
    let database: Awaited<ReturnType<typeof openPglite>>;
    if (process.env.BENCH_DUMP) {
      say(`Loading the saved database ${process.env.BENCH_DUMP}…`);
      database = await openPglite(undefined, new Blob([await readFile(process.env.BENCH_DUMP)]));
      await migrate(database);
    } else {
      say(`Fresh embedded database; seeding ${PROPERTIES.toLocaleString('en-IN')} listings…`);
      database = await openPglite(undefined);
      await migrate(database);
      const seeded = await seedBulk(database, storage, { properties: PROPERTIES, seed: 42, log: say });
      say(`Seeded in ${(seeded.ms / 1000).toFixed(1)} s (${seeded.rowsPerSecond} rows/s).`);
      // PGlite has no autovacuum: statistics and the visibility map are made here, as after a bulk load.
      const v0 = performance.now();
      await database.query('vacuum analyze');
      say(`VACUUM ANALYZE in ${((performance.now() - v0) / 1000).toFixed(1)} s.`);
      if (process.env.BENCH_SAVE_DUMP && database.dump) {
        const dump = await database.dump();
        await writeFile(process.env.BENCH_SAVE_DUMP, Buffer.from(await dump.arrayBuffer()));
        say(`Saved the database to ${process.env.BENCH_SAVE_DUMP}.`);
      }
    }
    const count =
      (await database.query<{ n: number }>('select count(*)::int as n from properties'))[0]?.n ?? 0;
    say(`${count.toLocaleString('en-IN')} listings.`);

    const config = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://www.nivaas.example',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-bench',
      // Each scenario rotates through a few URLs: with the read cache on, most answers would be the
      // cache's, not the search's (as in bench:api, it is off unless asked for).
      READ_CACHE_SECONDS: process.env.READ_CACHE_SECONDS ?? '0',
    });
    const app = await buildApp({ config, database, storage, serveWeb: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

    const ids = (
      await database.query<{ id: string }>(
        `select id from properties where listed and status in ('For Sale', 'For Rent') order by random() limit 500`,
      )
    ).map((r) => r.id);
    const detail: TScenario = {
      name: 'detail',
      what: 'GET /properties/{id} with agent, builder, 6 similar',
      path: (i) => `/api/v1/properties/${pick(ids, i)}`,
    };

    // Other work on the machine stretches every latency: the load is recorded with the figures.
    const loadBefore = loadavg()[0] ?? 0;
    const results: TResult[] = [];
    const only = process.env.BENCH_SCENARIOS?.split(',').map((n) => n.trim());
    for (const s of [...SEARCHES, detail].filter((x) => !only || only.includes(x.name))) {
      const r = await measure(base, s);
      results.push(r);
      say(
        `${r.name.padEnd(15)} p50 ${r.p50} ms  p95 ${r.p95} ms  p99 ${r.p99} ms  ${r.rps} req/s  cpu p50 ${r.cpuP50} ms`,
      );
    }

    await mkdir(RESULTS_DIR, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const table = [
      '| scenario | what | p50 ms | p95 ms | p99 ms | mean ms | req/s | CPU ms/req (p50) |',
      '|---|---|---:|---:|---:|---:|---:|---:|',
      ...results.map(
        (r) =>
          `| ${r.name} | ${r.what} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.mean} | ${r.rps} | ${r.cpuP50} |`,
      ),
    ].join('\n');
    const summary = JSON.stringify(
      {
        properties: count,
        iterations: ITERATIONS,
        node: process.version,
        at: new Date().toISOString(),
        loadAverage: { before: loadBefore, after: loadavg()[0] ?? 0 },
        results,
      },
      null,
      2,
    );
    // Every run is kept (git-ignored); the latest is the one the README quotes.
    await writeFile(path.join(RESULTS_DIR, `search-${stamp}.raw.json`), summary);
    await writeFile(path.join(RESULTS_DIR, 'search-latest.json'), summary);
    process.stdout.write(
      `\n${table}\n\nLoad average (1 min) before ${loadBefore.toFixed(2)}, after ${(loadavg()[0] ?? 0).toFixed(2)}\n\n`,
    );

    if (process.env.BENCH_EXPLAIN) {
      const sections: string[] = [];
      for (const s of SEARCHES.filter((x) => !only || only.includes(x.name))) {
        const url = new URL(base + s.path(0));
        const parsed = ZPropertySearchQuery.parse(Object.fromEntries(url.searchParams));
        const plans = await app.deps.repos.properties.explainSearch(parsed, 'public');
        sections.push(
          `## ${s.name}: ${decodeURIComponent(url.search)}\n\n${plans.map((p) => `\`\`\`\n${p}\n\`\`\``).join('\n\n')}`,
        );
      }
      await writeFile(
        path.join(RESULTS_DIR, 'search-plans.md'),
        `# Plans at ${count} listings\n\n${sections.join('\n\n')}\n`,
      );
      say('Plans written to bench/results/search-plans.md');
    }

    const slow = results.filter((r) => r.p95 >= TARGET_P95_MS);
    say(
      slow.length
        ? `Over the ${TARGET_P95_MS} ms p95 target: ${slow.map((r) => r.name).join(', ')}`
        : `Every p95 is under ${TARGET_P95_MS} ms.`,
    );
    await app.close();
    await database.close();
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  process.stderr.write(`[bench:search] failed: ${(err as Error).stack ?? err}\n`);
  process.exit(1);
});
