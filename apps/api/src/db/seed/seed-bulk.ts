import { eq } from 'drizzle-orm';
import { newId } from '../../lib/ids';
import type { Storage } from '../../storage/storage';
import type { Database } from '../client';
import { users } from '../schema';
import { generateProperties } from './generate';
import { ensureImagePool } from './image-pool';
import { insertPropertyBatch, type TPropertySeedRow } from './insert-properties';
import type { TGeneratorContext } from './listing-types';
import { createRng } from './prng';
import { DEFAULT_SEED } from './seed-demo';
import {
  DEMO_LOGINS,
  hashPasswords,
  insertDemoDevelopers,
  insertDemoUsers,
  loadGeneratorDevelopers,
} from './seed-accounts';

export type TSeedBulkOptions = {
  properties: number;
  seed?: number;
  log?: (msg: string) => void;
  /** Most rows per INSERT (each row is ~2.3 KB of JSON); defaults to 2,000 on PostgreSQL, 1,000 on PGlite. */
  batchSize?: number;
  now?: Date;
  /** Illustrations per category in the pool (default 40, as the demo renders). */
  imagesPerCategory?: number;
};

export type TSeedBulkResult = { inserted: number; ms: number; rowsPerSecond: number };

/** The agents listings can be assigned to; makes the demo accounts and builders when there are none. */
async function ensureOwners(database: Database, storage: Storage, now: Date, seed: number) {
  const { db } = database;
  let agents = await db
    .select({ id: users.id, active: users.active })
    .from(users)
    .where(eq(users.role, 'agent'));
  let developers = await loadGeneratorDevelopers(db);
  if (agents.length && developers.length) return { agents, developers };
  const hashes = await hashPasswords([
    DEMO_LOGINS.admin.password,
    DEMO_LOGINS.agent.password,
    DEMO_LOGINS.buyer.password,
  ]);
  await db.transaction(async (tx) => {
    if (!agents.length) await insertDemoUsers(tx, storage, hashes, createRng(seed).fork(1), now);
    if (!developers.length) await insertDemoDevelopers(tx, storage, now);
  });
  agents = await db.select({ id: users.id, active: users.active }).from(users).where(eq(users.role, 'agent'));
  developers = await loadGeneratorDevelopers(db);
  return { agents, developers };
}

/** Bulk listings are listed over this past span, oldest first. */
const LISTED_OVER_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Inserts many generated listings for benchmarks, reusing the demo image pool. Generation of the
 * next batch overlaps the database's work on the current one; on PostgreSQL two batches are in
 * flight, so both the server's cores stay busy.
 */
export async function seedBulk(
  database: Database,
  storage: Storage,
  opts: TSeedBulkOptions,
): Promise<TSeedBulkResult> {
  const log = opts.log ?? (() => {});
  const seed = opts.seed ?? DEFAULT_SEED;
  const now = opts.now ?? new Date();
  const total = Math.max(0, Math.floor(opts.properties));
  // Large batches amortise each round trip, but no larger than a tenth, so progress shows every 10%.
  const batchSize = Math.max(
    1,
    Math.min(opts.batchSize ?? (database.kind === 'postgres' ? 2_000 : 1_000), Math.ceil(total / 10)),
  );

  const poolResult = await ensureImagePool(storage, { perCategory: opts.imagesPerCategory });
  if (poolResult.rendered)
    log(`Rendered ${poolResult.rendered} demo images (${Math.round(poolResult.ms)} ms).`);
  const owners = await ensureOwners(database, storage, now, seed);
  const ctx: TGeneratorContext = {
    seed,
    now,
    agents: owners.agents,
    developers: owners.developers,
    images: poolResult.pool,
  };

  log(`Inserting ${total.toLocaleString('en-IN')} listings in batches of ${batchSize}…`);
  const started = performance.now();
  const inFlightLimit = database.kind === 'postgres' ? 2 : 1;
  const inFlight = new Set<Promise<void>>();
  let failure: unknown = null;
  let done = 0;
  let nextReport = 0.1;
  for (let start = 0; start < total && failure === null; start += batchSize) {
    const count = Math.min(batchSize, total - start);
    // Index-based generation: listing i is the same whatever the batch size.
    // Listings arrive over the year one after another, as on a live site, so the table's rows lie in
    // the order of their listing dates (a random order made every index read of a city or of the
    // newest listings jump across the whole table and its visibility map).
    const rows: TPropertySeedRow[] = generateProperties(ctx, count, start).map((p, k) => {
      const createdAt = new Date(now.getTime() - ((total - start - k) / total) * LISTED_OVER_MS);
      const edited = p.updatedAt.getTime() - p.createdAt.getTime();
      return {
        id: newId(),
        ...p,
        createdAt,
        updatedAt: new Date(Math.min(now.getTime(), createdAt.getTime() + edited)),
      };
    });
    while (inFlight.size >= inFlightLimit) await Promise.race(inFlight);
    if (failure !== null) break;
    const job: Promise<void> = insertPropertyBatch(database.db, rows).then(
      () => {
        inFlight.delete(job);
        done += count;
        while (done / total >= nextReport - 1e-9) {
          const secs = (performance.now() - started) / 1000;
          log(
            `  ${Math.round(nextReport * 100)}%: ${done.toLocaleString('en-IN')} listings, ${Math.round(done / secs)} rows/s`,
          );
          nextReport += 0.1;
        }
      },
      (err: unknown) => {
        inFlight.delete(job);
        failure ??= err;
      },
    );
    inFlight.add(job);
  }
  await Promise.all(inFlight);
  if (failure !== null) throw failure;
  const ms = performance.now() - started;
  return { inserted: total, ms, rowsPerSecond: total ? Math.round(total / (ms / 1000)) : 0 };
}
