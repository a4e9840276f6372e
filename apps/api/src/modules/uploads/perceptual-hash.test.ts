import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { illustrationJpeg, reencodedCopy } from '../../../test/fixtures/photos';
import { createLocalStorage } from '../../storage/local-storage';
import { storeImageWithHash } from './image-pipeline';
import { differenceHash, hammingDistance, NEAR_DUPLICATE_DISTANCE } from './perceptual-hash';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'nivaas-dhash-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The hash an upload gets: through the image pipeline, as a listing photo is stored. */
async function uploadedHash(bytes: Buffer, name: string): Promise<bigint> {
  const file = path.join(dir, `${name}.jpg`);
  await writeFile(file, bytes);
  const { hash } = await storeImageWithHash(createLocalStorage(path.join(dir, 'uploads')), 'properties/t', {
    field: 'images',
    path: file,
    size: (await stat(file)).size,
    mime: 'image/jpeg',
    ext: 'jpg',
    filename: `${name}.jpg`,
    kind: 'image',
  });
  return hash;
}

describe('hamming distance', () => {
  it('counts the bits that differ, over all 64 (the sign bit too)', () => {
    expect(hammingDistance(0n, 0n)).toBe(0);
    expect(hammingDistance(0b1011n, 0b0001n)).toBe(2);
    expect(hammingDistance(0n, -1n)).toBe(64);
    expect(hammingDistance(-(2n ** 63n), 0n)).toBe(1);
  });
});

describe('difference hash', () => {
  it('is a signed 64-bit value, as a PostgreSQL bigint holds it', async () => {
    const hash = await differenceHash(await illustrationJpeg('home', 8));
    expect(hash).toBe(BigInt.asIntN(64, hash));
  });

  it('gives the same picture the same hash (distance 0)', async () => {
    const bytes = await illustrationJpeg('home', 8);
    const a = await uploadedHash(bytes, 'a');
    const b = await uploadedHash(bytes, 'b');
    expect(hammingDistance(a, b)).toBe(0);
  });

  it('keeps a resized, re-encoded JPEG of the picture within 6 bits', async () => {
    for (const [category, n] of [
      ['home', 8],
      ['plot', 4],
      ['office', 3],
    ] as const) {
      const original = await uploadedHash(await illustrationJpeg(category, n), `${category}-o`);
      const copy = await uploadedHash(await reencodedCopy(category, n), `${category}-c`);
      expect(hammingDistance(original, copy), `${category} ${n}`).toBeLessThanOrEqual(
        NEAR_DUPLICATE_DISTANCE,
      );
    }
  });

  it('puts a different picture more than 6 bits away', async () => {
    const home = await uploadedHash(await illustrationJpeg('home', 8), 'home');
    const office = await uploadedHash(await illustrationJpeg('office', 3), 'office');
    const otherHome = await uploadedHash(await illustrationJpeg('home', 5), 'home5');
    expect(hammingDistance(home, office)).toBeGreaterThan(NEAR_DUPLICATE_DISTANCE);
    expect(hammingDistance(home, otherHome)).toBeGreaterThan(NEAR_DUPLICATE_DISTANCE);
  });
});
