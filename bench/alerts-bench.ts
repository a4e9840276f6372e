/**
 * Saved-search alert benchmark (npm run bench:alerts): 10,000 saved searches × 1,000 new listings.
 * Seeds a fresh database (PGlite in memory; PostgreSQL when DATABASE_URL is given: a database of
 * its own, dropped at the end) with older listings, the new ones, and saved searches with varied
 * filters, then measures, three times each (median reported):
 *  - matching: every batch's one statement (new listings joined against the saved searches' stored
 *    filter columns), rolled back so each run does the same work;
 *  - the whole job: matching, the emails in the outbox and the notifications, as the instant job
 *    sends them (reset between runs).
 *
 *   BENCH_SEARCHES   saved searches (default 10000)
 *   BENCH_NEW        new listings (default 1000)
 *   BENCH_OLD        older listings, not new to any search (default 20000)
 *   DATABASE_URL     PostgreSQL server to run on instead of PGlite
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { ZPropertySearchQuery } from '@nivaas/shared/property-search';
import { type Database, openPglite, openPostgres } from '../apps/api/src/db/client';
import { migrate } from '../apps/api/src/db/migrate';
import { savedSearches, users } from '../apps/api/src/db/schema';
import { newId } from '../apps/api/src/lib/ids';
import { createOutboxRepository } from '../apps/api/src/modules/notifications/outbox.repository';
import { toStoredFilters } from '../apps/api/src/modules/saved-searches/saved-search-filters';
import { createSavedSearchesRepository } from '../apps/api/src/modules/saved-searches/saved-searches.repository';
import {
  ALERT_BATCH,
  createSavedSearchesService,
} from '../apps/api/src/modules/saved-searches/saved-searches.service';
import { createUnsubscribeLinks } from '../apps/api/src/modules/saved-searches/unsubscribe-link';
import { createMediaUrls } from '../apps/api/src/storage/media-urls';

const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 10_000);
const NEW = Number(process.env.BENCH_NEW ?? 1_000);
const OLD = Number(process.env.BENCH_OLD ?? 20_000);
const RUNS = 3;
const RESULTS_DIR = new URL('./results/', import.meta.url).pathname;

const CITIES = [
  ['Nashik', 'Gangapur Road', 19.99, 73.78],
  ['Pune', 'Baner', 18.56, 73.78],
  ['Mumbai', 'Andheri West', 19.13, 72.83],
  ['Bengaluru', 'Koramangala', 12.93, 77.62],
  ['Hyderabad', 'Gachibowli', 17.44, 78.35],
  ['Chennai', 'Adyar', 13.0, 80.25],
  ['Delhi', 'Dwarka', 28.58, 77.05],
  ['Ahmedabad', 'Satellite', 23.03, 72.52],
  ['Kolkata', 'Salt Lake', 22.58, 88.41],
  ['Jaipur', 'Malviya Nagar', 26.85, 75.8],
] as const;
const TYPES = ['Apartment', 'Villa', 'Independent House', 'Builder Floor', 'Plot', 'Office'];

/** A repeatable pseudo-random sequence (mulberry32). */
function rng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function openDatabase(): Promise<{ database: Database; label: string; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openPglite(undefined);
    return { database, label: 'PGlite (in memory)', drop: () => database.close() };
  }
  const name = `nivaas_bench_alerts_${process.pid}`;
  const at = (db: string) => {
    const u = new URL(url);
    u.pathname = `/${db}`;
    return u.toString();
  };
  const admin = openPostgres(at('postgres'), 1);
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  const database = openPostgres(at(name), 4);
  return {
    database,
    label: `PostgreSQL (${(await database.query<{ server_version: string }>('show server_version'))[0]?.server_version})`,
    drop: async () => {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.close();
    },
  };
}

