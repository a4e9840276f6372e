/**
 * Map benchmark (npm run bench:map): the cluster query of GET /properties/map on PostgreSQL with
 * the listings already loaded (1,000,000 for the figures in README.md). Applies the migrations the
 * server would (0014 counts the map's grid ahead), runs ANALYZE, then measures, one call at a time,
 * the query alone (the repository: every statement a map answer runs) and the whole endpoint
 * (app.inject: validation, query, serialisation) for a whole-India view and city views.
 *
 *   BENCH_DATABASE_URL  the PostgreSQL database (required), e.g. postgres://postgres@127.0.0.1:5432/nivaas_bench_map
 *   BENCH_ITERATIONS    measured calls per scenario (default 200, after 20 warm-up calls)
 *   BENCH_SCENARIOS     only these scenarios, comma-separated (e.g. india,city)
 *   BENCH_EXPLAIN=1     also write EXPLAIN (ANALYZE, BUFFERS) of each scenario's statements to results/map-plans.md
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { ZPropertyMapQuery } from '@nivaas/shared/property-map';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openPostgres } from '../apps/api/src/db/client';
import { migrate } from '../apps/api/src/db/migrate';
import { createMapClustersRepository } from '../apps/api/src/modules/properties/map-clusters.repository';
import { createPropertiesRepository } from '../apps/api/src/modules/properties/properties.repository';
import { createLocalStorage } from '../apps/api/src/storage/local-storage';
import { percentile } from './lib/scenarios';

const URL_ = process.env.BENCH_DATABASE_URL;
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const WARMUP = 20;
const TARGET_P95_MS = 50;
const RESULTS_DIR = new URL('./results/', import.meta.url).pathname;

/** A 1280 × 500 px map (the listing's at 1280 px) at a zoom, centred on a point: its bbox. */
function view(lat: number, lng: number, zoom: number, width = 1280, height = 500): string {
  const degPerPx = 360 / (256 * 2 ** zoom);
  const halfW = (width / 2) * degPerPx;
  // Web Mercator: a pixel covers fewer degrees of latitude away from the equator.
  const halfH = (height / 2) * degPerPx * Math.cos((lat * Math.PI) / 180);
  const r = (n: number) => n.toFixed(5);
  return [r(lng - halfW), r(lat - halfH), r(lng + halfW), r(lat + halfH)].join(',');
}

type TMapScenario = { name: string; what: string; query: string[] };
const CITIES = [
  { name: 'Nashik', lat: 19.9975, lng: 73.7898 },
  { name: 'Pune', lat: 18.5204, lng: 73.8567 },
  { name: 'Mumbai', lat: 19.076, lng: 72.8777 },
  { name: 'Bengaluru', lat: 12.9716, lng: 77.5946 },
];
const INDIA = '68.1,6.5,97.4,35.5';

const SCENARIOS: TMapScenario[] = [
  { name: 'india', what: 'whole India, zoom 5, no filters', query: [`zoom=5&bbox=${INDIA}`] },
  { name: 'india-unboxed', what: 'every match, zoom 5 (the first call, before the fit)', query: ['zoom=5'] },
  {
    name: 'india-rent',
    what: 'whole India, zoom 5, For Rent',
    query: [`zoom=5&bbox=${INDIA}&status=For Rent`],
  },
  {
    name: 'city',
    what: 'a city at zoom 12 (1280 × 500 px), no filters: Nashik, Pune, Mumbai, Bengaluru',
    query: CITIES.map((c) => `zoom=12&bbox=${view(c.lat, c.lng, 12)}`),
  },
  {
    name: 'city-filter',
    what: 'the listing for a city: city=…, zoom 12 box (as after the fit)',
    query: CITIES.map((c) => `zoom=12&city=${c.name}&bbox=${view(c.lat, c.lng, 12)}`),
  },
  {
    name: 'city-unboxed',
    what: 'the listing for a city, first call: city=…, zoom 5, no box',
    query: CITIES.map((c) => `zoom=5&city=${c.name}`),
  },
  {
    name: 'india-filtered',
    what: 'whole India, zoom 5, For Sale Apartment 2+ bedrooms (grouped from the listings)',
    query: [`zoom=5&bbox=${INDIA}&status=For Sale&propertyType=Apartment&bedrooms=2%2B`],
  },
];

type TResult = { name: string; what: string; clusters: number; total: number } & Record<
  'queryP50' | 'queryP95' | 'httpP50' | 'httpP95',
  number
>;

const round = (n: number) => Math.round(n * 10) / 10;

