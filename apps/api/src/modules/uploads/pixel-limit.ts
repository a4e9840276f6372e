import sharp from 'sharp';
import { AppError } from '../../lib/app-error';

/**
 * Reads only the image header: an image of more than `maxPixels` (a decompression bomb is a few
 * KB claiming gigapixels) is refused with 413 naming the limit, before anything decodes it.
 * A header that cannot be read is a 415.
 */
export async function assertPixelLimit(
  data: Buffer,
  maxPixels: number,
  messages: { tooLarge: string; unreadable: string },
): Promise<void> {
  let pixels = 0;
  try {
    const meta = await sharp(data, { limitInputPixels: false }).metadata();
    pixels = (meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0);
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', messages.unreadable);
  }
  if (pixels > maxPixels) throw new AppError('PAYLOAD_TOO_LARGE', messages.tooLarge);
}
