import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { migrateUntil, type TMigratedUntil } from './migrate-until';

/**
 * Migration 0029 on rows stored before it: every listing, user and builder gets its card's JSON,
 * the counts the listings' other triggers keep are left as they were, and listings written after it
 * get theirs (and lose it with the listing).
 */
const TAG = '0029_stored_card_json';
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
const insertListing = (id: string, title: string) =>
  database.query(
    `insert into properties (id, title, description, type, status, price, bedrooms, area, street, city,
       locality, state, zip_code, agent_id, developer_id, lat, lng)
     values ($1, $2, 'A flat', 'Apartment', 'For Sale', 6500000, 2, 950, 'College Road', 'Nashik',
       'Gangapur Road', 'Maharashtra', '422005', $3, $4, 19.99, 73.78)`,
    [id, title, AGENT, BUILDER],
  );
const counts = async () =>
  (await database.query<{ n: number }>('select coalesce(sum(n), 0)::int as n from listing_counts'))[0]?.n;

it('writes the cards of the rows stored before it, and keeps them written after', async () => {
  await database.query(
    `insert into users (id, email, password_hash, name, role) values ($1, 'a@x.in', 'x', 'Asha Agent', 'agent')`,
    [AGENT],
  );
  await database.query(
    `insert into developers (id, name, hq_city, hq_state) values ($1, 'Prestige', 'Pune', 'MH')`,
    [BUILDER],
  );
  await insertListing('00000000-0000-4000-8000-000000000011', '2 BHK in Gangapur Road');
  expect(await counts()).toBe(1);

  await migration.migrateRest();

  const card = async (id: string) => {
    const rows = await database.query<{ json: string }>(
      `select '{' || c.fields || ',"agent":' || u.card_json || ',"developer":' || d.card_json || '}' as json
       from property_cards c join users u on u.id = c.agent_id join developers d on d.id = c.developer_id
       where c.id = $1`,
      [id],
    );
    return JSON.parse(rows[0]?.json ?? 'null') as Record<string, unknown>;
  };
  expect(await card('00000000-0000-4000-8000-000000000011')).toMatchObject({
    title: '2 BHK in Gangapur Road',
    address: { city: 'Nashik', locality: 'Gangapur Road' },
    location: { coordinates: [73.78, 19.99] },
    agent: { _id: AGENT, name: 'Asha Agent' },
    developer: { _id: BUILDER, name: 'Prestige' },
  });
  expect(await counts()).toBe(1);
  await insertListing('00000000-0000-4000-8000-000000000012', '3 BHK in College Road');
  expect(await counts()).toBe(2);
  expect(await card('00000000-0000-4000-8000-000000000012')).toMatchObject({
    title: '3 BHK in College Road',
  });
  // A listing deleted takes its card with it.
  await database.query(`delete from properties where id = '00000000-0000-4000-8000-000000000011'`);
  expect(await database.query('select id from property_cards order by id')).toEqual([
    { id: '00000000-0000-4000-8000-000000000012' },
  ]);
});
