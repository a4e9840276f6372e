import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error';
import { assertPixelLimit } from '../uploads/pixel-limit';

const ALLOWED_MIME = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif']);
const ALLOWED_TEXT = 'JPEG, PNG, WebP, AVIF or GIF';
/** Avatars are shown at 40-96 px; 256 px covers high-density screens. */
export const AVATAR_SIZE = 256;
/** A decompression bomb (a tiny file that decodes to gigapixels) is refused before it is decoded. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Checks an avatar upload by its bytes (never its name or declared type) and re-encodes it to a
 * square 256 px WebP. Re-encoding drops EXIF (GPS of phone photos) and anything hidden in the file.
 */
export async function encodeAvatar(data: Buffer): Promise<Buffer> {
  const type = await fileTypeFromBuffer(data);
  if (!type || !ALLOWED_MIME.has(type.mime)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', `Avatar must be a ${ALLOWED_TEXT} image`);
  }
  await assertPixelLimit(data, MAX_INPUT_PIXELS, {
    tooLarge: `Avatar must be at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels`,
    unreadable: `Avatar could not be read as a ${ALLOWED_TEXT} image`,
  });
  try {
    // rotate() applies the EXIF orientation before the metadata is dropped.
    return await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', `Avatar could not be read as a ${ALLOWED_TEXT} image`);
  }
}
