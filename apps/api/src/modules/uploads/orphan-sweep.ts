import { readdir, rm, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { isUuid } from '../../lib/validate';
import type { Storage } from '../../storage/storage';
import type { TFileOwner, TStoredFilesRepository } from './stored-files.repository';

const OWNERS: readonly TFileOwner[] = ['properties', 'developers', 'avatars'];
const BATCH = 500;

async function entries(dir: string) {
  try {
    return await readdir(dir, { withFileTypes: true, recursive: true });
  } catch {
    return [];
  }
}

const olderThan = async (file: string, time: number) => {
  try {
    return (await stat(file)).mtimeMs < time;
  } catch {
    return false;
  }
};

/**
 * Crash recovery for files. A write stores its files before the row that points at them commits
 * (a row must never point at a missing file), so a process killed in between leaves files that no
 * row references, and its per-request temp folders. Run at start-up, before listening, and only
 * when no other server uses the data directory (theirs in flight would look the same); files
 * written since `since` (this start) are never touched. Local storage only; demo files and folders
 * of unknown owners are left alone.
 */
export async function sweepOrphanFiles(opts: {
  dataDir: string;
  /** The local storage root, or undefined for a bucket (not swept). */
  uploadsRoot: string | undefined;
  storage: Storage;
  files: TStoredFilesRepository;
  since: number;
}): Promise<{ removed: number }> {
  const { storage, since } = opts;
  let removed = 0;
  const tmp = path.join(opts.dataDir, 'tmp');
  for (const e of await entries(tmp)) {
    const dir = path.join(e.parentPath, e.name);
    if (e.isDirectory() && e.parentPath === tmp && (await olderThan(dir, since))) {
      await rm(dir, { recursive: true, force: true });
    }
  }
  if (!opts.uploadsRoot) return { removed };

  // `<owner>/<id>/…` keys, grouped by owner and row id.
  const byOwner = new Map<TFileOwner, Map<string, string[]>>(OWNERS.map((o) => [o, new Map()]));
  for (const e of await entries(opts.uploadsRoot)) {
    if (!e.isFile()) continue;
    const key = path.relative(opts.uploadsRoot, path.join(e.parentPath, e.name)).split(path.sep).join('/');
    const [owner, id] = key.split('/');
    const group = byOwner.get(owner as TFileOwner);
    if (!group || !id || !isUuid(id)) continue;
    group.set(id, [...(group.get(id) ?? []), key]);
  }
  for (const [owner, group] of byOwner) {
    const ids = [...group.keys()];
    for (let i = 0; i < ids.length; i += BATCH) {
      const batch = ids.slice(i, i + BATCH);
      const referenced = new Set(
        (await opts.files.referencedUrls(owner, batch)).map((u) => storage.keyFromUrl(u)),
      );
      const orphans: string[] = [];
      for (const id of batch) {
        for (const key of group.get(id) ?? []) {
          if (!referenced.has(key) && (await olderThan(path.join(opts.uploadsRoot, key), since))) {
            orphans.push(key);
          }
        }
      }
      await storage.remove(orphans);
      removed += orphans.length;
      // A folder left empty goes too (rmdir refuses one that is not empty).
      for (const id of batch) await rmdir(path.join(opts.uploadsRoot, owner, id)).catch(() => {});
    }
  }
  return { removed };
}
