import { IMAGE_VARIANT_WIDTHS } from '@nivaas/shared/property-options';
import type { TStoredFile } from '../schema';
import type { Storage } from '../../storage/storage';
import type { TImagePool } from './listing-types';
import { renderIllustration, type TIllustrationCategory } from './images';

/**
 * Demo files live under this prefix. Listings share pool pictures, so code that deletes a
 * listing's files must leave keys under it alone.
 */
export const DEMO_PREFIX = 'demo/';
export const POOL_CATEGORIES: readonly TIllustrationCategory[] = ['home', 'plot', 'office'];
export const DEFAULT_POOL_SIZE = 40;
const SIZES = Object.keys(IMAGE_VARIANT_WIDTHS) as (keyof typeof IMAGE_VARIANT_WIDTHS)[];

const WEBP = 'image/webp';

function baseKey(category: TIllustrationCategory, n: number): string {
  return `${DEMO_PREFIX}${category}/${String(n).padStart(2, '0')}`;
}

/** The stored-file record of pool picture n (1-based); _id is set per listing by the generator. */
export function poolFile(storage: Storage, category: TIllustrationCategory, n: number): TStoredFile {
  const base = baseKey(category, n);
  const url = (size: string) => storage.urlFor(`${base}-${size}.webp`);
  return {
    _id: '',
    url: url('large'),
    publicId: base,
    variants: { small: url('small'), medium: url('medium'), large: url('large') },
  };
}

async function isRendered(storage: Storage, category: TIllustrationCategory, n: number): Promise<boolean> {
  const base = baseKey(category, n);
  const found = await Promise.all(SIZES.map((s) => storage.exists(`${base}-${s}.webp`)));
  return found.every(Boolean);
}

/** Runs tasks with at most `limit` in flight (sharp and argon2 share libuv's four threads). */
export async function runLimited<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export type TPoolResult = { pool: TImagePool; rendered: number; reused: number; ms: number };

/**
 * Makes sure the illustration pool is in storage and answers its records. Pictures already
 * stored are kept (the art depends only on category and number, not on the data seed), so a
 * second seed run, or a bulk seed after the demo, renders nothing.
 */
export async function ensureImagePool(
  storage: Storage,
  opts: { perCategory?: number; force?: boolean } = {},
): Promise<TPoolResult> {
  const started = performance.now();
  const perCategory = opts.perCategory ?? DEFAULT_POOL_SIZE;
  const jobs = POOL_CATEGORIES.flatMap((category) =>
    Array.from({ length: perCategory }, (_, i) => ({ category, n: i + 1 })),
  );
  let rendered = 0;
  await runLimited(jobs, 3, async ({ category, n }) => {
    if (!opts.force && (await isRendered(storage, category, n))) return;
    const set = await renderIllustration(category, n);
    const base = baseKey(category, n);
    await Promise.all(SIZES.map((s) => storage.put(`${base}-${s}.webp`, set[s], WEBP)));
    rendered++;
  });
  return {
    pool: poolRecords(storage, perCategory),
    rendered,
    reused: jobs.length - rendered,
    ms: performance.now() - started,
  };
}

/** The pool's records without touching storage: URLs depend only on category and number. */
export function poolRecords(storage: Storage, perCategory = DEFAULT_POOL_SIZE): TImagePool {
  const files = (c: TIllustrationCategory) =>
    Array.from({ length: perCategory }, (_, i) => poolFile(storage, c, i + 1));
  return { home: files('home'), plot: files('plot'), office: files('office') };
}
