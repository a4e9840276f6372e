import { newId } from '../../lib/ids';
import type { Storage } from '../../storage/storage';
import { eq } from 'drizzle-orm';
import type { Database, Db } from '../client';
import { contactRequests, favorites, properties, recentlyViewed } from '../schema';
import { CONTACT_MESSAGES } from './data/people';
import { generateProperties } from './generate';
import { DEFAULT_POOL_SIZE, ensureImagePool, poolRecords } from './image-pool';
import { insertPropertyBatch, type TPropertySeedRow } from './insert-properties';
import type { TGeneratedProperty } from './listing-types';
import { createRng, type TRng } from './prng';
import { flagDuplicatePair, plantDuplicatePair } from './seed-duplicate-pair';
import {
  DEMO_LOGINS,
  hashPasswords,
  insertDemoDevelopers,
  insertDemoUsers,
  type TDemoUsers,
} from './seed-accounts';
import { insertDemoReports } from './seed-reports';

export type TSeedLogin = { role: string; email: string; password: string };
export type TSeedDemoOptions = {
  properties: number;
  seed?: number;
  log?: (msg: string) => void;
  /** Listing dates are relative to this; defaults to the current time. */
  now?: Date;
  /** Illustrations per category (default 40); tests use a few to stay quick. */
  imagesPerCategory?: number;
};

export const DEFAULT_SEED = 7;
const BATCH = 500;

/** Every RERA_CHECK_EVERY-th registered listing has had its number checked by the admin. */
const RERA_CHECK_EVERY = 25;

/** A few listings whose RERA number the admin checked, two days after listing (not after now). */
async function markReraChecked(
  db: Db,
  rows: TPropertySeedRow[],
  adminId: string,
  now: Date,
): Promise<number> {
  const registered = rows.filter((r) => 'reraId' in r.projectDetails && r.projectDetails.reraId);
  const picked = registered.filter((_, i) => i % RERA_CHECK_EVERY === 0);
  for (const r of picked) {
    const at = new Date(Math.min(now.getTime(), r.createdAt.getTime() + 2 * DAY_MS));
    await db
      .update(properties)
      .set({ reraCheckedAt: at, reraCheckedBy: adminId })
      .where(eq(properties.id, r.id));
  }
  return picked.length;
}
const DAY_MS = 86_400_000;

const isPublic = (p: TGeneratedProperty) => p.listed && (p.status === 'For Sale' || p.status === 'For Rent');

/** Favourites, recently viewed and contact requests of the demo buyers, on public listings. */
async function insertActivity(
  db: Db,
  rng: TRng,
  now: Date,
  people: TDemoUsers,
  listings: readonly TPropertySeedRow[],
): Promise<{ favorites: number; views: number; contacts: number }> {
  const visible = listings.filter(isPublic);
  if (!visible.length) return { favorites: 0, views: 0, contacts: 0 };
  const favs: (typeof favorites.$inferInsert)[] = [];
  const views: (typeof recentlyViewed.$inferInsert)[] = [];
  const contacts: (typeof contactRequests.$inferInsert)[] = [];
  for (const buyer of people.buyers) {
    for (const p of rng.sample(visible, rng.int(2, 6))) {
      favs.push({
        userId: buyer.id,
        propertyId: p.id,
        createdAt: new Date(now.getTime() - rng.float(0, 60) * DAY_MS),
      });
    }
    for (const p of rng.sample(visible, rng.int(4, 12))) {
      views.push({
        userId: buyer.id,
        propertyId: p.id,
        viewedAt: new Date(now.getTime() - rng.float(0, 30) * DAY_MS),
      });
    }
    // About half the buyers have asked an agent about one or two listings.
    if (rng.chance(0.6)) {
      for (const p of rng.sample(visible, rng.int(1, 2))) {
        const created = new Date(now.getTime() - rng.float(0, 45) * DAY_MS);
        const method = rng.weighted([
          ['email', 5],
          ['whatsapp', 3],
          ['phone', 2],
        ] as const);
        contacts.push({
          id: newId(created.getTime()),
          userId: buyer.id,
          propertyId: p.id,
          contactMethod: method,
          message: method === 'phone' && rng.chance(0.4) ? '' : rng.pick(CONTACT_MESSAGES),
          status: rng.weighted([
            ['pending', 5],
            ['contacted', 3],
            ['completed', 2],
          ] as const),
          createdAt: created,
          updatedAt: created,
        });
      }
    }
  }
  if (favs.length) await db.insert(favorites).values(favs).onConflictDoNothing();
  if (views.length) await db.insert(recentlyViewed).values(views).onConflictDoNothing();
  if (contacts.length) await db.insert(contactRequests).values(contacts);
  return { favorites: favs.length, views: views.length, contacts: contacts.length };
}

