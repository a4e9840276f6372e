/**
 * The product's server for the load benchmarks, in a process of its own so the load generator does
 * not share its event loop. Started by server-process.ts; answers its memory on request.
 *
 *   BENCH_SERVER_DATABASE_URL  PostgreSQL to serve (pool as in production), or
 *   BENCH_SERVER_PGLITE_DUMP   a PGlite data dump to load into memory
 *   BENCH_SERVER_DATA_DIR      uploads and temp files
 *   READ_CACHE_SECONDS         as for the product (default 5; 0 turns the read cache off)
 *   DB_POOL_SIZE, REQUEST_QUEUE_LIMIT  as for the product
 */
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { type Database, openPglite, openPostgres } from '../../apps/api/src/db/client';
import { migrate } from '../../apps/api/src/db/migrate';
import type { TReadCacheStats } from '../../apps/api/src/plugins/read-cache';
import { createLocalStorage } from '../../apps/api/src/storage/local-storage';

export type TServerMessage =
  | { type: 'ready'; port: number }
  | { type: 'memory'; id: number; usage: NodeJS.MemoryUsage; readCache: TReadCacheStats | null };
export type TParentMessage = { type: 'memory'; id: number; gc?: boolean } | { type: 'close' };

async function main() {
  const dataDir = process.env.BENCH_SERVER_DATA_DIR;
  if (!dataDir || !process.send) throw new Error('start this through server-process.ts');
  const url = process.env.BENCH_SERVER_DATABASE_URL;
  const dump = process.env.BENCH_SERVER_PGLITE_DUMP;
  let database: Database;
  if (url) database = openPostgres(url, Number(process.env.DB_POOL_SIZE ?? 20));
  else if (dump) {
    database = await openPglite(undefined, new Blob([await readFile(dump)]));
    await migrate(database);
  } else throw new Error('BENCH_SERVER_DATABASE_URL or BENCH_SERVER_PGLITE_DUMP is required');

  const config = loadConfig({
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://www.nivaas.example',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-bench',
    // The product's default unless set (READ_CACHE_SECONDS=0: the soak without the read cache).
    READ_CACHE_SECONDS: process.env.READ_CACHE_SECONDS,
    REQUEST_QUEUE_LIMIT: process.env.REQUEST_QUEUE_LIMIT,
  });
  const app = await buildApp({
    config,
    database,
    storage: createLocalStorage(`${dataDir}/uploads`),
    serveWeb: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });

  const send = (m: TServerMessage) => process.send?.(m);
  process.on('message', async (m: TParentMessage) => {
    if (m.type === 'memory') {
      if (m.gc && typeof global.gc === 'function') {
        global.gc();
        global.gc();
      }
      send({
        type: 'memory',
        id: m.id,
        usage: process.memoryUsage(),
        readCache: app.readCache?.stats() ?? null,
      });
    } else if (m.type === 'close') {
      await app.close();
      await database.close();
      process.exit(0);
    }
  });
  // The parent going away must not leave a server behind.
  process.on('disconnect', () => process.exit(0));
  send({ type: 'ready', port: (app.server.address() as AddressInfo).port });
}

main().catch((err) => {
  process.stderr.write(`[bench-server] ${(err as Error).stack ?? err}\n`);
  process.exit(1);
});
