import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { TStoredFile } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { assertPixelLimit } from '../uploads/pixel-limit';
import type { Storage } from '../../storage/storage';

const ALLOWED_MIME = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif']);
const ALLOWED_TEXT = 'JPEG, PNG, WebP, AVIF or GIF';
/** Square boxes for logos and team photos; the image keeps its proportions inside each. */
const SIZES = { small: 128, medium: 256, large: 512 } as const;
/** A decompression bomb (a tiny file that decodes to gigapixels) is refused before it is decoded. */
const MAX_INPUT_PIXELS = 50_000_000;

export type TEncodedImage = { small: Buffer; medium: Buffer; large: Buffer };

/**
 * Checks an upload by its bytes (never its name or declared type), then re-encodes it to WebP
 * in three sizes. Re-encoding drops EXIF (GPS of phone photos) and anything hidden in the file.
 */
export async function encodeSquareImage(data: Buffer, label: string): Promise<TEncodedImage> {
  const type = await fileTypeFromBuffer(data);
  if (!type || !ALLOWED_MIME.has(type.mime)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', `${label} must be a ${ALLOWED_TEXT} image`);
  }
  await assertPixelLimit(data, MAX_INPUT_PIXELS, {
    tooLarge: `${label} must be at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels`,
    unreadable: `${label} could not be read as a ${ALLOWED_TEXT} image`,
  });
  try {
    // rotate() applies the EXIF orientation before the metadata is dropped.
    const base = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    const [small, medium, large] = await Promise.all(
      Object.values(SIZES).map((size) =>
        base
          .clone()
          .resize(size, size, { fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer(),
      ),
    );
    if (!small || !medium || !large) throw new Error('sharp produced no output');
    return { small, medium, large };
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', `${label} could not be read as a ${ALLOWED_TEXT} image`);
  }
}

/** Stores the three sizes under `<stem>-<uuid>-<size>.webp`; the large one is the main url. */
export async function storeEncodedImage(
  storage: Storage,
  stem: string,
  image: TEncodedImage,
): Promise<TStoredFile> {
  const uuid = randomUUID();
  const keyOf = (size: keyof TEncodedImage) => `${stem}-${uuid}-${size}.webp`;
  await Promise.all(
    (Object.keys(image) as (keyof TEncodedImage)[]).map((size) =>
      storage.put(keyOf(size), image[size], 'image/webp'),
    ),
  );
  return {
    _id: uuid,
    url: storage.urlFor(keyOf('large')),
    publicId: `${stem}-${uuid}`,
    variants: {
      small: storage.urlFor(keyOf('small')),
      medium: storage.urlFor(keyOf('medium')),
      large: storage.urlFor(keyOf('large')),
    },
  };
}

/** The storage keys of a stored image; files of the demo data are never touched. */
export function storedFileKeys(storage: Storage, file: TStoredFile | null | undefined): string[] {
  if (!file) return [];
  const urls = [file.url, ...Object.values(file.variants ?? {})];
  const keys = urls
    .map((u) => storage.keyFromUrl(u))
    .filter((k): k is string => !!k && !k.startsWith('demo/'));
  return [...new Set(keys)];
}
