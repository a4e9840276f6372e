import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { type Database, openPglite, openPostgres } from '../src/db/client';
import { MIGRATIONS_DIR } from '../src/db/migrate';
import { adminUrl, databaseUrlWithName } from './pg-urls';

export type TMigratedUntil = {
  /** The database as it was before the migration: rows inserted now are the ones it finds. */
  database: Database;
  /** Applies the migration, and those after it. */
  migrateRest: () => Promise<void>;
  close: () => Promise<void>;
};

/**
 * For a test of one migration on rows stored before it: a new, empty database migrated up to the
 * migration `tag`, which is left out with those after it until `migrateRest`. A PostgreSQL database
 * of its own when DATABASE_URL names a server (dropped on close), an in-memory PGlite otherwise.
 * Not the template of test-app.ts, which is migrated to the end.
 */
export async function migrateUntil(tag: string): Promise<TMigratedUntil> {
  // The migrations as they were before `tag`: the same folder with it and those after it left out
  // of the journal (a later one applied first would make the migrator skip `tag` as older).
  const dir = await mkdtemp(path.join(os.tmpdir(), 'nivaas-mig-'));
  const { database, drop } = await openEmpty();
  const close = async () => {
    await drop();
    await rm(dir, { recursive: true, force: true });
  };
  const migrateWith = async (folder: string) => {
    const config = { migrationsFolder: folder };
    if (database.kind === 'pglite') {
      await migratePglite(database.db as unknown as PgliteDatabase, config);
      return;
    }
    if (!database.withConnection) throw new Error('a PostgreSQL database without connections');
    await database.withConnection((client) => migratePg(drizzlePg(client) as NodePgDatabase, config));
  };
  try {
    await cp(MIGRATIONS_DIR, dir, { recursive: true });
    const journalPath = path.join(dir, 'meta/_journal.json');
    const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
    const at = journal.entries.findIndex((e) => e.tag === tag);
    if (at < 0) throw new Error(`${tag} is not in the journal`);
    journal.entries = journal.entries.slice(0, at);
    await writeFile(journalPath, JSON.stringify(journal));
    await migrateWith(dir);
  } catch (err) {
    await close();
    throw err;
  }
  return { database, migrateRest: () => migrateWith(MIGRATIONS_DIR), close };
}

async function openEmpty(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openPglite(undefined);
    return { database, drop: () => database.close() };
  }
  const name = `nivaas_mig_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = openPostgres(adminUrl(url), 1, { preparedSearches: false });
  try {
    await admin.query(`create database ${name}`);
  } catch (err) {
    await admin.close();
    throw err;
  }
  const database = openPostgres(databaseUrlWithName(url, name), 2, { preparedSearches: false });
  return {
    database,
    drop: async () => {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.close();
    },
  };
}
