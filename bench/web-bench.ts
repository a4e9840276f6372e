/**
 * Web vitals benchmark (npm run bench:web): Lighthouse (mobile emulation, simulated slow 4G and a
 * 4× slower CPU, Lighthouse's default) on the home page, the listing page and a listing's detail
 * page of the production build, served by the real server (`npm start` on a fresh embedded
 * database with the demo data) on loopback. Every page is measured several times; the run with the
 * median performance score is reported.
 *
 *   BENCH_WEB_RUNS     Lighthouse runs per page (default 3)
 *   BENCH_WEB_PORT     the server's port (default 3190)
 *   BENCH_WEB_CHROME   the browser (default /usr/bin/chromium)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { webBudget } from './lib/web-budget';

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3190);
const CHROME = process.env.BENCH_WEB_CHROME ?? '/usr/bin/chromium';
const ROOT = new URL('..', import.meta.url).pathname;
const RESULTS_DIR = new URL('./results/', import.meta.url).pathname;
const BASE = `http://127.0.0.1:${PORT}`;

const TARGETS = { performance: 95, accessibility: 95, lcpMs: 1500, cls: 0.05, homeJsKb: 150 };

const say = (msg: string) => process.stdout.write(`[bench:web] ${msg}\n`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type TPageResult = {
  page: string;
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  speedIndexMs: number;
  /** Scripts as transferred (compressed), every script the page loaded. */
  jsKb: number;
  jsRequests: number;
  totalKb: number;
  requests: number;
  /** Audits that lost points, for reading why a score is below 100. */
  failing: string[];
  runs: number[];
};

