import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { adminUrl, databaseUrlWithName } from './pg-urls';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplateDb: string;
  }
}

/**
 * Builds one migrated database per run; each test file clones it (PGlite: a data-dir dump;
 * PostgreSQL: CREATE DATABASE … TEMPLATE), because a fresh PGlite initdb costs seconds.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `nivaas_tpl_${process.pid}_${Date.now().toString(36)}`;
    const admin = openPostgres(adminUrl(url), 1);
    await admin.query(`create database ${name}`);
    const tpl = openPostgres(databaseUrlWithName(url, name), 2);
    await migrate(tpl);
    await tpl.close();
    project.provide('pgTemplateDb', name);
    project.provide('pgliteTemplate', '');
    return async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.close();
    };
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'nivaas-tpl-'));
  const database = await openPglite(undefined);
  await migrate(database);
  const file = path.join(dir, 'template.tar.gz');
  const dump = await dumpPglite(database);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  project.provide('pgTemplateDb', '');
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}

async function dumpPglite(database: Awaited<ReturnType<typeof openPglite>>): Promise<Blob> {
  if (!database.dump) throw new Error('not a PGlite database');
  return database.dump();
}
