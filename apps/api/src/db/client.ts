import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL text with positional parameters; answers the rows. */
  query: <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;
  close: () => Promise<void>;
  /** PGlite only: the data directory as a tarball, to clone a migrated database in tests. */
  dump?: () => Promise<Blob>;
  /** PostgreSQL only: runs `work` on one connection of the pool (session-level locks hold on it). */
  withConnection?: <T>(work: (client: pg.PoolClient) => Promise<T>) => Promise<T>;
  /** PostgreSQL only: connections open, idle, and requests waiting for one. */
  poolStats?: () => { total: number; idle: number; waiting: number };
};

// bigint columns (counts) come back as numbers: money in rupees stays far below 2^53.
pg.types.setTypeParser(20, (v) => Number(v));

/** Opens the embedded database (in memory when dataDir is undefined); extensions load asynchronously. */
export async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<Database> {
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm }, loadDataDir });
  return fromPglite(client);
}

export function fromPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    query: async <T>(text: string, params: unknown[] = []) => (await client.query<T>(text, params)).rows,
    close: () => client.close(),
    dump: async () => (await client.dumpDataDir('none')) as Blob,
  };
}

export function openPostgres(url: string, max = 20): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection dropped by the server (restart, failover) must not crash the process;
  // the pool replaces it on the next checkout.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    query: async <T>(text: string, params: unknown[] = []) => (await pool.query(text, params)).rows as T[],
    close: () => pool.end(),
    withConnection: async (work) => {
      const client = await pool.connect();
      try {
        return await work(client);
      } finally {
        client.release();
      }
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
