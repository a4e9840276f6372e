import { createRequire } from 'node:module';
import { writeFile } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export type TStatement = { text: string; values: unknown[] };

const require = createRequire(import.meta.url);
// The same conversion node-postgres applies to a parameter before sending it (dates, arrays, JSON).
const { prepareValue } = require('pg/lib/utils') as { prepareValue: (v: unknown) => unknown };

let sink: TStatement[] | null = null;

function record(config: unknown, values: unknown): void {
  if (!sink) return;
  const c = config as { text?: string; values?: unknown[] } | string;
  const text = typeof c === 'string' ? c : (c?.text ?? '');
  const params = Array.isArray(values) ? values : typeof c === 'string' ? [] : (c?.values ?? []);
  sink.push({ text, values: params });
}

let pgPatched = false;
/** Every statement any node-postgres client sends is offered to the capture (pool and transactions alike). */
function patchPg(): void {
  if (pgPatched) return;
  pgPatched = true;
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    record(args[0], args[1]);
    return original.apply(this, args);
  };
}

/** The same for one PGlite instance; answers the unpatched query, for replaying without capture. */
export function patchPglite(client: PGlite): PGlite['query'] {
  const original = client.query.bind(client);
  client.query = ((text: string, params?: unknown[], options?: unknown) => {
    record(text, params);
    return original(text, params, options as never);
  }) as PGlite['query'];
  return original;
}

/** The statements `run` sends to the database, in order. Nothing else may use the database meanwhile. */
export async function captureStatements(run: () => Promise<unknown>): Promise<TStatement[]> {
  patchPg();
  const statements: TStatement[] = [];
  sink = statements;
  try {
    await run();
  } finally {
    sink = null;
  }
  return statements;
}

function literal(value: unknown): string {
  const v = prepareValue(value);
  if (v === null || v === undefined) return 'NULL';
  if (Buffer.isBuffer(v)) return `'\\x${v.toString('hex')}'`;
  // An untyped quoted literal is resolved by context, as an untyped parameter is.
  return `'${String(v).replaceAll("'", "''")}'`;
}

/** The statement with its parameters written in, as pgbench's simple protocol sends it. */
export function inlineParameters(s: TStatement): string {
  return s.text.replace(/\$(\d+)/g, (_m, n: string) => literal(s.values[Number(n) - 1]));
}

/** One pgbench script: the statements of one API call, run as one pgbench transaction. */
export async function writePgbenchScript(file: string, statements: TStatement[]): Promise<void> {
  const body = statements.map((s) => `${inlineParameters(s).trim().replace(/;$/, '')};`).join('\n');
  await writeFile(file, `${body}\n`);
}
