import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** The real server (src/server.ts) in its own process, as `npm start` runs it, without demo data. */
export class ServerProcess {
  private child: ChildProcess | undefined;
  private output = '';

  constructor(private readonly env: { dataDir: string; port: number; databaseUrl?: string }) {}

  get base(): string {
    return `http://127.0.0.1:${this.env.port}`;
  }

  /** What the server printed (for a failure message). */
  get log(): string {
    return this.output.slice(-4000);
  }

  async start(): Promise<void> {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: this.env.dataDir,
      PORT: String(this.env.port),
      HOST: '127.0.0.1',
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_LOGIN: '1000',
      RATE_LIMIT_REGISTER: '1000',
    };
    delete env.DATABASE_URL;
    if (this.env.databaseUrl) env.DATABASE_URL = this.env.databaseUrl;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: apiDir, env });
    this.child = child;
    child.stdout?.on('data', (d) => {
      this.output += String(d);
    });
    child.stderr?.on('data', (d) => {
      this.output += String(d);
    });
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`server exited at start:\n${this.log}`);
      try {
        if ((await fetch(`${this.base}/api/v1/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 150));
    }
    throw new Error(`server did not start:\n${this.log}`);
  }

  /** Stops the process with a signal and waits for it to be gone. */
  async stop(signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM'): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill(signal);
    await exited;
    this.child = undefined;
  }
}
