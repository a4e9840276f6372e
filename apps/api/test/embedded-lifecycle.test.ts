import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function freePort(): Promise<number> {
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

/** The embedded-mode server as a user runs it: its own process, data in DATA_DIR. */
describe.skipIf(Boolean(process.env.DATABASE_URL))('embedded database across processes', () => {
  let dataDir: string;
  let port: number;
  let server: ChildProcess | undefined;
  const env = () => {
    const e: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' };
    e.DATABASE_URL = undefined;
    e.DEMO_DATA = 'false';
    e.LOG_LEVEL = 'warn';
    e.NODE_ENV = 'development';
    return e;
  };
  const base = () => `http://127.0.0.1:${port}/api/v1`;

  async function startServer() {
    server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir,
      env: env(),
      stdio: 'pipe',
    });
    const deadline = Date.now() + 45_000;
    while (Date.now() < deadline) {
      try {
        const res = await fetch(`${base()}/health`);
        if (res.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error('server did not start');
  }

  async function stopServer() {
    if (!server) return;
    const exited = new Promise((r) => server?.once('exit', r));
    server.kill('SIGTERM');
    await exited;
    server = undefined;
  }

  function createAdmin(...args: string[]) {
    return spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/create-admin.ts', ...args], {
      cwd: apiDir,
      env: env(),
      encoding: 'utf8',
    });
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'nivaas-embedded-'));
    port = await freePort();
  });
  afterAll(async () => {
    await stopServer();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps users across a restart, and refuses a second process while the server holds the data', async () => {
    await startServer();
    const reg = await fetch(`${base()}/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Priya Nair',
        email: 'priya@example.in',
        password: 'secret12',
        role: 'buyer',
      }),
    });
    expect(reg.status).toBe(201);

    const locked = createAdmin('--email', 'boss@example.in', '--password', 'long-password', '--name', 'Boss');
    expect(locked.status).toBe(1);
    expect(locked.stderr).toContain('is in use by another Nivaas process');

    await stopServer();
    // A password anyone would try first is refused here too, before the database is opened.
    const common = createAdmin('--email', 'boss@example.in', '--password', 'password123', '--name', 'Boss');
    expect(common.status).toBe(2);
    expect(common.stderr).toContain('password: This password is too common. Please choose another.');
    const made = createAdmin('--email', 'boss@example.in', '--password', 'long-password', '--name', 'Boss');
    expect(made.stdout).toContain('Created admin boss@example.in');
    const promoted = createAdmin(
      '--email',
      'priya@example.in',
      '--password',
      'new-password',
      '--name',
      'Priya Nair',
    );
    expect(promoted.stdout).toContain('Promoted priya@example.in to admin');

    await startServer();
    const login = async (email: string, password: string) =>
      fetch(`${base()}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
    const boss = await login('boss@example.in', 'long-password');
    expect(boss.status).toBe(200);
    type TLogin = { user: { role: string; name: string } };
    expect(((await boss.json()) as TLogin).user.role).toBe('admin');
    const priya = await login('priya@example.in', 'new-password');
    expect(priya.status).toBe(200);
    expect(((await priya.json()) as TLogin).user).toMatchObject({ role: 'admin', name: 'Priya Nair' });
  }, 120_000);

  it('stops with a message naming a bad variable', () => {
    const res = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir,
      env: { ...env(), PORT: 'eighty', JWT_EXPIRES_IN: 'forever' },
      encoding: 'utf8',
    });
    expect(res.status).toBe(1);
    expect(res.stderr).toContain('PORT');
    expect(res.stderr).toContain('JWT_EXPIRES_IN');
  }, 30_000);
});