/** A saved search's query as the listing page would send it: a city, mostly, and a few filters. */
function randomQuery(r: () => number): Record<string, string> {
  const q: Record<string, string> = {};
  const city = CITIES[Math.floor(r() * CITIES.length)] ?? CITIES[0];
  if (r() < 0.9) q.city = city[0];
  if (r() < 0.2) q.locality = city[1];
  if (r() < 0.5) q.status = r() < 0.7 ? 'For Sale' : 'For Rent';
  if (r() < 0.4) q.propertyType = TYPES[Math.floor(r() * TYPES.length)] ?? 'Apartment';
  if (r() < 0.5) {
    const min = Math.floor(r() * 8) * 1_000_000;
    q.priceMin = String(min);
    q.priceMax = String(min + (2 + Math.floor(r() * 10)) * 1_000_000);
  }
  if (r() < 0.5) q.bedrooms = `${1 + Math.floor(r() * 4)}${r() < 0.6 ? '+' : ''}`;
  if (r() < 0.1) q.amenities = r() < 0.5 ? 'Parking' : 'Gym,Parking';
  if (r() < 0.1) q.minArea = String(500 + Math.floor(r() * 10) * 100);
  if (r() < 0.05) q.rera = 'true';
  if (r() < 0.1) {
    q.bbox = [city[3] - 0.1, city[2] - 0.1, city[3] + 0.1, city[2] + 0.1].map((n) => n.toFixed(3)).join(',');
  }
  if (r() < 0.05) q.search = r() < 0.5 ? 'garden' : 'river view';
  return q;
}

async function seed(database: Database) {
  const { db } = database;
  const t0 = performance.now();
  const agentId = newId();
  await db.insert(users).values({
    id: agentId,
    email: 'bench-agent@nivaas.test',
    passwordHash: 'x',
    name: 'Bench Agent',
    role: 'agent',
  });
  const buyers = Array.from({ length: Math.ceil(SEARCHES / 10) }, (_, i) => ({
    id: newId(),
    email: `bench-buyer-${i}@nivaas.test`,
    passwordHash: 'x',
    name: `Buyer ${i}`,
    role: 'buyer' as const,
  }));
  for (let i = 0; i < buyers.length; i += 500) await db.insert(users).values(buyers.slice(i, i + 500));

  // Listings: OLD from the last 60 days, then NEW from the last hour (after every search's cursor).
  const cities = sql.raw(`array[${CITIES.map((c) => `'${c[0]}'`).join(',')}]::text[]`);
  const localities = sql.raw(`array[${CITIES.map((c) => `'${c[1]}'`).join(',')}]::text[]`);
  const lats = sql.raw(`array[${CITIES.map((c) => c[2]).join(',')}]::float8[]`);
  const lngs = sql.raw(`array[${CITIES.map((c) => c[3]).join(',')}]::float8[]`);
  const types = sql.raw(`array[${TYPES.map((t) => `'${t}'`).join(',')}]::text[]`);
  const insertListings = (n: number, minutesBack: string, offset: number) =>
    db.execute(sql`insert into properties (id, title, description, type, status, price, bedrooms, bathrooms,
        area, street, city, locality, state, zip_code, lat, lng, amenities, agent_id, created_at, confirmed_at)
      select gen_random_uuid(), 'Bench flat ' || (g + ${offset}) || case when g % 17 = 0 then ' with garden' else '' end,
        'A flat.' || case when g % 23 = 0 then ' River view.' else '' end,
        (${types})[1 + (g * 7) % ${TYPES.length}], case when g % 4 = 0 then 'For Rent' else 'For Sale' end,
        case when g % 4 = 0 then 10000 + (g * 37) % 90000 else 1000000 + (g * 7919) % 15000000 end,
        1 + g % 5, 1 + g % 3, 400 + (g * 13) % 2600, 'Main Road', (${cities})[1 + g % ${CITIES.length}],
        (${localities})[1 + (g / 3) % ${CITIES.length}], 'State', '400001',
        (${lats})[1 + g % ${CITIES.length}] + ((g * 31) % 200 - 100) / 1000.0,
        (${lngs})[1 + g % ${CITIES.length}] + ((g * 17) % 200 - 100) / 1000.0,
        case when g % 3 = 0 then array['Parking', 'Gym'] when g % 3 = 1 then array['Parking'] else '{}'::text[] end,
        ${agentId}, now() - make_interval(mins => ${sql.raw(minutesBack)}), now()
      from generate_series(1, ${n}) g`);
  for (let i = 0; i < OLD; i += 5000)
    await insertListings(Math.min(5000, OLD - i), '120 + (g * 53) % 86000', i);

  const r = rng(42);
  const rows = Array.from({ length: SEARCHES }, (_, i) => {
    const query = randomQuery(r);
    const search = ZPropertySearchQuery.parse(query);
    return {
      id: newId(),
      userId: buyers[i % buyers.length]?.id ?? agentId,
      name: `Search ${i}`,
      query,
      frequency: 'instant' as const,
      ...toStoredFilters(search),
      checkedUntil: sql`now() - interval '90 minutes'`,
      alertsFrom: sql`now() - interval '90 minutes'`,
      createdAt: sql`now() - interval '90 minutes'`,
    };
  });
  for (let i = 0; i < rows.length; i += 500) await db.insert(savedSearches).values(rows.slice(i, i + 500));
  await insertListings(NEW, '(g * 7) % 60', OLD);
  await database.query('vacuum analyze');
  return { seconds: (performance.now() - t0) / 1000, agentId };
}

