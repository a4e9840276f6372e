import type { FastifyBaseLogger } from 'fastify';
import type { Storage } from '../../storage/storage';
import { differenceHash } from '../uploads/perceptual-hash';
import type { TDuplicatePhotosRepository } from './duplicate-photos.repository';

const PAGE = 200;

/**
 * Hashes listing photos that have no hash yet (photos stored before hashing existed, and the demo's),
 * a page of listings at a time in id order. A photo's small variant is read and hashed once per run
 * however many listings show it (the demo's illustrations are shared). A file that cannot be read
 * gets a null hash, so it is not tried again. Backfilled photos are not compared: only a new or
 * edited listing raises flags, so turning this on does not bury moderators in old pairs.
 */
export async function backfillImageHashes(deps: {
  photos: TDuplicatePhotosRepository;
  storage: Storage;
  log?: FastifyBaseLogger;
}): Promise<{ hashed: number; unreadable: number }> {
  const { photos, storage } = deps;
  const known = new Map<string, bigint | null>();
  let hashed = 0;
  let unreadable = 0;

  /** The hash; null for a file that is not there or not a picture; undefined to try again next run. */
  async function hashOf(url: string): Promise<bigint | null | undefined> {
    if (known.has(url)) return known.get(url);
    const key = storage.keyFromUrl(url);
    let bytes: Buffer | null = null;
    try {
      bytes = key ? await storage.read(key) : null;
    } catch (err) {
      // The store did not answer (a bucket's hiccup): not the photo's fault, so no null for it.
      deps.log?.warn({ err, url }, 'could not read a listing photo to hash it');
      return undefined;
    }
    let hash: bigint | null = null;
    if (bytes) hash = await differenceHash(bytes).catch(() => null);
    known.set(url, hash);
    return hash;
  }

  let after: string | null = null;
  for (;;) {
    const page = await photos.listingsPage(after, PAGE);
    if (!page.length) break;
    after = page[page.length - 1]?.id ?? null;
    const rows = [];
    for (const listing of page) {
      for (const img of listing.unhashed) {
        const hash = await hashOf(img.variants?.small ?? img.url);
        if (hash === undefined) continue;
        if (hash === null) unreadable++;
        else hashed++;
        rows.push({ propertyId: listing.id, imageId: img._id, hash });
      }
    }
    await photos.insertHashes(rows);
  }
  return { hashed, unreadable };
}
