/**
 * Soak benchmark (npm run bench:soak): many concurrent connections of mixed public traffic (list,
 * search, detail, featured, builders, cities) against the real server on loopback for a minute,
 * with the server's memory before, at its peak and after. The server runs in a child process on
 * the embedded database (PGlite, seeded here) or on an existing PostgreSQL database, served as it
 * is (BENCH_SOAK_DATABASE_URL: nothing is written to it); its RSS is read from /proc, its heap
 * asked over IPC. See bench/README.md.
 *
 *   BENCH_SOAK_CONNECTIONS   concurrent connections (default 1000)
 *   BENCH_SOAK_SECONDS       length of the soak (default 60)
 *   BENCH_SOAK_PROPERTIES    listings seeded into PGlite (default 420, the demo's size when the soak was first measured)
 *   BENCH_SOAK_TIMEOUT       seconds before a request counts as timed out (default 10)
 *   BENCH_SOAK_DATABASE_URL  serve this PostgreSQL database instead (127.0.0.1 only)
 *   BENCH_SOAK_MIX           'varied' (a new URL nearly every request: cache misses; default on
 *                            PostgreSQL) or 'demo' (101 URLs every connection walks; default on PGlite)
 *   BENCH_SOAK_URLS          distinct URLs of the varied mix (default 200000)
 *   READ_CACHE_SECONDS       the server's read cache, as in production (default 5; 0: off)
 *   DB_POOL_SIZE, REQUEST_QUEUE_LIMIT  the server's, as in production
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { openPglite, openPostgres } from '../apps/api/src/db/client';
import { migrate } from '../apps/api/src/db/migrate';
import { seedBulk } from '../apps/api/src/db/seed/seed-bulk';
import { createLocalStorage } from '../apps/api/src/storage/local-storage';
import { runLoad } from './lib/load';
import { q, SEARCHES } from './lib/scenarios';
import { startServer, type TServerProcess } from './lib/server-process';
import { type TPlace, variedPaths } from './lib/varied-paths';
import { envNumber } from './lib/env';

const num = (name: string, fallback: number) => envNumber(name, fallback, { positive: true });
const CONNECTIONS = num('BENCH_SOAK_CONNECTIONS', 1000);
const SECONDS = num('BENCH_SOAK_SECONDS', 60);
const PROPERTIES = num('BENCH_SOAK_PROPERTIES', 420);
const TIMEOUT_SECONDS = num('BENCH_SOAK_TIMEOUT', 10);
const PG_URL = process.env.BENCH_SOAK_DATABASE_URL;
const MIX = process.env.BENCH_SOAK_MIX ?? (PG_URL ? 'varied' : 'demo');
const URLS = num('BENCH_SOAK_URLS', 200_000);
if (MIX !== 'varied' && MIX !== 'demo') throw new Error("BENCH_SOAK_MIX must be 'varied' or 'demo'");
/** How far above its warmed-up level the heap may settle after the load and still count as returned. */
const SETTLED_TOLERANCE = 0.1;
const RESULTS_DIR = new URL('./results/', import.meta.url).pathname;
const MB = 1024 * 1024;
const mb = (n: number) => Math.round((n / MB) * 10) / 10;

