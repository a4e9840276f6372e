import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import {
  createGenericExplain,
  createPreparedQuery,
  DEALLOCATE_BATCH,
  PLAN_EACH_EXECUTION,
  PLAN_ONCE,
  PREPARED_PER_CONNECTION,
  type TPreparedQuery,
} from './prepared-statements';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL text with positional parameters; answers the rows. */
  query: <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;
  /** PostgreSQL only: the same as a prepared statement of its connection (prepared-statements.ts). */
  queryPrepared?: TPreparedQuery;
  /**
   * PostgreSQL only: the same on connections that keep a generic plan for each statement
   * (PLAN_ONCE), for statements written so that one plan serves every value (city-page.ts).
   */
  queryGeneric?: TPreparedQuery;
  /** PostgreSQL only: EXPLAIN (ANALYZE, BUFFERS) of a statement on its generic plan, as queryGeneric runs it. */
  explainGeneric?: (text: string, params: unknown[]) => Promise<string>;
  close: () => Promise<void>;
  /** PGlite only: the data directory as a tarball, to clone a migrated database in tests. */
  dump?: () => Promise<Blob>;
  /** PostgreSQL only: runs `work` on one connection of the pool (session-level locks hold on it). */
  withConnection?: <T>(work: (client: pg.PoolClient) => Promise<T>) => Promise<T>;
  /** PostgreSQL only: connections open, idle, and requests waiting for one. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** Told the text and duration of every statement (slow-query log, metrics). */
  observeQueries: (observer: TQueryObserver) => void;
};

/**
 * Called as a statement is sent (in the caller's async context, so it can note whose request it
 * is); answers the function told its duration in ms when the answer arrives.
 */
export type TQueryObserver = (text: string) => (ms: number) => void;

/** Times each statement of one database and tells the observer set for it. */
function queryTiming() {
  let observer: TQueryObserver | undefined;
  const begin = (text: string) => {
    const finish = observer?.(text);
    const started = performance.now();
    return finish ? () => finish(performance.now() - started) : undefined;
  };
  return {
    observe: (o: TQueryObserver) => {
      observer = o;
    },
    timed<T>(text: string, work: Promise<T>): Promise<T> {
      const done = begin(text);
      if (done) work.then(done, done);
      return work;
    },
    callback(text: string, cb: (...a: unknown[]) => void) {
      const done = begin(text);
      if (!done) return cb;
      return (...a: unknown[]) => {
        done();
        cb(...a);
      };
    },
  };
}

const textOf = (q: unknown): string =>
  typeof q === 'string' ? q : String((q as { text?: unknown } | null)?.text ?? '');

/** node-postgres's Client with each statement timed (the pool and drizzle both go through query). */
function timedClientClass(timing: ReturnType<typeof queryTiming>): typeof pg.Client {
  class TimedClient extends pg.Client {}
  // Looked up per call, not once: a wrapper put on pg.Client later (bench:api's statement capture)
  // must still see every statement.
  const query = (): ((...args: unknown[]) => unknown) => pg.Client.prototype.query as never;
  TimedClient.prototype.query = function timedQuery(this: pg.Client, ...args: unknown[]) {
    const text = textOf(args[0]);
    const last = args[args.length - 1];
    if (typeof last === 'function') {
      args[args.length - 1] = timing.callback(text, last as (...a: unknown[]) => void);
      return query().apply(this, args);
    }
    const result = query().apply(this, args);
    return result instanceof Promise ? timing.timed(text, result) : result;
  } as typeof pg.Client.prototype.query;
  return TimedClient;
}

// bigint columns (counts) come back as numbers: money in rupees stays far below 2^53.
pg.types.setTypeParser(20, (v) => Number(v));

/** Opens the embedded database (in memory when dataDir is undefined); extensions load asynchronously. */
export async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<Database> {
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm }, loadDataDir });
  return fromPglite(client);
}

export function fromPglite(client: PGlite): Database {
  const timing = queryTiming();
  // The statements drizzle sends go through query and exec: time them on this instance.
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  client.query = ((text: string, ...rest: unknown[]) =>
    timing.timed(
      text,
      (query as (...a: unknown[]) => Promise<unknown>)(text, ...rest),
    )) as typeof client.query;
  client.exec = ((text: string, ...rest: unknown[]) =>
    timing.timed(text, (exec as (...a: unknown[]) => Promise<unknown>)(text, ...rest))) as typeof client.exec;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    query: async <T>(text: string, params: unknown[] = []) => (await client.query<T>(text, params)).rows,
    close: () => client.close(),
    dump: async () => (await client.dumpDataDir('none')) as Blob,
    observeQueries: timing.observe,
  };
}

export function openPostgres(
  url: string,
  max = 20,
  opts: {
    /** Searches as prepared statements, the sessions planning each execution (prepared-statements.ts). */
    preparedSearches?: boolean;
  } = {},
): Database {
  const prepared = opts.preparedSearches ?? true;
  const timing = queryTiming();
  // The session's plan mode is the only one its statements get (PostgreSQL 15 reads plan_cache_mode
  // from the session), so the statements written for one plan have connections of their own: half
  // of `max`, which stays the instance's whole number of connections.
  const genericMax = prepared && max >= 2 ? Math.floor(max / 2) : 0;
  const pool = new pg.Pool({
    connectionString: url,
    max: max - genericMax,
    Client: timedClientClass(timing),
    ...(prepared ? { options: PLAN_EACH_EXECUTION } : {}),
  });
  const genericPool = genericMax
    ? new pg.Pool({
        connectionString: url,
        max: genericMax,
        Client: timedClientClass(timing),
        options: PLAN_ONCE,
      })
    : null;
  // An idle connection dropped by the server (restart, failover) must not crash the process;
  // the pool replaces it on the next checkout.
  pool.on('error', () => {});
  genericPool?.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    query: async <T>(text: string, params: unknown[] = []) => (await pool.query(text, params)).rows as T[],
    queryPrepared: prepared ? createPreparedQuery(pool) : undefined,
    queryGeneric: genericPool
      ? createPreparedQuery(genericPool, PREPARED_PER_CONNECTION, DEALLOCATE_BATCH, true)
      : undefined,
    explainGeneric: genericPool ? createGenericExplain(genericPool) : undefined,
    close: async () => {
      await Promise.all([pool.end(), genericPool?.end()]);
    },
    withConnection: async (work) => {
      const client = await pool.connect();
      try {
        return await work(client);
      } finally {
        client.release();
      }
    },
    poolStats: () => ({
      total: pool.totalCount + (genericPool?.totalCount ?? 0),
      idle: pool.idleCount + (genericPool?.idleCount ?? 0),
      waiting: pool.waitingCount + (genericPool?.waitingCount ?? 0),
    }),
    observeQueries: timing.observe,
  };
}
