import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser } from '../../test/test-app';
import { bracketFields, imageParts, postProperty } from '../../test/fixtures/property-form';
import { newId } from '../lib/ids';
import { sweepOrphanFiles } from '../modules/uploads/orphan-sweep';
import { createS3Storage } from './s3-storage';

/**
 * The S3 path against a real S3-compatible server (s3rver: the S3 REST API over files on disk), as
 * the deployment runs it against MinIO or a cloud bucket: signatures, listing, deleting, readiness,
 * and the sweep of files no row references, which with a bucket runs as a periodic job.
 */
const BUCKET = 'nivaas-media';
const KEYS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };
let server: S3rver;
let dir: string;
let endpoint: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'nivaas-s3-'));
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: BUCKET }],
  });
  const address = (await server.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

const storage = () =>
  createS3Storage({
    bucket: BUCKET,
    region: 'us-east-1',
    endpoint,
    accessKeyId: KEYS.S3_ACCESS_KEY_ID,
    secretAccessKey: KEYS.S3_SECRET_ACCESS_KEY,
  });

describe('S3 storage on an S3-compatible server', () => {
  it('stores, lists with times, removes a prefix and answers the readiness check', async () => {
    const s = storage();
    await s.check();
    const before = Date.now() - 1000;
    for (const k of ['properties/p1/a.webp', 'properties/p1/b.webp', 'properties/p10/c.webp']) {
      await s.put(k, Buffer.from(k), 'image/webp');
    }
    const listed = [];
    for await (const o of s.list('properties/p1')) listed.push(o);
    expect(listed.map((o) => o.key).sort()).toEqual([
      'properties/p1/a.webp',
      'properties/p1/b.webp',
      'properties/p10/c.webp',
    ]);
    expect(listed.every((o) => o.modifiedAt >= before - 1000 && o.modifiedAt <= Date.now() + 1000)).toBe(
      true,
    );
    // Read back whole (the photo-hash backfill reads small variants); a missing key is null.
    expect((await s.read('properties/p10/c.webp'))?.toString()).toBe('properties/p10/c.webp');
    expect(await s.read('properties/p10/none.webp')).toBeNull();
    await s.removePrefix('properties/p1');
    expect(await s.exists('properties/p1/a.webp')).toBe(false);
    expect(await s.exists('properties/p10/c.webp')).toBe(true);
    const wrong = createS3Storage({
      bucket: 'no-such-bucket',
      region: 'us-east-1',
      endpoint,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
    await expect(wrong.check()).rejects.toThrow(/S3 HEAD bucket failed: 404/);
  });

  it('serves a photo uploaded through the app from the bucket, and sweeps only orphans', async () => {
    const t = await createTestApp({
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      ...KEYS,
    });
    try {
      const agent = await createUser(t.app, { role: 'agent' });
      const res = await postProperty(t.app, agent.auth, bracketFields(), await imageParts(1));
      expect(res.statusCode).toBe(201);
      const image = res.json().data.images[0];
      expect(image.url.startsWith(`${endpoint}/${BUCKET}/properties/`)).toBe(true);
      const photo = await fetch(image.url);
      expect(photo.status).toBe(200);
      expect(
        Buffer.from(await photo.arrayBuffer())
          .subarray(8, 12)
          .toString(),
      ).toBe('WEBP');

      const s = t.app.deps.storage;
      const orphan = `properties/${newId()}/left-large.webp`;
      await s.put(orphan, Buffer.from('x'), 'image/webp');
      const ready = await t.app.inject({ method: 'GET', url: '/health/ready' });
      expect(ready.json().data.checks.storage).toBe('ok');
      // Everything written so far counts as old enough.
      const { removed } = await sweepOrphanFiles({
        storage: s,
        files: t.app.deps.repos.storedFiles,
        before: Date.now() + 2000,
      });
      expect(removed).toBe(1);
      expect(await s.exists(orphan)).toBe(false);
      expect((await fetch(image.url)).status).toBe(200);
      // Nothing is old enough: nothing goes.
      await s.put(orphan, Buffer.from('x'), 'image/webp');
      expect(
        (
          await sweepOrphanFiles({
            storage: s,
            files: t.app.deps.repos.storedFiles,
            before: Date.now() - 60_000,
          })
        ).removed,
      ).toBe(0);
    } finally {
      await t.close();
    }
  });
});
