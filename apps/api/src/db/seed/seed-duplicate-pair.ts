import { IMAGE_VARIANT_WIDTHS } from '@nivaas/shared/property-options';
import sharp from 'sharp';
import { newId } from '../../lib/ids';
import { createDuplicatePhotosRepository } from '../../modules/duplicate-photos/duplicate-photos.repository';
import { differenceHash } from '../../modules/uploads/perceptual-hash';
import type { Storage } from '../../storage/storage';
import type { Db } from '../client';
import type { TStoredFile } from '../schema';
import { DEMO_PREFIX } from './image-pool';
import { renderIllustration, type TImageSet } from './images';
import type { TPropertySeedRow } from './insert-properties';

/** A scene outside the pool's numbers, so no other demo listing shows it. */
const SCENE = 41;
const SIZES = Object.keys(IMAGE_VARIANT_WIDTHS) as (keyof typeof IMAGE_VARIANT_WIDTHS)[];

export type TDuplicatePair = {
  original: { row: TPropertySeedRow; photo: TStoredFile; hash: bigint };
  copy: { row: TPropertySeedRow; photo: TStoredFile; hash: bigint };
};

/** The picture as a copier would have it: saved again as a smaller JPEG, then through the upload pipeline. */
async function reencoded(set: TImageSet): Promise<TImageSet> {
  const jpeg = await sharp(set.large).resize({ width: 1000 }).jpeg({ quality: 70 }).toBuffer();
  const [small, medium, large] = await Promise.all(
    SIZES.map((size) =>
      sharp(jpeg)
        .resize({ width: IMAGE_VARIANT_WIDTHS[size], withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer(),
    ),
  );
  return { small: small as Buffer, medium: medium as Buffer, large: large as Buffer };
}

async function store(storage: Storage, name: string, set: TImageSet): Promise<TStoredFile> {
  const base = `${DEMO_PREFIX}duplicate/${name}`;
  await Promise.all(SIZES.map((s) => storage.put(`${base}-${s}.webp`, set[s], 'image/webp')));
  const url = (s: string) => storage.urlFor(`${base}-${s}.webp`);
  return {
    _id: newId(),
    url: url('large'),
    publicId: base,
    variants: { small: url('small'), medium: url('medium'), large: url('large') },
  };
}

/**
 * The demo's one duplicate photo pair, for the moderators' screen: the cover of a public home
 * listing, and a re-encoded copy of it as the cover of a newer listing by another agent. Changes
 * the two rows before they are inserted; `flagDuplicatePair` raises the flag once they are.
 */
export async function plantDuplicatePair(
  storage: Storage,
  rows: TPropertySeedRow[],
): Promise<TDuplicatePair | undefined> {
  const homes = rows
    .filter(
      (r) =>
        r.listed &&
        (r.status === 'For Sale' || r.status === 'For Rent') &&
        r.images[0]?.publicId.startsWith(`${DEMO_PREFIX}home/`),
    )
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const copyRow = homes[0];
  const originalRow = homes.find(
    (r) => copyRow && r.agentId !== copyRow.agentId && r.createdAt < copyRow.createdAt,
  );
  if (!copyRow || !originalRow) return undefined;

  const scene = await renderIllustration('home', SCENE);
  const copied = await reencoded(scene);
  const original = {
    row: originalRow,
    photo: await store(storage, 'original', scene),
    hash: await differenceHash(scene.small),
  };
  const copy = {
    row: copyRow,
    photo: await store(storage, 'copy', copied),
    hash: await differenceHash(copied.small),
  };
  originalRow.images = [original.photo, ...originalRow.images.slice(1)];
  copyRow.images = [copy.photo, ...copyRow.images.slice(1)];
  return { original, copy };
}

/** Records the pair's hashes the way an upload does: the original first, then the copy, which is flagged. */
export async function flagDuplicatePair(db: Db, pair: TDuplicatePair): Promise<number> {
  const photos = createDuplicatePhotosRepository(db);
  await photos.insertHashes([
    { propertyId: pair.original.row.id, imageId: pair.original.photo._id, hash: pair.original.hash },
  ]);
  return photos.saveListingPhotos(
    pair.copy.row.id,
    pair.copy.row.images.map((i) => i._id),
    [{ imageId: pair.copy.photo._id, hash: pair.copy.hash }],
  );
}
