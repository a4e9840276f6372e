import { mkdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerServer } from '../../src/db/data-dir-lock';
import { newId } from '../../src/lib/ids';
import { sweepOrphanFiles, sweepTempDirs } from '../../src/modules/uploads/orphan-sweep';
import { createStoredFilesRepository } from '../../src/modules/uploads/stored-files.repository';
import { listFiles } from '../fixtures/files';
import { insertProperty } from '../fixtures/insert-property';
import { createTestApp, createUser, type TTestApp } from '../test-app';

describe('start-up sweep of files no row references', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('removes orphans and stale temp folders, keeps referenced, demo and newer files', async () => {
    const { storage } = t.app.deps;
    const agent = await createUser(t.app, { role: 'agent' });
    const { row, fileKey } = await insertProperty(t.app, { agentId: agent.row.id }, { withFile: true });
    const put = (key: string) => storage.put(key, Buffer.from('x'), 'image/webp');
    const orphanListing = `properties/${newId()}/a-large.webp`;
    await put(orphanListing);
    await put(`properties/${row.id}/replaced-large.webp`);
    await put(`avatars/${agent.row.id}/old.webp`);
    await put('demo/home/01-large.webp');
    await mkdir(path.join(t.dataDir, 'tmp', 'killed-request'), { recursive: true });
    await writeFile(path.join(t.dataDir, 'tmp', 'killed-request', 'part'), 'x');
    const since = Date.now() + 1000;
    // Written after the sweep began (by a server that started meanwhile): not touched.
    const newer = `properties/${newId()}/in-flight-large.webp`;
    await put(newer);
    const later = new Date(since + 1000);
    await utimes(path.join(t.dataDir, 'uploads', newer), later, later);

    const { removed } = await sweepOrphanFiles({
      storage,
      files: createStoredFilesRepository(t.app.deps.db),
      before: since,
    });
    expect(removed).toBe(3);
    expect(await sweepTempDirs(t.dataDir, since)).toBe(1);
    expect(await listFiles(path.join(t.dataDir, 'uploads'))).toEqual(
      [fileKey, 'demo/home/01-large.webp', newer].sort(),
    );
    expect(await listFiles(path.join(t.dataDir, 'tmp'))).toEqual([]);
  });

  it('tells whether another live server shares the data directory', async () => {
    const servers = path.join(t.dataDir, 'servers');
    await mkdir(servers, { recursive: true });
    await writeFile(path.join(servers, '999999999'), '');
    expect(registerServer(t.dataDir).othersRunning).toBe(false);
    expect(await listFiles(servers)).toEqual([String(process.pid)]);
    await writeFile(path.join(servers, String(process.ppid)), '');
    expect(registerServer(t.dataDir).othersRunning).toBe(true);
  });
});
