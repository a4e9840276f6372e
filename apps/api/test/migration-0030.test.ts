import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { MIGRATIONS_DIR } from '../src/db/migrate';
import { migrateUntil, type TMigratedUntil } from './migrate-until';

/**
 * Migration 0030 writes property_card_fields' object once instead of twice: for every listing its
 * text must be the one 0029's function wrote, byte for byte, since the cards 0029 stored are not
 * written again; and it must still be inlined by the planner.
 */
const TAG = '0030_card_fields_once';
let migration: TMigratedUntil;
let database: Database;

beforeAll(async () => {
  migration = await migrateUntil(TAG);
  database = migration.database;
});

afterAll(async () => {
  await migration?.close();
});

const AGENT = '00000000-0000-4000-8000-000000000001';
const BUILDER = '00000000-0000-4000-8000-000000000002';
const COORDINATES: [number | null, number | null][] = [
  [19.99, 73.78],
  [18.520430223, 73],
  [null, null],
  [20.01, null],
  [null, 73.79],
];
const RERA = ['none', 'unchecked', 'checked'] as const;
const IMAGES = [0, 1, 2];
const LAUNCH = [null, '2025-01-15'];
const image = (i: number) => ({
  _id: `p${i}`,
  url: `/uploads/properties/a/p${i}.webp`,
  publicId: `properties/a/p${i}`,
});

/** Every combination of coordinates, RERA number, photos and launch date, the other members varied too. */
async function insertListings(): Promise<number> {
  let n = 0;
  for (const [lat, lng] of COORDINATES)
    for (const rera of RERA)
      for (const images of IMAGES)
        for (const launch of LAUNCH) {
          n++;
          await database.query(
            `insert into properties (id, title, title_hi, description, type, status, price, bedrooms, bathrooms,
               area, building_name, floor_number, featured, line1, street, city, locality, state, zip_code,
               lat, lng, amenities, project_details, rera_checked_at, images, launch_date, possession_date,
               agent_id, developer_id, stale, hidden_reason, listed, created_at, confirmed_at)
             values ($1, $2, $3, 'A flat', 'Apartment', 'For Sale', $4, 2, 2, 950, $5, $6, $7, $8,
               'College Road', 'Nashik', 'Gangapur Road', 'Maharashtra', '422005', $9, $10, $11::text[],
               $12::jsonb, $13, $14::jsonb, $15, $16, $17, $18, $19, $20, $21,
               '2026-01-02T03:04:05.678Z', '2026-02-03T04:05:06.007Z')`,
            [
              `00000000-0000-4000-8000-1000000000${String(n).padStart(2, '0')}`,
              n % 3 === 0 ? `"Sunrise" 2 BHK \\ ${n}` : `2 BHK in Gangapur Road ${n}`,
              n % 2 === 0 ? 'सूर्योदय रेजीडेंसी' : null,
              n % 4 === 0 ? 6_500_000 : 4_999_999,
              n % 2 === 0 ? 'Tower A' : null,
              n % 2 === 0 ? 7 : null,
              n % 5 === 0,
              n % 3 === 1 ? 'Flat 4B' : null,
              lat,
              lng,
              n % 2 === 0 ? '{Lift,Gym}' : '{}',
              JSON.stringify(rera === 'none' ? {} : { reraId: `P5170000${n}` }),
              rera === 'checked' ? '2026-03-04T05:06:07.089Z' : null,
              JSON.stringify(Array.from({ length: images }, (_, i) => image(i))),
              launch,
              n % 3 === 2 ? '2027-03-01' : null,
              AGENT,
              n % 2 === 0 ? BUILDER : null,
              n % 7 === 0,
              n % 14 === 0 ? 'stale' : null,
              n % 14 !== 0,
            ],
          );
        }
  return n;
}

/** Each listing's id and card members, `fields` read from the table `from`, in the order of the ids. */
const fieldsOf = async (fields: string, from: string) =>
  (
    await database.query<{ id: string; fields: string }>(
      `select id, ${fields} as fields from ${from} order by id`,
    )
  ).map((r) => [r.id, r.fields] as const);

it("writes each listing's card members as 0029 did, byte for byte, with one inlined expression", async () => {
  await database.query(
    `insert into users (id, email, password_hash, name, role) values ($1, 'a@x.in', 'x', 'Asha Agent', 'agent')`,
    [AGENT],
  );
  await database.query(
    `insert into developers (id, name, hq_city, hq_state) values ($1, 'Prestige', 'Pune', 'MH')`,
    [BUILDER],
  );
  const n = await insertListings();
  // The cards 0029's function wrote (its triggers), and its function called on each listing.
  const stored = await fieldsOf('fields', 'property_cards');
  const before = await fieldsOf('property_card_fields(p)', 'properties p');
  expect(stored).toHaveLength(n);
  expect(before).toEqual(stored);
  expect(stored.filter(([, f]) => f.includes('"location" : {"type" : "Point"'))).toHaveLength(
    (n / COORDINATES.length) * 2,
  );

  await migration.migrateRest();

  const after = await fieldsOf('property_card_fields(p)', 'properties p');
  for (const [i, [id, fields]] of after.entries())
    expect({ id, fields }).toEqual({ id, fields: stored[i]?.[1] });
  expect(await fieldsOf('fields', 'property_cards')).toEqual(stored);
  // The same listings read as cards: the members parse, with a location exactly when both coordinates are there.
  for (const [, fields] of after) {
    const card = JSON.parse(`{${fields}}`) as { location?: { coordinates: number[] } };
    expect(Object.keys(card).at(-1)).toBe(card.location ? 'location' : 'freshness');
  }

  // 0029's own body, as written in its file, agrees with 0030's on the same rows after the migration.
  const sql0029 = await readFile(path.join(MIGRATIONS_DIR, '0029_stored_card_json.sql'), 'utf8');
  const create0029 = sql0029
    .split('--> statement-breakpoint')
    .find((s) => s.includes('CREATE FUNCTION property_card_fields('));
  if (!create0029) throw new Error('0029 has no property_card_fields');
  await database.query(create0029.replace('FUNCTION property_card_fields(', 'FUNCTION card_fields_0029('));
  const unequal = await database.query(
    'select id from properties p where card_fields_0029(p) is distinct from property_card_fields(p)',
  );
  expect(unequal).toEqual([]);
  await database.query('drop function card_fields_0029(properties)');

  // The object is written once, and the planner still inlines the function (it is not called by name).
  const [fn] = await database.query<{ src: string }>(
    `select prosrc as src from pg_proc where proname = 'property_card_fields'`,
  );
  expect(fn?.src.match(/'_id'/g)).toHaveLength(1);
  const plan = await database.query<Record<string, string>>(
    'explain (verbose, costs off) select property_card_fields(p) from properties p',
  );
  const planText = plan.map((r) => Object.values(r).join('')).join('\n');
  expect(planText).toContain('json_build_object');
  expect(planText).not.toContain('property_card_fields');
});
