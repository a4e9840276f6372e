import { FRESHNESS_DEFAULTS } from '@nivaas/shared/listing-freshness';
import { createRng } from './prng';

const DAY_MS = 86_400_000;
/** Its own random stream, so adding freshness changed no other field of any listing. */
const FRESHNESS_SALT = 0x0f7e5a;

export type TSeedFreshness = {
  confirmedAt: Date;
  stale: boolean;
  hiddenReason: 'stale' | null;
  hiddenAt: Date | null;
};

/**
 * When listing `index` of `seed` was last confirmed available, and what followed under the default
 * limits: most agents confirmed within six weeks; about one listing in eight was last confirmed
 * 60-89 days ago (stale: a badge, last in the default order) and one in twenty-five 90-150 days
 * ago (out of search until renewed). Never before its last edit, which confirms too.
 */
export function seedFreshness(seed: number, index: number, now: Date, updatedAt: Date): TSeedFreshness {
  const rng = createRng(seed).fork(FRESHNESS_SALT).fork(index);
  const days = rng.weighted([
    [() => rng.float(0, 45), 78],
    [() => rng.float(45, 59), 6],
    [() => rng.float(60, 89), 12],
    [() => rng.float(90, 150), 4],
  ] as const)();
  const confirmedAt = new Date(Math.max(updatedAt.getTime(), now.getTime() - days * DAY_MS));
  const age = (now.getTime() - confirmedAt.getTime()) / DAY_MS;
  const hidden = age >= FRESHNESS_DEFAULTS.hideAfterDays;
  return {
    confirmedAt,
    stale: age >= FRESHNESS_DEFAULTS.staleAfterDays,
    hiddenReason: hidden ? 'stale' : null,
    // The daily job took it out of search the day it passed the limit.
    hiddenAt: hidden ? new Date(confirmedAt.getTime() + FRESHNESS_DEFAULTS.hideAfterDays * DAY_MS) : null,
  };
}
