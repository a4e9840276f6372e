import sharp from 'sharp';
import { MAX_IMAGE_PIXELS } from '@nivaas/shared/property-options';

/** Two photos this close (bits of 64 that differ) are taken for the same picture. */
export const NEAR_DUPLICATE_DISTANCE = 6;

/**
 * The 64-bit difference hash (dHash) of a picture: shrunk to 9×8 grey pixels, one bit per pair of
 * horizontal neighbours (set when the left one is brighter). Re-encoding, resizing and small colour
 * changes keep most bits; a different picture flips about half. Answered as a signed 64-bit value,
 * the way a PostgreSQL bigint holds it.
 */
export async function differenceHash(image: Buffer | string): Promise<bigint> {
  const pixels = await sharp(image, { limitInputPixels: MAX_IMAGE_PIXELS, animated: false })
    .rotate()
    .flatten({ background: '#ffffff' })
    .greyscale()
    .resize(9, 8, { fit: 'fill' })
    .raw()
    .toBuffer();
  let hash = 0n;
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) {
      const left = pixels[y * 9 + x] ?? 0;
      const right = pixels[y * 9 + x + 1] ?? 0;
      hash = (hash << 1n) | (left > right ? 1n : 0n);
    }
  }
  return BigInt.asIntN(64, hash);
}

/** How many of the 64 bits differ between two hashes. */
export function hammingDistance(a: bigint, b: bigint): number {
  let diff = BigInt.asUintN(64, a ^ b);
  let n = 0;
  while (diff) {
    diff &= diff - 1n;
    n++;
  }
  return n;
}
