import path from 'node:path';
import type { TConfig } from '../config';
import { type Database, openPglite, openPostgres } from './client';
import { acquireDataDirLock } from './data-dir-lock';
import { migrate } from './migrate';

export const PGLITE_SUBDIR = 'pglite';

/**
 * Opens the configured database and brings its schema up to date: PGlite under DATA_DIR
 * (holding the data-directory lock for as long as it is open) or PostgreSQL at DATABASE_URL.
 */
export async function openDatabase(config: TConfig): Promise<Database> {
  if (config.databaseUrl) {
    const database = openPostgres(config.databaseUrl, config.dbPoolSize, {
      preparedSearches: config.dbPreparedSearches,
    });
    await migrate(database);
    return database;
  }
  const release = acquireDataDirLock(config.dataDir);
  try {
    const database = await openPglite(path.join(config.dataDir, PGLITE_SUBDIR));
    await migrate(database);
    return {
      ...database,
      close: async () => {
        await database.close();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}
