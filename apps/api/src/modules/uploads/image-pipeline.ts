import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { IMAGE_VARIANT_WIDTHS, MAX_IMAGE_PIXELS } from '@nivaas/shared/property-options';
import type { TStoredFile } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Storage } from '../../storage/storage';
import { differenceHash } from './perceptual-hash';
import type { TTempFile } from './temp-upload';

// Decoded images are large; sharp's cache would keep them after the request.
sharp.cache(false);

type TVariant = keyof typeof IMAGE_VARIANT_WIDTHS;

/**
 * Re-encodes an accepted image to WebP at 400, 800 and 1280 px wide (never enlarged). sharp writes
 * no metadata unless asked, so EXIF (a phone photo's GPS position) is dropped; rotate() first
 * applies the EXIF orientation so the picture stays upright without it.
 */
export async function encodeVariants(file: TTempFile): Promise<Record<TVariant, Buffer>> {
  const out = {} as Record<TVariant, Buffer>;
  try {
    for (const [name, width] of Object.entries(IMAGE_VARIANT_WIDTHS) as [TVariant, number][]) {
      out[name] = await sharp(file.path, { limitInputPixels: MAX_IMAGE_PIXELS, animated: false })
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
    }
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', `'${file.filename}' could not be read as an image`);
  }
  return out;
}

/** Stores the three variants under `<prefix>/<uuid>-<variant>.webp`; url is the large one. */
export async function storeImage(storage: Storage, prefix: string, file: TTempFile): Promise<TStoredFile> {
  return (await storeImageWithHash(storage, prefix, file)).stored;
}

/**
 * storeImage, and the picture's perceptual hash (duplicate photos), taken from the small variant
 * just encoded: the backfill of older photos reads that same stored variant, so a photo gets the
 * same hash whichever way it was hashed, and a 400 px WebP decodes in a few milliseconds.
 */
export async function storeImageWithHash(
  storage: Storage,
  prefix: string,
  file: TTempFile,
): Promise<{ stored: TStoredFile; hash: bigint }> {
  const variants = await encodeVariants(file);
  const hash = await differenceHash(variants.small);
  const id = randomUUID();
  const keyOf = (v: TVariant) => `${prefix}/${id}-${v}.webp`;
  const urls = {} as Record<TVariant, string>;
  for (const v of Object.keys(variants) as TVariant[]) {
    await storage.put(keyOf(v), variants[v], 'image/webp');
    urls[v] = storage.urlFor(keyOf(v));
  }
  return { stored: { _id: id, url: urls.large, publicId: `${prefix}/${id}`, variants: urls }, hash };
}

/** Stores a document or video as it came (its type already checked by content). */
export async function storeFile(storage: Storage, prefix: string, file: TTempFile): Promise<TStoredFile> {
  const id = randomUUID();
  const key = `${prefix}/${id}.${file.ext}`;
  await storage.putFile(key, file.path, file.mime);
  return {
    _id: id,
    url: storage.urlFor(key),
    publicId: `${prefix}/${id}`,
    name: file.filename.slice(0, 200),
    size: file.size,
    mimeType: file.mime,
  };
}

/** Every storage key of a stored file that lies under `prefix` (demo files elsewhere are never touched). */
export function fileKeysUnder(
  storage: Storage,
  prefix: string,
  file: TStoredFile | null | undefined,
): string[] {
  if (!file) return [];
  const urls = [file.url, ...Object.values(file.variants ?? {})];
  const keys = urls
    .map((u) => storage.keyFromUrl(u))
    .filter((k): k is string => !!k && k.startsWith(`${prefix}/`) && !k.includes('..'));
  return [...new Set(keys)];
}
