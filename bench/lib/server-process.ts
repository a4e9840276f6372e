import { type ChildProcess, fork } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { TReadCacheStats } from '../../apps/api/src/plugins/read-cache';
import type { TParentMessage, TServerMessage } from './bench-server';

export type TServerProcess = {
  pid: number;
  base: string;
  /** process.memoryUsage() of the server; with gc, after two full collections. */
  memory: (gc?: boolean) => Promise<NodeJS.MemoryUsage>;
  /** The server's in-process cache of public reads: hits, misses, entries (null when off). */
  readCacheStats: () => Promise<TReadCacheStats | null>;
  /** Resident set size from /proc, readable while the server's event loop is busy. */
  rssFromProc: () => Promise<number>;
  /**
   * Connections the kernel has completed but the server has not yet accepted (its listen queue),
   * from /proc/net/tcp. Node accepts one connection per event-loop turn, so a busy loop lets it grow.
   */
  acceptQueue: () => Promise<number>;
  stop: () => Promise<void>;
};

const SERVER = new URL('./bench-server.ts', import.meta.url).pathname;

/** Starts the product's server on a loopback port in a child process. */
export async function startServer(env: Record<string, string>): Promise<TServerProcess> {
  const child: ChildProcess = fork(SERVER, [], {
    // BENCH_SERVER_CPU_PROF: a folder where the server writes a V8 CPU profile as it exits.
    execArgv: [
      '--import',
      'tsx',
      '--expose-gc',
      ...(process.env.BENCH_SERVER_CPU_PROF
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_SERVER_CPU_PROF}`]
        : []),
    ],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('the server did not start');
  let nextId = 0;
  const waiting = new Map<number, (m: Extract<TServerMessage, { type: 'memory' }>) => void>();
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not start within 180 s')), 180_000);
    child.on('message', (m: TServerMessage) => {
      if (m.type === 'ready') {
        clearTimeout(timer);
        resolve(m.port);
      } else if (m.type === 'memory') {
        waiting.get(m.id)?.(m);
        waiting.delete(m.id);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code}`));
    });
  });
  const send = (m: TParentMessage) => child.send(m);
  const ask = (gc: boolean) =>
    new Promise<Extract<TServerMessage, { type: 'memory' }>>((resolve, reject) => {
      const id = nextId++;
      const timer = setTimeout(() => reject(new Error('no memory answer within 30 s')), 30_000);
      waiting.set(id, (m) => {
        clearTimeout(timer);
        resolve(m);
      });
      send({ type: 'memory', id, gc });
    });
  const portHex = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  return {
    pid,
    base: `http://127.0.0.1:${port}`,
    memory: async (gc = false) => (await ask(gc)).usage,
    readCacheStats: async () => (await ask(false)).readCache,
    rssFromProc: async () => {
      const status = await readFile(`/proc/${pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN) * 1024;
    },
    acceptQueue: async () => {
      // The listening socket's line: local address ends in the port, state 0A; rx_queue is the backlog.
      for (const line of (await readFile('/proc/net/tcp', 'utf8')).split('\n')) {
        const f = line.trim().split(/\s+/);
        if (f[3] === '0A' && f[1]?.endsWith(portHex)) return Number.parseInt(f[4]?.split(':')[1] ?? '0', 16);
      }
      return 0;
    },
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      send({ type: 'close' });
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
