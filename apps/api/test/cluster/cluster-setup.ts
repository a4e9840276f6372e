import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';

const ROOT = path.resolve(new URL('../../../..', import.meta.url).pathname);
export const COMPOSE_FILE = path.join(ROOT, 'compose.yaml');
export const NGINX_TEMPLATE = path.join(ROOT, 'deploy/nginx.conf.template');
const SERVER = path.join(ROOT, 'apps/api/src/server.ts');

/** The instances' variables as compose.yaml sets them (the `x-nivaas-env` block). */
export async function composeAppEnv(): Promise<Record<string, string>> {
  const compose = parse(await readFile(COMPOSE_FILE, 'utf8')) as {
    'x-nivaas-env': Record<string, string>;
    services: Record<string, { environment?: Record<string, string>; image?: string }>;
  };
  return compose['x-nivaas-env'];
}

/** nginx's service variables in compose.yaml (what the template is filled with there). */
export async function composeNginxEnv(): Promise<Record<string, string>> {
  const compose = parse(await readFile(COMPOSE_FILE, 'utf8')) as {
    services: { nginx: { environment: Record<string, string>; volumes: string[] } };
  };
  return compose.services.nginx.environment;
}

/**
 * Fills `${NAME}` placeholders as the nginx image's envsubst does (only names given; nginx's own
 * `$variables` stay), and fails on a placeholder left without a value.
 */
export function renderTemplate(template: string, values: Record<string, string>): string {
  const out = template.replace(/\$\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  const left = /\$\{(\w+)\}/.exec(out);
  if (left) throw new Error(`nginx template: no value for ${left[1]}`);
  return out;
}

export type TNginx = { stop: () => Promise<void>; errors: () => Promise<string> };

/** Debian's nginx in the foreground, with the deployment's server block and its files in `dir`. */
export async function startNginx(dir: string, values: Record<string, string>): Promise<TNginx> {
  await mkdir(path.join(dir, 'temp'), { recursive: true });
  const site = renderTemplate(await readFile(NGINX_TEMPLATE, 'utf8'), values);
  await writeFile(path.join(dir, 'site.conf'), site);
  const asRoot = process.getuid?.() === 0;
  await writeFile(
    path.join(dir, 'nginx.conf'),
    [
      asRoot ? 'user root;' : '',
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      `  client_body_temp_path ${dir}/temp/body;`,
      `  proxy_temp_path ${dir}/temp/proxy;`,
      `  fastcgi_temp_path ${dir}/temp/fastcgi;`,
      `  uwsgi_temp_path ${dir}/temp/uwsgi;`,
      `  scgi_temp_path ${dir}/temp/scgi;`,
      `  include ${dir}/site.conf;`,
      '}',
    ].join('\n'),
  );
  const nginx = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
  const child = spawn(nginx, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.once('error', reject);
    setTimeout(resolve, 300);
  });
  if (child.exitCode !== null)
    throw new Error(`nginx exited: ${await readFile(path.join(dir, 'error.log'), 'utf8')}`);
  return {
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGQUIT');
      await exited;
    },
    errors: () => readFile(path.join(dir, 'error.log'), 'utf8').catch(() => ''),
  };
}

export type TInstance = {
  name: string;
  port: number;
  base: string;
  child: ChildProcess;
  /** Every JSON log line the instance wrote so far. */
  logs: () => Record<string, unknown>[];
  exited: Promise<number | null>;
};

/** One Nivaas server process, as `npm start` runs it (node --import tsx apps/api/src/server.ts). */
export function startInstance(name: string, port: number, env: Record<string, string>): TInstance {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Record<string, unknown>[] = [];
  let rest = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    rest += chunk.toString();
    const parts = rest.split('\n');
    rest = parts.pop() ?? '';
    for (const line of parts) {
      if (line.startsWith('{')) {
        try {
          lines.push(JSON.parse(line));
        } catch {
          // a partial line
        }
      } else if (process.env.CLUSTER_VERBOSE) process.stdout.write(`[${name}] ${line}\n`);
    }
  });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[${name}] ${chunk}`));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { name, port, base: `http://127.0.0.1:${port}`, child, logs: () => lines, exited };
}

export async function waitReady(base: string, ms = 90_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(`${base}/health/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > ms) throw new Error(`${base} not ready within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export type TTraffic = { requests: number; ok: number; failed: { status: number | string; url: string }[] };

/**
 * `connections` loops of GETs through the balancer until `stop` resolves, over keep-alive. Each
 * answer other than 200 and each network error is a failed request.
 */
export async function traffic(base: string, urls: string[], connections: number, stop: Promise<unknown>) {
  const result: TTraffic = { requests: 0, ok: 0, failed: [] };
  let done = false;
  void stop.then(() => {
    done = true;
  });
  await Promise.all(
    Array.from({ length: connections }, async (_, c) => {
      for (let i = c; !done; i++) {
        const url = urls[i % urls.length] ?? '/';
        result.requests++;
        try {
          const res = await fetch(`${base}${url}`, { signal: AbortSignal.timeout(10_000) });
          await res.arrayBuffer();
          if (res.status === 200) result.ok++;
          else result.failed.push({ status: res.status, url });
        } catch (err) {
          result.failed.push({ status: (err as Error).name, url });
        }
      }
    }),
  );
  return result;
}
