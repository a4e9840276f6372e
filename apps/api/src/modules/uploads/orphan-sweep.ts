import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { isUuid } from '../../lib/validate';
import type { Storage } from '../../storage/storage';
import type { TFileOwner, TStoredFilesRepository } from './stored-files.repository';

const OWNERS: readonly TFileOwner[] = ['properties', 'developers', 'avatars'];
const BATCH = 500;

/**
 * How old a stored file must be before the periodic sweep may take it for an orphan. A write stores
 * its files and then commits the row that points at them within seconds; an hour leaves room for
 * any request still in flight on any instance.
 */
export const ORPHAN_GRACE_MS = 60 * 60_000;
/** Per-request temp folders older than this are left from a killed process (uploads take minutes). */
export const TEMP_GRACE_MS = 6 * 60 * 60_000;

const olderThan = async (file: string, time: number) => {
  try {
    return (await stat(file)).mtimeMs < time;
  } catch {
    return false;
  }
};

/**
 * Removes this instance's per-request temp folders (DATA_DIR/tmp) written before `before`: a
 * request cleans up its own, so any left are from a process that was killed.
 */
export async function sweepTempDirs(dataDir: string, before: number): Promise<number> {
  const tmp = path.join(dataDir, 'tmp');
  let removed = 0;
  let dirs: string[];
  try {
    dirs = await readdir(tmp);
  } catch {
    return 0;
  }
  for (const name of dirs) {
    const dir = path.join(tmp, name);
    if (await olderThan(dir, before)) {
      await rm(dir, { recursive: true, force: true });
      removed++;
    }
  }
  return removed;
}

/**
 * Files no row references. A write stores its files before the row that points at them commits (a
 * row must never point at a missing file), so a process killed in between leaves files that no row
 * references. Files written at or after `before` are never touched (they may belong to a write in
 * flight); demo files and folders of unknown owners are left alone. Works on the disk and on a
 * bucket alike (storage.list). Run at start-up by a lone embedded server (before: its start), and
 * periodically as a job one instance runs at a time (before: now less ORPHAN_GRACE_MS).
 */
export async function sweepOrphanFiles(opts: {
  storage: Storage;
  files: TStoredFilesRepository;
  before: number;
}): Promise<{ removed: number }> {
  const { storage, before } = opts;
  let removed = 0;
  for (const owner of OWNERS) {
    // `<owner>/<id>/…` keys of files old enough, grouped by row id.
    const byId = new Map<string, string[]>();
    for await (const file of storage.list(`${owner}/`)) {
      const id = file.key.split('/')[1];
      if (!id || !isUuid(id) || file.modifiedAt >= before) continue;
      byId.set(id, [...(byId.get(id) ?? []), file.key]);
    }
    const ids = [...byId.keys()];
    for (let i = 0; i < ids.length; i += BATCH) {
      const batch = ids.slice(i, i + BATCH);
      const referenced = new Set(
        (await opts.files.referencedUrls(owner, batch)).map((u) => storage.keyFromUrl(u)),
      );
      const orphans = batch.flatMap((id) => (byId.get(id) ?? []).filter((key) => !referenced.has(key)));
      await storage.remove(orphans);
      removed += orphans.length;
    }
  }
  return { removed };
}