const say = (msg: string) => process.stdout.write(`[bench:soak] ${msg}\n`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A visitor's mix: per 20 requests, 4 list pages, 6 searches, 5 details, 2 featured, 2 builders, 1 cities. */
function mixedPaths(ids: string[]): string[] {
  const paths: string[] = [];
  for (let i = 0; i < 12; i++) {
    paths.push(q({ page: 1 + (i % 4) }), q({ page: 2 + i, limit: 24 }));
    paths.push(...SEARCHES.slice(0, 6).map((s, k) => s.path(i + k)));
    paths.push(...Array.from({ length: 5 }, (_, k) => `/api/v1/properties/${ids[(i * 5 + k) % ids.length]}`));
    paths.push('/api/v1/properties/featured', '/api/v1/properties/featured');
    paths.push('/api/v1/developers', `/api/v1/developers?page=${1 + (i % 2)}`);
    paths.push('/api/v1/locations/cities');
  }
  // Interleaved so each connection's cycle mixes the kinds rather than running them in blocks.
  return paths
    .map((p, i) => ({ p, k: (i * 7919) % paths.length }))
    .sort((a, b) => a.k - b.k)
    .map((x) => x.p);
}

type TSample = { at: number; rss: number; acceptQueue: number };

async function snapshot(srv: TServerProcess, gc: boolean) {
  const u = await srv.memory(gc);
  return {
    rssMb: mb(u.rss),
    heapUsedMb: mb(u.heapUsed),
    heapTotalMb: mb(u.heapTotal),
    externalMb: mb(u.external),
  };
}

async function main() {
  const workDir = await mkdtemp(path.join(tmpdir(), 'nivaas-soak-'));
  let srv: TServerProcess | undefined;
  try {
    const publicIds = `select id from properties where listed and status in ('For Sale', 'For Rent')`;
    let ids: string[];
    if (PG_URL) {
      const host = new URL(PG_URL).hostname;
      if (host !== '127.0.0.1' && host !== 'localhost')
        throw new Error('BENCH_SOAK_DATABASE_URL must be on 127.0.0.1');
      // Read only: ids of public listings for the details, from a 1 % sample of the table's pages.
      const database = openPostgres(PG_URL, 1);
      ids = (
        await database.query<{ id: string }>(
          `select id from properties tablesample system (1) where listed and status in ('For Sale', 'For Rent') limit 20000`,
        )
      ).map((r) => r.id);
      if (!ids.length)
        ids = (await database.query<{ id: string }>(`${publicIds} limit 1000`)).map((r) => r.id);
      const [count] = await database.query<{ n: number }>('select count(*)::int as n from properties');
      await database.close();
      say(`Serving PostgreSQL as it is: ${(count?.n ?? 0).toLocaleString('en-IN')} listings.`);
      srv = await startServer({ BENCH_SERVER_DATABASE_URL: PG_URL, BENCH_SERVER_DATA_DIR: workDir });
    } else {
      say(`Seeding ${PROPERTIES.toLocaleString('en-IN')} listings into an embedded database…`);
      const database = await openPglite(undefined);
      await migrate(database);
      await seedBulk(database, createLocalStorage(path.join(workDir, 'uploads')), {
        properties: PROPERTIES,
        seed: 42,
      });
      await database.query('vacuum analyze');
      ids = (await database.query<{ id: string }>(`${publicIds} order by random() limit 2000`)).map(
        (r) => r.id,
      );
      const dumpFile = path.join(workDir, 'soak.tar.gz');
      if (!database.dump) throw new Error('not a PGlite database');
      await writeFile(dumpFile, Buffer.from(await (await database.dump()).arrayBuffer()));
      await database.close();
      srv = await startServer({ BENCH_SERVER_PGLITE_DUMP: dumpFile, BENCH_SERVER_DATA_DIR: workDir });
    }
    const server = srv;
    let paths: string[];
    let next: (() => string) | undefined;
    if (MIX === 'varied') {
      const cities = (await (await fetch(`${server.base}/api/v1/locations/cities`)).json()) as {
        data: { name: string; localities: { name: string }[] }[];
      };
      const places: TPlace[] = cities.data.map((c) => ({
        city: c.name,
        localities: c.localities.map((l) => l.name),
      }));
      paths = variedPaths({ places, ids, count: URLS });
      // One walk through the list shared by every connection: each URL is asked about once per lap.
      let k = 0;
      next = () => paths[k++ % paths.length] as string;
    } else {
      paths = mixedPaths(ids.slice(0, 60));
    }
    const fresh = await snapshot(server, true);
    say(
      `Server ${server.pid} at ${server.base}: RSS ${fresh.rssMb} MB, heap ${fresh.heapUsedMb} MB (fresh).`,
    );
    // Code compiled and caches filled on first use are not a leak: the baseline is after a warm-up.
    await runLoad({ base: server.base, paths, next, connections: 10, seconds: 5 });
    await sleep(1000);
    const warmed = await snapshot(server, true);
    say(`After a warm-up: RSS ${warmed.rssMb} MB, heap ${warmed.heapUsedMb} MB.`);

    const cacheBefore = await server.readCacheStats();
    const samples: TSample[] = [];
    const t0 = performance.now();
    let sampling = true;
    const sampler = (async () => {
      for (let i = 0; sampling && i < (SECONDS + 60) * 4; i++) {
        const [rss, acceptQueue] = await Promise.all([server.rssFromProc(), server.acceptQueue()]);
        samples.push({ at: Math.round(performance.now() - t0), rss, acceptQueue });
        await sleep(250);
      }
    })();
    const heapPeak = { value: 0 };
    // The machine's 1-minute load average: other work on the same cores inflates latencies.
    const loads: number[] = [loadavg()[0] ?? 0];
    const heapSampler = (async () => {
      for (let i = 0; sampling && i < SECONDS + 60; i++) {
        const u = await server.memory(false).catch(() => null);
        if (u) heapPeak.value = Math.max(heapPeak.value, u.heapUsed);
        loads.push(loadavg()[0] ?? 0);
        await sleep(1000);
      }
    })();
    say(`${CONNECTIONS} connections for ${SECONDS} s…`);
    const load = await runLoad({
      base: server.base,
      paths,
      next,
      connections: CONNECTIONS,
      seconds: SECONDS,
      timeoutSeconds: TIMEOUT_SECONDS,
    });
    sampling = false;
    await Promise.all([sampler, heapSampler]);
    const peakRss = Math.max(...samples.map((s) => s.rss));
    const maxAcceptQueue = Math.max(...samples.map((s) => s.acceptQueue));
    const loadAverage = {
      atStart: loads[0] ?? 0,
      max: Math.max(...loads),
      atEnd: loads[loads.length - 1] ?? 0,
    };
    const cacheAfter = await server.readCacheStats();
    const readCache =
      cacheBefore && cacheAfter
        ? {
            hits: cacheAfter.hits - cacheBefore.hits,
            coalesced: cacheAfter.coalesced - cacheBefore.coalesced,
            misses: cacheAfter.misses - cacheBefore.misses,
            evicted: cacheAfter.evicted - cacheBefore.evicted,
            entriesAtEnd: cacheAfter.entries,
            mbAtEnd: mb(cacheAfter.bytes),
          }
        : null;

    // Sockets close and timers expire over a few seconds; then two full collections.
    await sleep(5000);
    const after = await snapshot(server, true);
    await sleep(5000);
    const settled = await snapshot(server, true);
    const returned = settled.heapUsedMb <= warmed.heapUsedMb * (1 + SETTLED_TOLERANCE) + 5;

    const summary = {
      at: new Date().toISOString(),
      node: process.version,
      cpus: `${cpus().length} × ${cpus()[0]?.model ?? '?'}`,
      loadAverage,
      database: PG_URL ? 'postgres' : 'pglite',
      properties: PG_URL ? null : PROPERTIES,
      connections: CONNECTIONS,
      seconds: SECONDS,
      timeoutSeconds: TIMEOUT_SECONDS,
      mix: `${MIX}: per 20, 4 list pages, 6 searches, 5 details, 2 featured, 2 builders, 1 cities`,
      distinctUrls: new Set(paths).size,
      readCacheSeconds: Number(process.env.READ_CACHE_SECONDS ?? 5),
      load,
      /** Answers from the in-process cache (hits), waits on another request's handler run (coalesced), handler runs (misses). */
      readCache,
      /** Largest backlog of connections the kernel had completed and the server had not yet accepted. */
      maxAcceptQueue,
      memory: {
        fresh,
        warmed,
        peak: { rssMb: mb(peakRss), heapUsedMb: mb(heapPeak.value) },
        after5s: after,
        after10s: settled,
        heapReturnedToWarmedLevel: returned,
      },
      rssSamples: samples.map((s) => [s.at, mb(s.rss)]),
      acceptQueueSamples: samples.filter((s) => s.acceptQueue > 0).map((s) => [s.at, s.acceptQueue]),
    };
    await mkdir(RESULTS_DIR, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    await writeFile(path.join(RESULTS_DIR, `soak-${stamp}.raw.json`), JSON.stringify(summary, null, 2));
    await writeFile(path.join(RESULTS_DIR, 'soak-latest.json'), JSON.stringify(summary, null, 2));

    const codes = Object.entries(load.statusCodes)
      .map(([c, n]) => `${c}: ${n}`)
      .join(', ');
    process.stdout.write(
      [
        '',
        `| connections | seconds | requests | req/s | errors | timeouts | non-2xx | p50 ms | p95 ms | p99 ms | max ms |`,
        '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
        `| ${CONNECTIONS} | ${SECONDS} | ${load.requests} | ${load.rps} | ${load.errors} | ${load.timeouts} | ${load.non2xx} | ${load.p50} | ${load.p95} | ${load.p99} | ${load.max} |`,
        '',
        '| server memory | fresh | warmed (start) | peak | +5 s | +10 s |',
        '|---|---:|---:|---:|---:|---:|',
        `| RSS MB | ${fresh.rssMb} | ${warmed.rssMb} | ${mb(peakRss)} | ${after.rssMb} | ${settled.rssMb} |`,
        `| heap used MB | ${fresh.heapUsedMb} | ${warmed.heapUsedMb} | ${mb(heapPeak.value)} | ${after.heapUsedMb} | ${settled.heapUsedMb} |`,
        '',
        `Status codes: ${codes}`,
        readCache
          ? `Read cache: ${readCache.hits} hits, ${readCache.coalesced} coalesced, ${readCache.misses} handler runs, ${readCache.evicted} evicted; ${readCache.entriesAtEnd} entries (${readCache.mbAtEnd} MB) at the end.`
          : 'Read cache: off.',
        `Load average (1 min) ${loadAverage.atStart} at the start, ${loadAverage.max} at most, ${loadAverage.atEnd} at the end; largest accept queue ${maxAcceptQueue}.`,
        `Errors ${load.errors === 0 ? 'none' : load.errors}; timeouts ${load.timeouts === 0 ? 'none' : load.timeouts}; heap ${returned ? 'back to' : 'NOT back to'} its warmed-up level.`,
        '',
      ].join('\n'),
    );
  } finally {
    await srv?.stop();
    await rm(workDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  process.stderr.write(`[bench:soak] failed: ${(err as Error).stack ?? err}\n`);
  process.exit(1);
});
