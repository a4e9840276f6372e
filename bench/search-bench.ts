/**
 * Search benchmark (npm run bench:search): seeds listings into a fresh embedded database (PGlite,
 * in memory), serves the real app on a loopback port and measures, with one client sending one
 * request at a time, the latency of ten representative searches and of the detail call.
 *
 *   BENCH_PROPERTIES  listings to seed (default 100000)
 *   BENCH_ITERATIONS  measured requests per scenario (default 200, after 20 warm-up requests)
 *   BENCH_EXPLAIN=1   also write EXPLAIN ANALYZE of each search's statements to results/
 *   BENCH_SAVE_DUMP   after seeding, save the database to this file (a .tar.gz data dump)
 *   BENCH_DUMP        skip seeding: load a database saved by BENCH_SAVE_DUMP (for repeated runs)
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

const PROPERTIES = Number(process.env.BENCH_PROPERTIES ?? 100_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const WARMUP = 20;
const TARGET_P95_MS = 30;
const RESULTS_DIR = new URL('./results/', import.meta.url).pathname;

type TScenario = { name: string; what: string; path: (i: number) => string };

const pick = <T>(items: readonly T[], i: number): T => items[i % items.length] as T;
const q = (params: Record<string, string | number>) =>
  `/api/v1/properties?${new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]))}`;

const CITIES = ['Nashik', 'Mumbai', 'Pune', 'Bengaluru', 'Delhi', 'Hyderabad'];
const BOXES = [
  [73.74, 19.96, 73.8, 20.02], // Nashik: Gangapur Road to Indira Nagar
  [72.8, 19.08, 72.88, 19.16], // Mumbai: Andheri, Juhu
  [73.72, 18.54, 73.82, 18.62], // Pune: Baner, Hinjewadi, Wakad
  [77.6, 12.9, 77.7, 12.98], // Bengaluru: Koramangala to Marathahalli
] as const;

/** Ten searches a visitor makes, each rotating through a few values so no single query is measured. */
const SEARCHES: TScenario[] = [
  { name: 'newest', what: 'the listing page, no filters', path: (i) => q({ page: 1 + (i % 3) }) },
  {
    name: 'filters',
    what: 'city + For Sale + price range + 2+ bedrooms',
    path: (i) =>
      q({
        city: pick(CITIES, i),
        status: 'For Sale',
        priceMin: 3_000_000,
        priceMax: 15_000_000,
        bedrooms: '2+',
      }),
  },
  {
    name: 'type+amenities',
    what: 'Apartment, Parking + Gym, 3 bedrooms',
    path: (i) => q({ propertyType: 'Apartment', amenities: 'Parking,Gym', bedrooms: 3, page: 1 + (i % 2) }),
  },
  {
    name: 'text',
    what: "'andheri 2bhk'-style: locality + BHK",
    path: (i) => q({ search: pick(['andheri 2bhk', 'baner 3 bhk', 'whitefield 2bhk', 'powai 1bhk'], i) }),
  },
  {
    name: 'text-broad',
    what: 'one word matching a whole city',
    path: (i) => q({ search: pick(['nashik', 'pune', 'mumbai', 'bengaluru'], i) }),
  },
  {
    name: 'typo',
    what: "misspelt names: 'nasik', 'koramangla' …",
    path: (i) => q({ search: pick(['nasik', 'koramangla', 'hinjewdi', 'gangapor road'], i) }),
  },
  {
    name: 'partial',
    what: "part of a word: 'gangapur', 'koregaon' …",
    path: (i) => q({ search: pick(['gangapur', 'koregaon', 'electronic', 'lower par'], i) }),
  },
  {
    name: 'bbox',
    what: 'map view box around localities',
    path: (i) => q({ bbox: pick(BOXES, i).join(','), limit: 100 }),
  },
  {
    name: 'sort',
    what: 'city, price ascending / descending / largest',
    path: (i) => q({ city: pick(CITIES, i), sort: pick(['price_asc', 'price_desc', 'area_desc'], i) }),
  },
  {
    name: 'deep-page',
    what: 'page 200–400 of the listing',
    path: (i) => q({ page: 200 + ((i * 7) % 200) }),
  },
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

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
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-bench',
    });
    const app = await buildApp({ config, database, storage, serveWeb: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

    const ids = (
      await database.query<{ id: string }>(
        `select id from properties where agent_active and status in ('For Sale', 'For Rent') order by random() limit 500`,
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
    for (const s of [...SEARCHES, detail]) {
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
      for (const s of SEARCHES) {
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