/**
 * Loads the demo: illustration pool, the admin, agents and buyers, the builders and
 * `properties` listings with some buyer activity, all in one transaction.
 */
export async function seedDemo(
  database: Database,
  storage: Storage,
  opts: TSeedDemoOptions,
): Promise<{ logins: TSeedLogin[] }> {
  const log = opts.log ?? (() => {});
  const seed = opts.seed ?? DEFAULT_SEED;
  const now = opts.now ?? new Date();
  const rng = createRng(seed);

  log('Rendering demo images…');
  // The pictures render on libuv's threads while the database work runs beside them: listing
  // records need only the pool's URLs, which are known before a single file exists.
  const perCategory = opts.imagesPerCategory ?? DEFAULT_POOL_SIZE;
  const rendering = ensureImagePool(storage, { perCategory });
  rendering.catch(() => {}); // awaited below; this only stops an early failure counting as unhandled
  const hashes = await hashPasswords([
    DEMO_LOGINS.admin.password,
    DEMO_LOGINS.agent.password,
    DEMO_LOGINS.buyer.password,
  ]);

  await database.db.transaction(async (tx) => {
    log('Creating demo accounts and builders…');
    const people = await insertDemoUsers(tx, storage, hashes, rng.fork(1), now);
    const builders = await insertDemoDevelopers(tx, storage, now);

    log(`Inserting ${opts.properties} listings…`);
    const generated = generateProperties(
      { seed, now, agents: people.agents, developers: builders, images: poolRecords(storage, perCategory) },
      opts.properties,
    );
    // Ids follow listing dates, so the demo's newest listings also have the newest ids.
    const rows: TPropertySeedRow[] = generated.map((p) => ({ id: newId(p.createdAt.getTime()), ...p }));
    const pair = await plantDuplicatePair(storage, rows);
    for (let i = 0; i < rows.length; i += BATCH) await insertPropertyBatch(tx, rows.slice(i, i + BATCH));
    const checked = await markReraChecked(tx, rows, people.adminId, now);
    log(`Marked ${checked} RERA numbers checked.`);
    if (pair) log(`Flagged ${await flagDuplicatePair(tx, pair)} duplicate photo pair for the moderators.`);

    const activity = await insertActivity(tx, rng.fork(2), now, people, rows);
    log(
      `Added ${activity.favorites} favourites, ${activity.views} recently viewed and ${activity.contacts} contact requests.`,
    );
    const reports = await insertDemoReports(tx, rng.fork(3), now, people, rows.filter(isPublic));
    log(`Added ${reports} open reports of listings for the moderation queue.`);
    // Commit only with every picture in place: a failed render rolls the demo back.
    const pool = await rendering;
    log(
      `Image pool ready: ${pool.rendered} rendered, ${pool.reused} already stored (${Math.round(pool.ms)} ms).`,
    );
  });

  return {
    logins: [
      { role: 'admin', email: DEMO_LOGINS.admin.email, password: DEMO_LOGINS.admin.password },
      { role: 'agent', email: DEMO_LOGINS.agent.emailOf(1), password: DEMO_LOGINS.agent.password },
      { role: 'buyer', email: DEMO_LOGINS.buyer.emailOf(1), password: DEMO_LOGINS.buyer.password },
    ],
  };
}
