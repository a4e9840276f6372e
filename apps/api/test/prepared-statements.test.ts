import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { openPostgres } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import {
  createPreparedQuery,
  DEALLOCATE_BATCH,
  PLAN_EACH_EXECUTION,
  PLAN_ONCE,
  PREPARED_PER_CONNECTION,
} from '../src/db/prepared-statements';
import { adminUrl, databaseUrlWithName } from './pg-urls';

/**
 * Searches as prepared statements (PostgreSQL): each connection parses a text once, plans it for
 * every execution's values, and keeps a bounded number. Runs on the machine's PostgreSQL whichever
 * database the other suites use (PGlite runs statements through drizzle as before).
 */
const url =
  process.env.DATABASE_URL ?? process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

type TPrepared = { name: string; generic_plans: number; custom_plans: number };

describe('prepared statements', () => {
  // One connection, so what it has prepared can be read back on it.
  let pool: pg.Pool;
  beforeAll(() => {
    pool = new pg.Pool({ connectionString: url, max: 1, options: PLAN_EACH_EXECUTION });
  });
  afterAll(() => pool.end());
  const preparedOn = async () =>
    (
      await pool.query<TPrepared>(
        `select name, generic_plans::int, custom_plans::int from pg_prepared_statements
         where name like 'nivaas\\_%' order by name`,
      )
    ).rows;

  it('prepares a text from its second use, and plans it for each execution’s values', async () => {
    const query = createPreparedQuery(pool);
    const text = 'select n from generate_series(1, 100) n where n > $1 order by n limit 3';
    for (let from = 0; from < 8; from++) {
      expect(await query<{ n: number }>(text, [from * 10])).toEqual([
        { n: from * 10 + 1 },
        { n: from * 10 + 2 },
        { n: from * 10 + 3 },
      ]);
      // The first run is unnamed: a text used once keeps no room on the connection.
      if (from === 0) expect(await preparedOn()).toEqual([]);
    }
    const kept = await preparedOn();
    expect(kept).toHaveLength(1);
    // Left to plan_cache_mode = auto, the sixth execution on would reuse one generic plan.
    expect(kept[0]).toMatchObject({ generic_plans: 0, custom_plans: 7 });
    await pool.query('deallocate all');
  });

  it('on connections that keep one plan, prepares a text from its first use and plans it once', async () => {
    await pool.query('deallocate all');
    const once = new pg.Pool({ connectionString: url, max: 1, options: PLAN_ONCE });
    try {
      const query = createPreparedQuery(once, PREPARED_PER_CONNECTION, DEALLOCATE_BATCH, true);
      const text = 'select n from generate_series(1, 100) n where n > $1 order by n limit 1';
      for (let from = 0; from < 4; from++) {
        expect(await query<{ n: number }>(text, [from])).toEqual([{ n: from + 1 }]);
      }
      const kept = (
        await once.query<TPrepared>(
          `select name, generic_plans::int, custom_plans::int from pg_prepared_statements
           where name like 'nivaas\\_%'`,
        )
      ).rows;
      expect(kept).toHaveLength(1);
      expect(kept[0]).toMatchObject({ generic_plans: 4, custom_plans: 0 });
    } finally {
      await once.end();
    }
  });

  it('keeps about its bound per connection, deallocating the least recently used together', async () => {
    // A new query function knows nothing of what the connection holds: start from none.
    await pool.query('deallocate all');
    // At most 3 + 2 - 1: the fifth deallocates the two oldest.
    const query = createPreparedQuery(pool, 3, 2);
    const texts = [1, 2, 3, 4, 5].map((k) => `select $1::int * ${k} as v`);
    const keptTexts = async () =>
      (
        await pool.query<{ statement: string }>(
          `select statement from pg_prepared_statements where name like 'nivaas\\_%' order by statement`,
        )
      ).rows.map((r) => r.statement);
    const twice = async (i: number) => {
      for (let n = 0; n < 2; n++) expect(await query(texts[i] as string, [7])).toEqual([{ v: 7 * (i + 1) }]);
    };
    for (const i of [0, 1, 2, 3]) await twice(i);
    expect(await keptTexts()).toEqual(texts.slice(0, 4));
    await twice(4);
    expect(await keptTexts()).toEqual([texts[2], texts[3], texts[4]]);
    // The third is used again; the first comes back (now named at once): four, under the bound.
    await query(texts[2] as string, [1]);
    expect(await query(texts[0] as string, [2])).toEqual([{ v: 2 }]);
    expect(await keptTexts()).toEqual([texts[0], texts[2], texts[3], texts[4]]);
    // The second makes five: the two least recently used (the fourth and fifth) go.
    expect(await query(texts[1] as string, [2])).toEqual([{ v: 4 }]);
    expect(await keptTexts()).toEqual([texts[0], texts[1], texts[2]]);
    await pool.query('deallocate all');
  });

  it('answers a failing statement’s error and goes on with the next', async () => {
    await pool.query('deallocate all');
    const query = createPreparedQuery(pool);
    await expect(query('select 1 / $1::int as v', [0])).rejects.toThrow(/division by zero/);
    expect(await query('select 1 / $1::int as v', [1])).toEqual([{ v: 1 }]);
    await expect(query('select * from no_such_table where id = $1', [1])).rejects.toThrow(/no_such_table/);
    expect(await query('select $1::int + 1 as v', [1])).toEqual([{ v: 2 }]);
  });
});

describe('the API’s PostgreSQL pool', () => {
  it('plans each prepared statement for its values', async () => {
    const database = openPostgres(url, 1);
    try {
      expect(await database.query('show plan_cache_mode')).toEqual([
        { plan_cache_mode: 'force_custom_plan' },
      ]);
      expect(await database.queryPrepared?.('select $1::text as v', ['x'])).toEqual([{ v: 'x' }]);
    } finally {
      await database.close();
    }
  });

  it('runs searches as before with DB_PREPARED_SEARCHES=false (behind a transaction pooler)', async () => {
    const env = { DATABASE_URL: url, JWT_SECRET: 'a-test-secret-of-at-least-32-characters' };
    expect(loadConfig({ ...env, DB_PREPARED_SEARCHES: 'false' }).dbPreparedSearches).toBe(false);
    expect(loadConfig(env).dbPreparedSearches).toBe(true);
    const database = openPostgres(url, 1, { preparedSearches: false });
    try {
      expect(await database.query('show plan_cache_mode')).toEqual([{ plan_cache_mode: 'auto' }]);
      expect(database.queryPrepared).toBeUndefined();
    } finally {
      await database.close();
    }
  });

  it('leaves the database’s functions their own plans, so writes’ triggers are not planned on every call', async () => {
    const name = `nivaas_plans_${process.pid}_${Date.now().toString(36)}`;
    const admin = openPostgres(adminUrl(url), 1);
    await admin.query(`create database ${name}`);
    const database = openPostgres(databaseUrlWithName(url, name), 2);
    try {
      await migrate(database);
      const functions = await database.query<{ name: string; config: string[] | null }>(
        `select p.proname as name, p.proconfig as config from pg_proc p join pg_language l on l.oid = p.prolang
         where p.pronamespace = current_schema()::regnamespace and l.lanname = 'plpgsql' order by 1`,
      );
      // The triggers that keep the listings' counts, map cells and price history, and the cards' function.
      expect(functions.length).toBeGreaterThanOrEqual(10);
      for (const f of functions) expect(f.config, f.name).toContain('plan_cache_mode=auto');
    } finally {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.close();
    }
  });
});
