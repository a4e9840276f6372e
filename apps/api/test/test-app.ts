import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import type { TRole } from '@nivaas/shared/roles';
import { buildApp, type TBuildAppOptions } from '../src/app';
import { loadConfig, type TConfig } from '../src/config';
import { type Database, openPglite, openPostgres } from '../src/db/client';
import { newId } from '../src/lib/ids';
import { hashPassword } from '../src/lib/passwords';
import { createStorage } from '../src/storage/create-storage';
import { toUserDto } from '../src/modules/users/user-dto';
import { adminUrl, databaseUrlWithName } from './pg-urls';

export const TEST_PASSWORD = 'Secret@123';
const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

/** A fresh, migrated database for one test file: a PGlite clone, or a PostgreSQL database from the template. */
export async function openTestDatabase(): Promise<Database> {
  const pgTemplate = inject('pgTemplateDb');
  const url = process.env.DATABASE_URL;
  if (pgTemplate && url) {
    const name = `nivaas_t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = openPostgres(adminUrl(url), 1);
    await admin.query(`create database ${name} template ${pgTemplate}`);
    const database = openPostgres(databaseUrlWithName(url, name), 5);
    return {
      ...database,
      close: async () => {
        await database.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.close();
      },
    };
  }
  const file = inject('pgliteTemplate');
  const blob = new Blob([await readFile(file)]);
  return openPglite(undefined, blob);
}

export type TTestApp = {
  app: FastifyInstance;
  config: TConfig;
  database: Database;
  dataDir: string;
  close: () => Promise<void>;
};

/** The machine's Redis for the tests of shared state (several instances in one process). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * An app on a fresh database, or on `opts.database` (a second instance sharing it: the caller keeps
 * and closes that database).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  opts: { database?: Database } & Pick<TBuildAppOptions, 'onRoute'> = {},
): Promise<TTestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'nivaas-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    RATE_LIMIT_LOGIN: '1000',
    RATE_LIMIT_LOGIN_ADDRESS: '1000',
    RATE_LIMIT_REGISTER: '1000',
    RATE_LIMIT_CONTACT: '1000',
    RATE_LIMIT_ENQUIRY: '1000',
    RATE_LIMIT_REPORT: '1000',
    // Off unless a test turns it on: fixtures change rows straight in the database, behind the API's
    // back, where a cached answer would hide the change for a few seconds (read-cache.test.ts).
    READ_CACHE_SECONDS: '0',
    ...env,
  });
  const database = opts.database ?? (await openTestDatabase());
  // Local disk under dataDir, or an S3-compatible bucket when the env names one (S3 tests).
  const storage = createStorage(config);
  const app = await buildApp({ config, database, storage, serveWeb: false, ...opts });
  await app.ready();
  return {
    app,
    config,
    database,
    dataDir,
    close: async () => {
      await app.close();
      if (!opts.database) await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

let cachedHash: Promise<string> | undefined;

/** Inserts a user straight into the database and signs a token for a new session of it. */
export async function createUser(
  app: FastifyInstance,
  overrides: {
    role?: TRole;
    email?: string;
    name?: string;
    active?: boolean;
    isVerified?: boolean;
    /** False: the address has not been confirmed yet (confirmed by default). */
    emailConfirmed?: boolean;
    /** The language of the user's emails (none chosen by default). */
    preferredLanguage?: 'en' | 'hi';
  } = {},
) {
  cachedHash ??= hashPassword(TEST_PASSWORD);
  const role = overrides.role ?? 'buyer';
  const row = await app.deps.repos.users.insertUser({
    id: newId(),
    email: overrides.email ?? `${role}-${Math.random().toString(36).slice(2, 10)}@test.nivaas.in`,
    passwordHash: await cachedHash,
    name: overrides.name ?? `Test ${role}`,
    role,
    mobile: '+91 98765 43210',
    active: overrides.active ?? true,
    isVerified: overrides.isVerified ?? role === 'agent',
    emailVerifiedAt: overrides.emailConfirmed === false ? null : new Date(),
    preferredLanguage: overrides.preferredLanguage ?? null,
  });
  if (!row) throw new Error('createUser: email taken');
  const sid = await app.deps.repos.sessions.createSession(row.id, app.deps.tokens.expiresInSeconds);
  const token = await app.deps.tokens.sign({ sub: row.id, role: row.role, sid });
  return { user: toUserDto(row, app.deps.media), row, token, auth: { authorization: `Bearer ${token}` } };
}
