/**
 * The database's work per search (npm run bench:plans): for the ten representative searches, the
 * peers' query and a sample of varied searches, each search's statements with EXPLAIN (ANALYZE,
 * BUFFERS), its single-client time (median of 5 after a warm-up) and its answer (the ids of the
 * page and the pagination), so two runs (before and after a change) can be compared: pages read
 * do not depend on the machine's load the way milliseconds do.
 *
 *   BENCH_DATABASE_URL   PostgreSQL to read (default postgres://postgres@127.0.0.1:5432/nivaas_bench)
 *   BENCH_LABEL          names the output files: results/plans-<label>.md (the table), plans-<label>.raw.md (the plans) and answers-<label>.raw.json
 *   BENCH_VARIED         varied searches sampled (default 40)
 *   BENCH_NO_MIGRATE=1   read the database as it is (to measure the schema before a migration)
 *   BENCH_COMPARE        a label of an earlier run: says which searches answered other listings
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ZPropertySearchQuery } from '@nivaas/shared/property-search';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openPostgres } from '../apps/api/src/db/client';
import { migrate } from '../apps/api/src/db/migrate';
import { createLocalStorage } from '../apps/api/src/storage/local-storage';
import { PEERS_QUERY, SEARCHES } from './lib/scenarios';
import { type TPlace, variedSearches } from './lib/varied-paths';

const env = process.env;
const URL_ = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/nivaas_bench';
const LABEL = env.BENCH_LABEL ?? 'latest';
const VARIED = Number(env.BENCH_VARIED ?? 40);
const RESULTS_DIR = new URL('./results/', import.meta.url).pathname;
const say = (msg: string) => process.stdout.write(`[bench:plans] ${msg}\n`);

type TPlanSummary = { ms: number; hit: number; read: number };

/** Execution time and the top node's buffers of one EXPLAIN (ANALYZE, BUFFERS) text. */
function summarise(plan: string): TPlanSummary {
  const ms = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? Number.NaN);
  const buffers = /Buffers: shared( hit=(\d+))?( read=(\d+))?/.exec(plan);
  return { ms, hit: Number(buffers?.[2] ?? 0), read: Number(buffers?.[4] ?? 0) };
}

async function main() {
  const database = openPostgres(URL_, 4);
  if (env.BENCH_NO_MIGRATE !== '1') await migrate(database);
  const workDir = path.join(tmpdir(), 'nivaas-plans');
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://www.nivaas.example',
      LOG_LEVEL: 'silent',
      DATA_DIR: workDir,
      DATABASE_URL: URL_,
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-bench',
      READ_CACHE_SECONDS: '0',
    }),
    database,
    storage: createLocalStorage(path.join(workDir, 'uploads')),
    serveWeb: false,
  });
  const places = (
    await database.query<{ city: string; localities: string[] }>(
      `select city, (array_agg(distinct locality))[1:40] as localities from properties
        where listed and status in ('For Sale', 'For Rent') group by city order by count(*) desc`,
    )
  ).map((r): TPlace => ({ city: r.city, localities: r.localities }));
  const urls: [string, string][] = [
    ...SEARCHES.map((s): [string, string] => [s.name, s.path(0)]),
    ['peers', PEERS_QUERY],
    ...variedSearches({ places, count: VARIED, seed: 11 }).map((u, i): [string, string] => [
      `varied-${i + 1}`,
      u,
    ]),
  ];
  const rows: { name: string; url: string; medianMs: number; statements: TPlanSummary[] }[] = [];
  const answers: Record<string, unknown> = {};
  const sections: string[] = [];
  for (const [name, url] of urls) {
    const times: number[] = [];
    let body: { data: { _id: string }[]; pagination: unknown } | null = null;
    for (let i = 0; i < 6; i++) {
      const t0 = performance.now();
      const res = await app.inject({ method: 'GET', url });
      if (i > 0) times.push(performance.now() - t0);
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      body = res.json();
    }
    answers[url] = { ids: body?.data.map((d) => d._id), pagination: body?.pagination };
    const parsed = ZPropertySearchQuery.parse(Object.fromEntries(new URL(url, 'http://x').searchParams));
    const plans = await app.deps.repos.properties.explainSearch(parsed, 'public');
    const medianMs = times.sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? Number.NaN;
    const statements = plans.map(summarise);
    rows.push({ name, url, medianMs: Math.round(medianMs * 10) / 10, statements });
    sections.push(
      `## ${name}: ${decodeURIComponent(url)}\n\n${plans.map((p) => `\`\`\`\n${p}\n\`\`\``).join('\n\n')}`,
    );
    say(
      `${name.padEnd(14)} ${String(Math.round(medianMs * 10) / 10).padStart(7)} ms  ${statements.length} stmt  buffers ${statements.map((s) => s.hit + s.read).join(' + ')}`,
    );
  }
  await app.close();
  await database.close();
  await mkdir(RESULTS_DIR, { recursive: true });
  await writeFile(path.join(RESULTS_DIR, `answers-${LABEL}.raw.json`), JSON.stringify(answers, null, 1));
  await writeFile(
    path.join(RESULTS_DIR, `plans-${LABEL}.raw.md`),
    `# Plans (${LABEL})\n\n${sections.join('\n\n')}\n`,
  );
  const table = [
    '| search | median ms | statements | pages (buffers) | db ms |',
    '|---|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.medianMs} | ${r.statements.length} | ${r.statements.reduce((a, s) => a + s.hit + s.read, 0)} | ${r.statements.reduce((a, s) => a + s.ms, 0).toFixed(1)} |`,
    ),
  ].join('\n');
  await writeFile(path.join(RESULTS_DIR, `plans-${LABEL}.md`), `${table}\n`);
  process.stdout.write(`\n${table}\n`);
  const earlier = env.BENCH_COMPARE && path.join(RESULTS_DIR, `answers-${env.BENCH_COMPARE}.raw.json`);
  if (earlier && existsSync(earlier)) {
    const before = JSON.parse(await readFile(earlier, 'utf8')) as Record<string, { ids?: string[] }>;
    const ids = (a: unknown) => JSON.stringify((a as { ids?: string[] } | undefined)?.ids);
    const differ = Object.keys(answers).filter((url) => ids(before[url]) !== ids(answers[url]));
    say(
      `Against ${env.BENCH_COMPARE}: the same listings in the same order for ${urls.length - differ.length} of ${urls.length} searches` +
        (differ.length ? `; other listings for ${differ.join(', ')}` : ''),
    );
  }
}

main().catch((err) => {
  process.stderr.write(`[bench:plans] failed: ${(err as Error).stack ?? err}\n`);
  process.exit(1);
});