async function main() {
  if (!URL_) throw new Error('BENCH_DATABASE_URL is required (a PostgreSQL database with listings)');
  const say = (msg: string) => process.stdout.write(`[bench:map] ${msg}\n`);
  const database = openPostgres(URL_, 4);
  let t0 = performance.now();
  await migrate(database);
  say(`migrated in ${Math.round(performance.now() - t0)} ms`);
  t0 = performance.now();
  await database.db.execute('analyze property_map_cells');
  await database.db.execute('analyze properties');
  say(`analyzed in ${Math.round(performance.now() - t0)} ms`);
  const listed = await database.db.execute('select count(*)::int as n from properties');
  const cells = await database.db.execute(
    'select level, count(*)::int as n from property_map_cells group by 1 order by 1',
  );
  say(
    `${(listed as unknown as { rows: { n: number }[] }).rows[0]?.n} listings; cells per level: ${JSON.stringify((cells as unknown as { rows: unknown[] }).rows)}`,
  );

  const properties = createPropertiesRepository(database.db);
  const repo = createMapClustersRepository(database.db, { resolveWords: properties.resolveWords });
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: URL_,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
    PUBLIC_URL: 'http://127.0.0.1',
    LOG_LEVEL: 'silent',
    READ_CACHE_SECONDS: '0',
  });
  const app = await buildApp({
    config,
    database,
    storage: createLocalStorage('/tmp/nivaas-bench-map-uploads'),
    serveWeb: false,
  });

  const results: TResult[] = [];
  const plans: string[] = [];
  const only = process.env.BENCH_SCENARIOS?.split(',').map((n) => n.trim());
  for (const s of SCENARIOS.filter((x) => !only || only.includes(x.name))) {
    const parsed = s.query.map((q) => ZPropertyMapQuery.parse(Object.fromEntries(new URLSearchParams(q))));
    const queryMs: number[] = [];
    const httpMs: number[] = [];
    let clusters = 0;
    let total = 0;
    for (let i = 0; i < WARMUP + ITERATIONS; i++) {
      const q = parsed[i % parsed.length];
      if (!q) throw new Error('no query');
      const a = performance.now();
      const map = await repo.findMap(q.search, q.zoom);
      const b = performance.now();
      const res = await app.inject({ url: `/api/v1/properties/map?${s.query[i % s.query.length]}` });
      const c = performance.now();
      if (res.statusCode !== 200) throw new Error(`${s.name}: ${res.statusCode} ${res.body}`);
      if (i >= WARMUP) {
        queryMs.push(b - a);
        httpMs.push(c - b);
      }
      if (i === 0) {
        clusters = map.clusters.length + map.markers.length;
        total = map.total;
      }
    }
    queryMs.sort((x, y) => x - y);
    httpMs.sort((x, y) => x - y);
    const r: TResult = {
      name: s.name,
      what: s.what,
      clusters,
      total,
      queryP50: round(percentile(queryMs, 50)),
      queryP95: round(percentile(queryMs, 95)),
      httpP50: round(percentile(httpMs, 50)),
      httpP95: round(percentile(httpMs, 95)),
    };
    results.push(r);
    say(
      `${s.name.padEnd(15)} query p50 ${r.queryP50} p95 ${r.queryP95} ms · endpoint p50 ${r.httpP50} p95 ${r.httpP95} ms · ${clusters} clusters/markers, total ${total}`,
    );
    if (process.env.BENCH_EXPLAIN === '1') {
      const q = parsed[0];
      if (q) {
        const explained = await repo.explainMap(q.search, q.zoom);
        plans.push(
          `## ${s.name}: ${s.what}\n\n\`${s.query[0]}\`\n\n${explained.map((p) => `\`\`\`\n${p}\n\`\`\``).join('\n\n')}\n`,
        );
      }
    }
  }
  await mkdir(RESULTS_DIR, { recursive: true });
  const at = new Date().toISOString();
  await writeFile(
    `${RESULTS_DIR}map-latest.json`,
    `${JSON.stringify({ at, load: loadavg(), iterations: ITERATIONS, results }, null, 2)}\n`,
  );
  if (plans.length)
    await writeFile(`${RESULTS_DIR}map-plans.md`, `# Map query plans (${at})\n\n${plans.join('\n')}`);
  const over = results.filter((r) => ['india', 'city'].includes(r.name) && r.queryP95 > TARGET_P95_MS);
  say(
    over.length
      ? `OVER the ${TARGET_P95_MS} ms p95 target: ${over.map((r) => r.name).join(', ')}`
      : `whole India and city views within p95 ≤ ${TARGET_P95_MS} ms`,
  );
  await app.close();
  await database.close();
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