async function main() {
  const { database, label, drop } = await openDatabase();
  try {
    await migrate(database);
    const seeded = await seed(database);
    console.log(
      `seeded ${SEARCHES} saved searches, ${OLD} older and ${NEW} new listings in ${seeded.seconds.toFixed(1)} s (${label})`,
    );
    const repo = createSavedSearchesRepository(database.db);
    const service = createSavedSearchesService({
      db: database.db,
      savedSearches: repo,
      outbox: createOutboxRepository(database.db),
      links: createUnsubscribeLinks('bench-secret-that-is-long-enough-for-hs256'),
      media: createMediaUrls('https://nivaas.test'),
      publicUrl: 'https://nivaas.test',
    });

    // Matching alone: every batch's statement, rolled back.
    const matching: number[] = [];
    let matches = 0;
    const rollback = new Error('rollback');
    for (let run = 0; run < RUNS; run++) {
      const until = await repo.now();
      const t0 = performance.now();
      let after: string | null = null;
      matches = 0;
      for (;;) {
        const ids = await repo.batchIds('instant', after, ALERT_BATCH);
        if (!ids.length) break;
        await database.db
          .transaction(async (tx) => {
            matches += (await repo.recordNewMatches(tx, ids, until)).length;
            throw rollback;
          })
          .catch((err) => {
            if (err !== rollback) throw err;
          });
        after = ids[ids.length - 1] ?? null;
        if (ids.length < ALERT_BATCH) break;
      }
      matching.push(performance.now() - t0);
    }

    // The whole job: matching, emails and notifications; reset between runs.
    const whole: number[] = [];
    let said = '';
    for (let run = 0; run < RUNS; run++) {
      await database.query('delete from saved_search_alerts');
      await database.query('delete from outbox');
      await database.query('delete from notifications');
      await database.query(`update saved_searches set checked_until = now() - interval '90 minutes'`);
      const t0 = performance.now();
      said = await service.sendAlerts('instant');
      whole.push(performance.now() - t0);
    }

    const result = {
      at: new Date().toISOString(),
      database: label,
      searches: SEARCHES,
      newListings: NEW,
      olderListings: OLD,
      batch: ALERT_BATCH,
      matches,
      job: said,
      matchingMs: matching.map(Math.round),
      matchingMedianMs: Math.round(median(matching)),
      wholeJobMs: whole.map(Math.round),
      wholeJobMedianMs: Math.round(median(whole)),
      loadAverage: loadavg().map((n) => Number(n.toFixed(2))),
    };
    console.log(JSON.stringify(result, null, 2));
    await mkdir(RESULTS_DIR, { recursive: true });
    const kind = process.env.DATABASE_URL ? 'postgres' : 'pglite';
    await writeFile(`${RESULTS_DIR}alerts-${kind}-latest.json`, `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    await drop();
  }
}

await main();
