import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { latencyOf, type TLatency } from './load';

export type TPgbenchResult = TLatency & { transactions: number; rps: number; failed: number };

const PGBENCH = ['/usr/bin/pgbench', '/usr/lib/postgresql/15/bin/pgbench'].find((p) => existsSync(p));

export const hasPgbench = () => PGBENCH !== undefined;

/**
 * Runs script files (one transaction = one API call's statements) against PostgreSQL with pgbench:
 * `clients` connections for `seconds`, literal parameters, the simple protocol unless asked. Latencies come from
 * the per-transaction log.
 */
export async function runPgbench(opts: {
  url: string;
  scripts: string[];
  clients: number;
  seconds: number;
  workDir: string;
  /** The query protocol: 'simple' (default) or 'extended' (parse, bind, execute: as the API's driver sends). */
  protocol?: 'simple' | 'extended';
}): Promise<TPgbenchResult> {
  if (!PGBENCH) throw new Error('pgbench not found');
  const url = new URL(opts.url);
  if (url.hostname !== '127.0.0.1') throw new Error(`pgbench only goes to 127.0.0.1, not ${url.hostname}`);
  const prefix = path.join(opts.workDir, `log-${Date.now()}`);
  const args = [
    '-h',
    url.hostname,
    '-p',
    url.port || '5432',
    '-U',
    decodeURIComponent(url.username || 'postgres'),
    '-n',
    '-M',
    opts.protocol ?? 'simple',
    '-c',
    String(opts.clients),
    '-j',
    String(Math.min(opts.clients, 2)),
    '-T',
    String(opts.seconds),
    '-l',
    `--log-prefix=${prefix}`,
    ...opts.scripts.flatMap((f) => ['-f', `${f}@1`]),
    url.pathname.slice(1),
  ];
  const out = await new Promise<string>((resolve, reject) => {
    const child = spawn(PGBENCH, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    child.stdout.on('data', (d) => {
      text += d;
    });
    child.stderr.on('data', (d) => {
      text += d;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), (opts.seconds + 120) * 1000);
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(text);
      else reject(new Error(`pgbench exited with ${code}:\n${text.slice(-2000)}`));
    });
  });
  const ms: number[] = [];
  const logs = (await readdir(opts.workDir)).filter((f) => f.startsWith(path.basename(prefix)));
  for (const f of logs) {
    const file = path.join(opts.workDir, f);
    for (const line of (await readFile(file, 'utf8')).split('\n')) {
      const micros = Number(line.split(' ')[2]);
      if (line && Number.isFinite(micros)) ms.push(micros / 1000);
    }
    await rm(file);
  }
  const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(out)?.[1] ?? Number.NaN);
  const failed = Number(/number of failed transactions: (\d+)/.exec(out)?.[1] ?? 0);
  return { ...latencyOf(ms), transactions: ms.length, rps: Math.round(tps * 10) / 10, failed };
}