async function startProduct(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'true',
      JWT_SECRET: randomBytes(32).toString('hex'),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // However this process ends, the server must not outlive it.
  process.once('exit', () => child.kill('SIGTERM'));
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${BASE}/api/v1/health`);
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  child.kill('SIGTERM');
  throw new Error('the server did not answer within 180 s');
}

type TLhr = {
  runtimeError?: { code: string; message?: string };
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    {
      id: string;
      title: string;
      score: number | null;
      scoreDisplayMode: string;
      numericValue?: number;
      displayValue?: string;
      details?: { items?: Array<Record<string, unknown>> };
    }
  >;
};

function readResult(page: string, url: string, lhr: TLhr): Omit<TPageResult, 'runs'> {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const num = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary = (lhr.audits['resource-summary']?.details?.items ?? []) as Array<{
    resourceType: string;
    transferSize: number;
    requestCount: number;
  }>;
  const of = (type: string) => summary.find((i) => i.resourceType === type);
  const kb = (n: number | undefined) => Math.round(((n ?? 0) / 1024) * 10) / 10;
  const failing = Object.values(lhr.audits)
    .filter(
      (a) =>
        a.score !== null &&
        a.score < 0.9 &&
        ['binary', 'numeric', 'metricSavings'].includes(a.scoreDisplayMode),
    )
    .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
  return {
    page,
    url,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(num('first-contentful-paint')),
    lcpMs: Math.round(num('largest-contentful-paint')),
    cls: Math.round(num('cumulative-layout-shift') * 1000) / 1000,
    tbtMs: Math.round(num('total-blocking-time')),
    speedIndexMs: Math.round(num('speed-index')),
    jsKb: kb(of('script')?.transferSize),
    jsRequests: of('script')?.requestCount ?? 0,
    totalKb: kb(of('total')?.transferSize),
    requests: of('total')?.requestCount ?? 0,
    failing,
  };
}

async function measure(port: number, page: string, url: string): Promise<TPageResult> {
  const runs: Array<Omit<TPageResult, 'runs'>> = [];
  let failed = 0;
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const lhr = result.lhr as unknown as TLhr;
    // A run Lighthouse could not finish (no largest paint seen, a trace it could not read) has no
    // score: said, and run again (at most twice per page), rather than counted as a 0.
    if (lhr.runtimeError && failed < 2) {
      failed++;
      say(`  ${page} run ${i + 1}: Lighthouse failed (${lhr.runtimeError.code}); running it again`);
      i--;
      continue;
    }
    const run = readResult(page, url, lhr);
    runs.push(run);
    say(
      `  ${page} run ${i + 1}: performance ${run.performance}, LCP ${run.lcpMs} ms, TBT ${run.tbtMs} ms, JS ${run.jsKb} KB`,
    );
  }
  const sorted = [...runs].sort((a, b) => a.performance - b.performance || a.lcpMs - b.lcpMs);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('no runs');
  return { ...median, runs: runs.map((r) => r.performance) };
}

function table(results: TPageResult[]): string {
  const rows = results.map(
    (r) =>
      `| ${r.page} | ${r.performance} (${r.runs.join(', ')}) | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.fcpMs} | ${r.lcpMs} | ${r.cls} | ${r.tbtMs} | ${r.jsKb} (${r.jsRequests}) | ${r.totalKb} (${r.requests}) |`,
  );
  return [
    '| page | performance (runs) | accessibility | best practices | SEO | FCP ms | LCP ms | CLS | TBT ms | JS KB (files) | all KB (requests) |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
  ].join('\n');
}

function verdicts(results: TPageResult[]): string[] {
  const lines: string[] = [];
  for (const r of results) {
    const misses: string[] = [];
    if (r.performance < TARGETS.performance)
      misses.push(`performance ${r.performance} < ${TARGETS.performance}`);
    if (r.accessibility < TARGETS.accessibility)
      misses.push(`accessibility ${r.accessibility} < ${TARGETS.accessibility}`);
    if (r.lcpMs > TARGETS.lcpMs) misses.push(`LCP ${r.lcpMs} ms > ${TARGETS.lcpMs}`);
    if (r.cls > TARGETS.cls) misses.push(`CLS ${r.cls} > ${TARGETS.cls}`);
    lines.push(`${r.page}: ${misses.length ? `missed: ${misses.join('; ')}` : 'every target met'}`);
    if (r.failing.length) lines.push(`  audits below 90: ${r.failing.join(', ')}`);
  }
  return lines;
}

async function main() {
  if (!existsSync(CHROME))
    throw new Error(`no browser at ${CHROME} (apt-get install chromium, or set BENCH_WEB_CHROME)`);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'nivaas-web-bench-'));
  const load = [loadavg()[0]];
  say(`Starting the product (npm start) on port ${PORT} with the demo data in a fresh data folder…`);
  const server = await startProduct(dataDir);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const first = (await (await fetch(`${BASE}/api/v1/properties`)).json()) as {
      data: Array<{ _id: string }>;
    };
    const id = first.data[0]?._id;
    if (!id) throw new Error('the demo data has no listing');
    const pages = [
      { page: 'home', url: `${BASE}/` },
      { page: 'listing', url: `${BASE}/properties` },
      { page: 'detail', url: `${BASE}/properties/${id}` },
    ];
    // One unmeasured visit each, so the server's first-use work (compiling, caches) is not measured.
    for (const p of pages) await fetch(p.url);
    const results: TPageResult[] = [];
    for (const p of pages) results.push(await measure(chrome.port, p.page, p.url));
    load.push(loadavg()[0]);

    const budget = await webBudget(path.join(ROOT, 'apps/web/dist'));
    const out = [
      table(results),
      '',
      `Home's initial JavaScript (the entry, its static imports and the home page chunk, gzip): ${budget.homeInitialGzipKb} KB (target ≤ ${TARGETS.homeJsKb} KB): ${budget.homeInitialGzipKb <= TARGETS.homeJsKb ? 'met' : 'missed'}`,
      ...budget.files.map((f) => `  ${f.file} ${f.gzipKb} KB`),
      `The Hindi home's initial JavaScript (the same, with the Hindi catalog, ${budget.hindiHome.catalogGzipKb} KB): ${budget.hindiHome.initialGzipKb} KB (target ≤ ${TARGETS.homeJsKb} KB): ${budget.hindiHome.initialGzipKb <= TARGETS.homeJsKb ? 'met' : 'missed'}`,
      `The listing's initial JavaScript (the same, with the listing page chunk): ${budget.listing.initialGzipKb} KB (target ≤ ${TARGETS.homeJsKb} KB): ${budget.listing.initialGzipKb <= TARGETS.homeJsKb ? 'met' : 'missed'}`,
      '',
      ...verdicts(results),
      '',
      `Machine: ${cpus().length} cores, load average ${load.map((l) => (l ?? 0).toFixed(1)).join(' → ')}.`,
    ].join('\n');
    process.stdout.write(`\n${out}\n`);
    const record = {
      date: new Date().toISOString(),
      cores: cpus().length,
      loadAverage: load,
      runsPerPage: RUNS,
      targets: TARGETS,
      results,
      homeInitial: budget,
    };
    const stamp = record.date.replace(/[:.]/g, '-');
    await writeFile(path.join(RESULTS_DIR, `web-${stamp}.raw.json`), JSON.stringify(record, null, 2));
    await writeFile(path.join(RESULTS_DIR, 'web-latest.json'), `${JSON.stringify(record, null, 2)}\n`);
  } finally {
    chrome.kill();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  process.stderr.write(`[bench:web] ${(err as Error).stack ?? err}\n`);
  process.exit(1);
});
