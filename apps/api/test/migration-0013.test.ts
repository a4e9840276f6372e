import { PROPERTY_TYPES, toPropertyType } from '@nivaas/shared/property-options';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { migrateUntil, type TMigratedUntil } from './migrate-until';

/**
 * Migration 0013 on rows stored before it: the spec's types become today's (the same mapping as
 * packages/shared's toPropertyType), generator-made 'Condo' titles say Apartment, and fractional
 * bathrooms are rounded, a half up.
 */
const TAG = '0013_indian_property_types';
let migration: TMigratedUntil;
let database: Database;

beforeAll(async () => {
  migration = await migrateUntil(TAG);
  database = migration.database;
});

afterAll(async () => {
  await migration?.close();
});

it('maps stored spec types to Indian ones and rounds bathrooms', async () => {
  const agent = '00000000-0000-4000-8000-000000000001';
  await database.query(
    `insert into users (id, email, password_hash, name, role) values ($1, 'a@x.in', 'x', 'Agent', 'agent')`,
    [agent],
  );
  const old: [string, string, number, string][] = [
    ['House', 'Independent House', 2.5, '3 BHK Independent House in Baner'],
    ['Condo', 'Apartment', 1.5, '2 BHK Condo in Gangapur Road'],
    ['condo', 'Apartment', 2, 'A condo by the lake'],
    ['Townhouse', 'Row House', 3.5, '3 BHK Row House in Wakad'],
    ['Land', 'Plot', 0, 'Residential Plot in Pathardi'],
    ['Commercial', 'Office', 1, 'Office Space in Whitefield'],
    ['apartment', 'Apartment', 1, '1 BHK Apartment in Andheri'],
    ['Villa', 'Villa', 4.5, '4 BHK Villa in Nashik'],
    ['Manufactured', 'Independent House', 1, 'Prefab home'],
  ];
  for (const [i, [type, , bathrooms, title]] of old.entries()) {
    await database.query(
      `insert into properties (id, title, description, type, status, price, bedrooms, bathrooms, area,
         street, city, locality, state, zip_code, agent_id)
       values ($1, $2, 'A 2 BHK condo with a view.', $3, 'For Sale', 5000000, 2, $4, 900,
         'MG Road', 'Pune', 'Baner', 'Maharashtra', '411045', $5)`,
      [`00000000-0000-4000-8000-1000000000${String(i).padStart(2, '0')}`, title, type, bathrooms, agent],
    );
  }

  await migration.migrateRest();

  const rows = await database.query<{ type: string; bathrooms: number; title: string; description: string }>(
    'select type, bathrooms, title, description from properties order by id',
  );
  expect(rows.map((r) => r.type)).toEqual(old.map((o) => o[1]));
  // The SQL agrees with the one mapping in packages/shared.
  for (const [i, [type]] of old.entries()) expect(rows[i]?.type).toBe(toPropertyType(type));
  for (const r of rows) expect(PROPERTY_TYPES).toContain(r.type);
  expect(rows.map((r) => r.bathrooms)).toEqual([3, 2, 2, 4, 0, 1, 1, 5, 1]);
  expect(rows[1]?.title).toBe('2 BHK Apartment in Gangapur Road');
  expect(rows[1]?.description).toBe('A 2 BHK apartment with a view.');
  // Only the generator's own wording changes: someone's own 'A condo by the lake' stays.
  expect(rows[2]?.title).toBe('A condo by the lake');
  const [column] = await database.query<{ data_type: string }>(
    `select data_type from information_schema.columns where table_name = 'properties' and column_name = 'bathrooms'`,
  );
  expect(column?.data_type).toBe('integer');
});
