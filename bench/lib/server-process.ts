import { type ChildProcess, fork } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { TParentMessage, TServerMessage } from './bench-server';

export type TServerProcess = {
  pid: number;
  base: string;
  /** process.memoryUsage() of the server; with gc, after two full collections. */
  memory: (gc?: boolean) => Promise<NodeJS.MemoryUsage>;
  /** Resident set size from /proc, readable while the server's event loop is busy. */
  rssFromProc: () => Promise<number>;
  stop: () => Promise<void>;
};

const SERVER = new URL('./bench-server.ts', import.meta.url).pathname;

/** Starts the product's server on a loopback port in a child process. */
export async function startServer(env: Record<string, string>): Promise<TServerProcess> {
  const child: ChildProcess = fork(SERVER, [], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('the server did not start');
  let nextId = 0;
  const waiting = new Map<number, (u: NodeJS.MemoryUsage) => void>();
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not start within 180 s')), 180_000);
    child.on('message', (m: TServerMessage) => {
      if (m.type === 'ready') {
        clearTimeout(timer);
        resolve(m.port);
      } else if (m.type === 'memory') {
        waiting.get(m.id)?.(m.usage);
        waiting.delete(m.id);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code}`));
    });
  });
  const send = (m: TParentMessage) => child.send(m);
  return {
    pid,
    base: `http://127.0.0.1:${port}`,
    memory: (gc = false) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        const timer = setTimeout(() => reject(new Error('no memory answer within 30 s')), 30_000);
        waiting.set(id, (u) => {
          clearTimeout(timer);
          resolve(u);
        });
        send({ type: 'memory', id, gc });
      }),
    rssFromProc: async () => {
      const status = await readFile(`/proc/${pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN) * 1024;
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
