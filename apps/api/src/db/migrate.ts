import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { createCardJson } from '../modules/properties/property-card-json';
import type { Database } from './client';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/** The advisory lock every instance takes to migrate: one key for this product's schema. */
export const MIGRATION_LOCK_KEY = 7_305_101_001;

/**
 * Applies the committed SQL migrations in order; a no-op when the database is current.
 * On PostgreSQL several instances may start together: each takes a session-level advisory lock
 * first, so one migrates while the others wait, then find nothing left to do. (PGlite belongs to
 * one process: the data-directory lock.)
 */
export async function migrate(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, config);
    await createFunctions((text, params) => database.query(text, params));
    return;
  }
  if (!database.withConnection) throw new Error('a PostgreSQL database without connections');
  await database.withConnection(async (client) => {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg(client) as NodePgDatabase, config);
      const query = async (text: string, params?: unknown[]) => (await client.query(text, params)).rows;
      await createFunctions(query);
      await keepFunctionPlans(query);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  });
}

/**
 * Creates the database functions built from the code (the card JSON's, see cardPageFunction) when
 * this version's are missing. They are named by a hash of their body, so a version's functions are
 * created once and never replaced under another instance's running statements.
 */
async function createFunctions(query: (text: string, params?: unknown[]) => Promise<unknown[]>) {
  const { name, create } = createCardJson().cardPageFunction;
  const found = await query(
    'select 1 from pg_proc where proname = $1 and pronamespace = current_schema()::regnamespace',
    [name],
  );
  if (!found.length) await query(create);
}

/**
 * Gives every PL/pgSQL function of the schema `set plan_cache_mode = auto` where it has none.
 * The API's connections plan each prepared statement for its values (PLAN_EACH_EXECUTION, for the
 * searches); under that setting a function's statements would be planned again on every call too,
 * and the triggers' statements run on every write (creating listings with it: 0.80× as many a second
 * at 10 workers). Done here so that functions added by later migrations get it as well.
 */
async function keepFunctionPlans(query: (text: string, params?: unknown[]) => Promise<unknown[]>) {
  const functions = (await query(
    `select p.oid::regprocedure::text as signature from pg_proc p
     join pg_language l on l.oid = p.prolang
     where p.pronamespace = current_schema()::regnamespace and l.lanname = 'plpgsql'
       and not coalesce(p.proconfig @> array['plan_cache_mode=auto'], false)`,
  )) as Array<{ signature: string }>;
  for (const f of functions) await query(`alter function ${f.signature} set plan_cache_mode = auto`);
}
