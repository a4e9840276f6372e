import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError, registerServer } from './db/data-dir-lock';
import { openDatabase } from './db/open-database';
import { sweepOrphanFiles, sweepTempDirs } from './modules/uploads/orphan-sweep';
import { createStoredFilesRepository } from './modules/uploads/stored-files.repository';
import { createStorage } from './storage/create-storage';

const say = (msg: string) => process.stdout.write(`[nivaas] ${msg}\n`);

async function main() {
  const started = Date.now();
  const config = loadConfig();
  say(
    config.databaseUrl
      ? 'Opening PostgreSQL (DATABASE_URL)…'
      : `Opening the embedded database in ${config.dataDir}…`,
  );
  const database = await openDatabase(config);
  const storage = createStorage(config);

  // Files of uploads a killed process never finished, swept at start-up unless another server shares
  // DATA_DIR (theirs in flight would look the same): the temp folders, and on local storage (under
  // DATA_DIR) the stored files no row references. A bucket other instances write to is swept by the
  // periodic job instead (app-deps.ts), with an hour's grace.
  const since = Date.now();
  if (!registerServer(config.dataDir).othersRunning) {
    try {
      await sweepTempDirs(config.dataDir, since);
      if (config.storage.kind === 'local') {
        const files = createStoredFilesRepository(database.db);
        const { removed } = await sweepOrphanFiles({ storage, files, before: since });
        if (removed) say(`Removed ${removed} file(s) left behind by interrupted uploads.`);
      }
    } catch (err) {
      say(`Could not sweep interrupted uploads: ${(err as Error).message}`);
    }
  }

  if (config.demoData) {
    const [row] = await database.query<{ n: number }>('select count(*)::int as n from users');
    if ((row?.n ?? 0) === 0) {
      say(`Empty database: loading demo data (${config.demoProperties} listings)…`);
      const seeded = Date.now();
      // Loaded only when needed: the generator and image renderer are not part of a normal start.
      const { seedDemo } = await import('./db/seed/seed-demo');
      const { logins } = await seedDemo(database, storage, { properties: config.demoProperties, log: say });
      // Fresh rows have no planner statistics; without them the search plans are guesses.
      await database.query('analyze');
      say(`Demo data ready in ${((Date.now() - seeded) / 1000).toFixed(1)} s. Demo logins:`);
      for (const l of logins) say(`  ${l.role.padEnd(6)} ${l.email} / ${l.password}`);
    }
  }

  const app = await buildApp({ config, database, storage });
  app.deps.outboxWorker.start(config.jobs.outboxPollMs);
  app.deps.jobRunner.start();

  let closing = false;
  // Drain, then close: /health/ready fails and answers close their connections for
  // SHUTDOWN_DRAIN_SECONDS, so the balancer sends new requests elsewhere; then the server stops
  // listening and waits for the requests in progress. No request is cut.
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.drain.start();
    say(`${signal} received: draining for ${config.shutdownDrainMs / 1000} s, then shutting down…`);
    const force = setTimeout(() => process.exit(1), config.shutdownDrainMs + 30_000);
    force.unref();
    try {
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
      await app.close();
      await app.deps.outboxWorker.stop();
      await app.deps.jobRunner.stop();
      await database.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  say(
    `Nivaas is ready at http://localhost:${config.port} (started in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  if (config.demoData) {
    say(
      'Demo logins: admin@nivaas.in / Admin@123 · agent1@nivaas.in / Agent@123 · buyer1@nivaas.in / Buyer@123',
    );
  }
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    process.stderr.write(`[nivaas] ${err.message}\n`);
  } else {
    process.stderr.write(`[nivaas] Failed to start: ${(err as Error).stack ?? err}\n`);
  }
  process.exit(1);
});
