/**
 * Where one search's CPU goes: the product's server (read cache off) on an existing PostgreSQL
 * database, one URL from BENCH_CONNECTIONS connections, and the CPU the server, every PostgreSQL
 * process and the whole machine spent per request over each run (ticks from /proc). The load
 * generator runs in this process, as in bench:api. On a machine whose cores the server, the
 * database and the load share, every part's CPU per request bounds the throughput.
 *
 *   BENCH_DATABASE_URL   a PostgreSQL database already holding listings (e.g. kept by bench:api with
 *                        BENCH_PG_KEEP=1); required
 *   BENCH_PATH           the URL to ask (default the peers' query)
 *   BENCH_CONNECTIONS    concurrent connections (default 50)
 *   BENCH_SECONDS        measured seconds per run (default 10), after BENCH_WARMUP_SECONDS (default 3)
 *   BENCH_RUNS           runs against one server (default 3)
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runLoad } from './lib/load';
import { PEERS_QUERY } from './lib/scenarios';
import { startServer } from './lib/server-process';
import { envNumber } from './lib/env';

const env = process.env;
const num = (name: string, fallback: number) => envNumber(name, fallback);
const URL_ = env.BENCH_DATABASE_URL;
const PATH = env.BENCH_PATH ?? PEERS_QUERY;
const CONNECTIONS = num('BENCH_CONNECTIONS', 50);
const SECONDS = num('BENCH_SECONDS', 10);
const WARMUP_SECONDS = num('BENCH_WARMUP_SECONDS', 3);
const RUNS = num('BENCH_RUNS', 3);
/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

const say = (msg: string) => process.stdout.write(`[bench:cpu] ${msg}\n`);

/** User and system ticks of one process (fields 14 and 15 of /proc/<pid>/stat). */
async function ticksOf(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
}

/** Ticks of every process named postgres (the server's backends and its own workers). */
async function postgresTicks(): Promise<number> {
  let total = 0;
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const comm = await readFile(`/proc/${entry}/comm`, 'utf8').catch(() => '');
    if (comm.trim() === 'postgres') total += await ticksOf(Number(entry));
  }
  return total;
}

/** Busy and idle ticks of the whole machine (the `cpu` line of /proc/stat). */
async function machineTicks(): Promise<{ busy: number; idle: number }> {
  const line = (await readFile('/proc/stat', 'utf8')).split('\n')[0] ?? '';
  const [, ...values] = line.trim().split(/\s+/).map(Number);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  const all = values.slice(0, 8).reduce((a, b) => a + b, 0);
  return { busy: all - idle, idle };
}

async function main() {
  if (!URL_) throw new Error('BENCH_DATABASE_URL is required (a PostgreSQL database holding listings)');
  const workDir = await mkdtemp(path.join(tmpdir(), 'nivaas-cpu-bench-'));
  const server = await startServer({
    BENCH_SERVER_DATABASE_URL: URL_,
    BENCH_SERVER_DATA_DIR: workDir,
    READ_CACHE_SECONDS: '0',
  });
  const ms = (ticks: number, requests: number) => ((ticks * 1000) / TICKS_PER_SECOND / requests).toFixed(3);
  try {
    say(`${PATH}, ${CONNECTIONS} connections, ${SECONDS} s a run after ${WARMUP_SECONDS} s of warm-up`);
    await runLoad({ base: server.base, paths: [PATH], connections: CONNECTIONS, seconds: WARMUP_SECONDS });
    process.stdout.write(
      '| run | req/s | p50 ms | p95 ms | server ms/req | postgres ms/req | machine ms/req | idle |\n',
    );
    process.stdout.write('|---:|---:|---:|---:|---:|---:|---:|---:|\n');
    for (let run = 1; run <= RUNS; run++) {
      const [s0, p0, m0] = await Promise.all([ticksOf(server.pid), postgresTicks(), machineTicks()]);
      const load = await runLoad({
        base: server.base,
        paths: [PATH],
        connections: CONNECTIONS,
        seconds: SECONDS,
      });
      const [s1, p1, m1] = await Promise.all([ticksOf(server.pid), postgresTicks(), machineTicks()]);
      if (load.errors || load.non2xx)
        throw new Error(`${load.errors} errors, ${load.non2xx} answers not 2xx`);
      const n = load.requests;
      const idle = (m1.idle - m0.idle) / (m1.idle - m0.idle + m1.busy - m0.busy);
      process.stdout.write(
        `| ${run} | ${load.rps} | ${load.p50} | ${load.p95} | ${ms(s1 - s0, n)} | ${ms(p1 - p0, n)} | ${ms(m1.busy - m0.busy, n)} | ${Math.round(idle * 100)} % |\n`,
      );
    }
  } finally {
    await server.stop();
    await rm(workDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
