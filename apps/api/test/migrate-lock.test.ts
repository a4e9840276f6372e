import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openPostgres } from '../src/db/client';
import { MIGRATIONS_DIR, migrate } from '../src/db/migrate';
import { adminUrl, databaseUrlWithName } from './pg-urls';

/**
 * Instances starting together on one PostgreSQL: each migrates under the advisory lock, so the
 * migrations run once and every instance starts. Runs on the machine's PostgreSQL whichever
 * database the other suites use (PGlite has no concurrent starts: its data-directory lock).
 */
const url =
  process.env.DATABASE_URL ?? process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `nivaas_mig_${process.pid}_${Date.now().toString(36)}`;
const admin = openPostgres(adminUrl(url), 1);
afterAll(async () => {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.close();
});

it('migrates an empty database once when four instances start at the same moment', async () => {
  await admin.query(`create database ${name}`);
  const instances = Array.from({ length: 4 }, () => openPostgres(databaseUrlWithName(url, name), 2));
  try {
    const results = await Promise.allSettled(instances.map((db) => migrate(db)));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
    const journal = JSON.parse(await readFile(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'));
    const applied = await instances[0]?.query<{ hash: string; n: number }>(
      'select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash',
    );
    expect(applied).toHaveLength(journal.entries.length);
    expect(applied?.every((r) => r.n === 1)).toBe(true);
    const [tables] = (await instances[1]?.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables where table_name in ('properties', 'users', 'outbox')`,
    )) ?? [{ n: 0 }];
    expect(tables?.n).toBe(3);
  } finally {
    await Promise.all(instances.map((db) => db.close()));
  }
});
