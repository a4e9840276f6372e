import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite, openPostgres } from '../../src/db/client';
import { PGLITE_SUBDIR } from '../../src/db/open-database';
import { listFiles } from '../fixtures/files';
import { bracketFields, jpegBytes } from '../fixtures/property-form';
import { adminUrl, databaseUrlWithName } from '../pg-urls';
import { freePort, ServerProcess } from './server-process';
import { orphanFiles, referencedKeys } from './stored-files';

/** Creates kept in flight during the burst. */
const CONCURRENCY = 8;
/** The server is killed once this many creates have been answered, with the rest still in flight. */
const KILL_AFTER = 10;
const BUYERS = 3;
const TARGETS = 4;

type TAcked = { kind: 'create'; id: string } | { kind: 'favourite'; token: string; id: string };

/**
 * Crash safety: a burst of listing creates (each with a photo) and favourites, the server killed
 * with SIGKILL in the middle, then started again on the same data. Whatever was answered 2xx
 * must be there, whole; nothing half-written; no file in storage that no row points at.
 */
describe('a server killed mid-burst', () => {
  const pgUrl = process.env.DATABASE_URL;
  const dbName = `nivaas_crash_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  let dataDir: string;
  let server: ServerProcess;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'nivaas-crash-'));
    if (pgUrl) {
      const admin = openPostgres(adminUrl(pgUrl), 1);
      await admin.query(`create database ${dbName}`);
      await admin.close();
    }
    server = new ServerProcess({
      dataDir,
      port: await freePort(),
      databaseUrl: pgUrl ? databaseUrlWithName(pgUrl, dbName) : undefined,
    });
  });

  afterAll(async () => {
    await server?.stop('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
    if (pgUrl) {
      const admin = openPostgres(adminUrl(pgUrl), 1);
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.close();
    }
  });

  const api = (url: string, init: RequestInit = {}, token?: string) =>
    fetch(`${server.base}/api/v1${url}`, {
      ...init,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...init.headers },
    });
  const json = (body: unknown): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

  async function register(role: 'agent' | 'buyer', n: number): Promise<string> {
    const res = await api(
      '/auth/register',
      json({ name: `Crash ${role} ${n}`, email: `${role}${n}@crash.test`, password: 'secret12', role }),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as { token: string }).token;
  }

  const photo = jpegBytes(800, 600);
  async function createListing(token: string, n: number): Promise<Response> {
    const form = new FormData();
    for (const [k, v] of bracketFields({ title: `Crash test flat ${n}` })) form.append(k, v);
    form.append('images', new Blob([new Uint8Array(await photo)], { type: 'image/jpeg' }), `p${n}.jpg`);
    return api('/properties', { method: 'POST', body: form }, token);
  }

  const idOf = async (res: Response) => ((await res.json()) as { data: { _id: string } }).data._id;

  async function openDatabaseDirectly(): Promise<Database> {
    return pgUrl
      ? openPostgres(databaseUrlWithName(pgUrl, dbName), 2)
      : openPglite(path.join(dataDir, PGLITE_SUBDIR));
  }

  it('keeps every answered write whole and leaves no orphan file', async () => {
    await server.start();
    const agent = await register('agent', 1);
    const buyers = await Promise.all(Array.from({ length: BUYERS }, (_, i) => register('buyer', i)));
    // An agent publishes once their email is confirmed: done here straight in the database, with
    // the server stopped (the embedded database has one user at a time); the tokens stay valid.
    await server.stop();
    const setup = await openDatabaseDirectly();
    await setup.query(`update users set email_verified_at = now() where email = 'agent1@crash.test'`);
    await setup.close();
    await server.start();
    const targets: string[] = [];
    for (let i = 0; i < TARGETS; i++) {
      const res = await createListing(agent, 100 + i);
      expect(res.status).toBe(201);
      targets.push(await idOf(res));
    }

    // The burst: CONCURRENCY creates in flight at all times, each with a favourite beside it, and
    // each answered create favourited at once; SIGKILL once KILL_AFTER creates have been answered.
    const acked: TAcked[] = [];
    let answeredCreates = 0;
    let cutOff = 0;
    let killed: Promise<void> | undefined;
    const inFlight = new Set<Promise<void>>();
    const track = (run: () => Promise<void>) => {
      const p = run()
        .catch(() => {
          cutOff++;
        })
        .finally(() => inFlight.delete(p));
      inFlight.add(p);
    };
    const favourite = (token: string, id: string) =>
      track(async () => {
        const res = await api(`/auth/favorites/${id}`, { method: 'PUT' }, token);
        if (!res.ok) throw new Error(`favourite answered ${res.status}`);
        acked.push({ kind: 'favourite', token, id });
      });
    let launched = 0;
    const launch = (): void => {
      if (killed) return;
      const n = launched++;
      favourite(buyers[n % BUYERS] ?? '', targets[n % TARGETS] ?? '');
      track(async () => {
        try {
          const res = await createListing(agent, n);
          if (!res.ok) throw new Error(`create answered ${res.status}`);
          const id = await idOf(res);
          acked.push({ kind: 'create', id });
          favourite(buyers[n % BUYERS] ?? '', id);
          if (++answeredCreates === KILL_AFTER) killed = server.stop('SIGKILL');
        } finally {
          launch();
        }
      });
    };
    for (let i = 0; i < CONCURRENCY; i++) launch();
    while (inFlight.size) await Promise.allSettled([...inFlight]);
    await killed;
    expect(killed, 'the server was killed mid-burst').toBeDefined();
    // Requests really were cut off (otherwise this test proves nothing).
    expect(cutOff).toBeGreaterThan(0);

    await server.start();
    for (const a of acked) {
      if (a.kind === 'create') {
        const res = await api(`/properties/${a.id}`, {}, agent);
        expect(res.status, `answered create ${a.id}`).toBe(200);
        const { data } = (await res.json()) as { data: { images: { url: string }[] } };
        expect(data.images).toHaveLength(1);
        const file = await fetch(`${server.base}${data.images[0]?.url}`);
        expect(file.status, `image of ${a.id}`).toBe(200);
      } else {
        const res = await api(`/auth/favorites/${a.id}/status`, {}, a.token);
        expect(((await res.json()) as { isFavorite: boolean }).isFavorite, `favourite ${a.id}`).toBe(true);
      }
    }
    await server.stop('SIGTERM');

    // The rows and the files, read directly: each listing whole, each file referenced.
    const database = await openDatabaseDirectly();
    try {
      const listings = await database.query<{ id: string; images: unknown[] }>(
        'select id, images from properties',
      );
      expect(listings.length).toBeGreaterThanOrEqual(TARGETS + KILL_AFTER);
      for (const p of listings) expect(p.images.length, `images of ${p.id}`).toBeGreaterThan(0);
      const referenced = await referencedKeys(database);
      const uploads = path.join(dataDir, 'uploads');
      for (const key of referenced) expect(existsSync(path.join(uploads, key)), key).toBe(true);
      expect(orphanFiles(await listFiles(uploads), referenced)).toEqual([]);
      // Nor the temp files of uploads that were still arriving.
      expect(await listFiles(path.join(dataDir, 'tmp'))).toEqual([]);
    } finally {
      await database.close();
    }
  }, 120_000);
});
