import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { verify } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app';
import { createLocalStorage } from '../../storage/local-storage';
import type { Storage } from '../../storage/storage';
import type { Database } from '../client';
import type { TStoredFile } from '../schema';
import { seedBulk } from './seed-bulk';
import { seedDemo, type TSeedLogin } from './seed-demo';

let database: Database;
let storage: Storage;
let root: string;
let logins: TSeedLogin[];
const messages: string[] = [];

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'nivaas-seed-'));
  storage = createLocalStorage(root);
  database = await openTestDatabase();
  // A small image pool keeps the test quick; the demo itself renders 40 per category.
  ({ logins } = await seedDemo(database, storage, {
    properties: 60,
    imagesPerCategory: 4,
    log: (m) => messages.push(m),
  }));
}, 180_000);

afterAll(async () => {
  await database?.close();
  await rm(root, { recursive: true, force: true });
});

const one = async <T>(text: string, params: unknown[] = []): Promise<T> => {
  const [row] = await database.query<T>(text, params);
  if (!row) throw new Error(`no row for ${text}`);
  return row;
};

describe('seedDemo', () => {
  it('creates one admin, ten agents (one inactive) and twenty buyers', async () => {
    const counts = await database.query<{ role: string; n: number; inactive: number }>(
      'select role, count(*)::int as n, count(*) filter (where not active)::int as inactive from users group by role',
    );
    const by = Object.fromEntries(counts.map((c) => [c.role, c]));
    expect(by.admin).toMatchObject({ n: 1, inactive: 0 });
    expect(by.agent).toMatchObject({ n: 10, inactive: 1 });
    expect(by.buyer).toMatchObject({ n: 20, inactive: 0 });
    const agent = await one<{ company: string; license_number: string; mobile: string }>(
      "select company, license_number, mobile from users where email = 'agent1@nivaas.in'",
    );
    expect(agent.company).toBeTruthy();
    expect(agent.license_number).toMatch(/^A5\d{10}$/);
  });

  it('gives most projects a RERA number and has the admin check a few of them', async () => {
    const r = await one<{ projects: number; numbered: number; checked: number; by_admin: number }>(
      `select count(*) filter (where developer_id is not null)::int as projects,
         count(*) filter (where developer_id is not null and rera_id is not null)::int as numbered,
         count(*) filter (where rera_checked_at is not null)::int as checked,
         count(*) filter (where rera_checked_by = (select id from users where role = 'admin'))::int as by_admin
       from properties`,
    );
    expect(r.numbered / r.projects).toBeGreaterThan(0.75);
    expect(r.numbered).toBeLessThan(r.projects);
    expect(r.checked).toBeGreaterThan(0);
    expect(r.checked).toBeLessThan(r.numbered / 10);
    expect(r.by_admin).toBe(r.checked);
  });

  it('answers logins whose passwords verify against the stored hashes', async () => {
    expect(logins.map((l) => l.role).sort()).toEqual(['admin', 'agent', 'buyer']);
    for (const login of logins) {
      const user = await one<{ password_hash: string }>('select password_hash from users where email = $1', [
        login.email,
      ]);
      expect(await verify(user.password_hash, login.password)).toBe(true);
    }
  });

  it('creates the builders with full profiles and stored logos', async () => {
    const rows = await database.query<{ name: string; logo: TStoredFile; team: { image: TStoredFile }[] }>(
      'select name, logo, team from developers',
    );
    expect(rows.length).toBeGreaterThanOrEqual(12);
    for (const d of rows) {
      expect(await storage.exists(storage.keyFromUrl(d.logo.url) ?? '')).toBe(true);
      expect(d.team.length).toBeGreaterThanOrEqual(3);
      for (const m of d.team) expect(await storage.exists(storage.keyFromUrl(m.image.url) ?? '')).toBe(true);
    }
  });

  it('inserts the listings with images that exist in storage', async () => {
    const rows = await database.query<{ images: TStoredFile[]; listed: boolean; active: boolean }>(
      'select p.images, p.listed, u.active from properties p join users u on u.id = p.agent_id',
    );
    expect(rows).toHaveLength(60);
    for (const p of rows) {
      expect(p.listed).toBe(p.active);
      expect(p.images.length).toBeGreaterThanOrEqual(3);
      for (const img of p.images) {
        for (const url of [img.url, img.variants?.small, img.variants?.medium, img.variants?.large]) {
          const key = storage.keyFromUrl(url ?? '');
          expect(key).toMatch(/^demo\//);
          expect(await storage.exists(key ?? '')).toBe(true);
        }
      }
    }
    expect(rows.some((p) => !p.listed)).toBe(true);
  });

  it('flags one duplicate photo pair: two public listings of different agents', async () => {
    const flags = await database.query<{ distance: number; agents: number; public: number; photos: number }>(
      `select f.distance, count(distinct p.agent_id)::int as agents,
              count(*) filter (where p.listed and p.status in ('For Sale', 'For Rent'))::int as public,
              count(*) filter (where p.images @> jsonb_build_array(jsonb_build_object('_id', x.image_id)))::int as photos
       from duplicate_photo_flags f
       cross join lateral (values (f.property_id, f.image_id), (f.other_property_id, f.other_image_id)) x(property_id, image_id)
       join properties p on p.id = x.property_id
       where f.resolved_at is null
       group by f.id, f.distance`,
    );
    expect(flags).toHaveLength(1);
    expect(flags[0]).toMatchObject({ agents: 2, public: 2, photos: 2 });
    expect(flags[0]?.distance).toBeLessThanOrEqual(6);
  });

  it('adds buyer activity and logs its progress', async () => {
    const n = (table: string) => one<{ n: number }>(`select count(*)::int as n from ${table}`);
    expect((await n('favorites')).n).toBeGreaterThan(0);
    expect((await n('recently_viewed')).n).toBeGreaterThan(0);
    expect((await n('contact_requests')).n).toBeGreaterThan(0);
    expect(messages).toContain('Rendering demo images…');
    expect(messages).toContain('Inserting 60 listings…');
  });

  it('reports a few public listings for the moderation queue, one by several people', async () => {
    const rows = await database.query<{ property_id: string; status: string; listed: boolean }>(
      'select r.property_id, r.status, p.listed from listing_reports r join properties p on p.id = r.property_id',
    );
    const open = rows.filter((r) => r.status === 'open');
    expect(open).toHaveLength(4);
    expect(new Set(open.map((r) => r.property_id)).size).toBe(3);
    expect(rows.every((r) => r.listed)).toBe(true);
    expect(messages).toContain('Added 4 open reports of listings for the moderation queue.');
  });

  it('lets seedBulk add listings to the same database, reusing accounts and images', async () => {
    const result = await seedBulk(database, storage, {
      properties: 250,
      batchSize: 100,
      imagesPerCategory: 4,
    });
    expect(result.inserted).toBe(250);
    expect((await one<{ n: number }>('select count(*)::int as n from properties')).n).toBe(310);
    expect((await one<{ n: number }>("select count(*)::int as n from users where role = 'agent'")).n).toBe(
      10,
    );
  }, 120_000);
});
