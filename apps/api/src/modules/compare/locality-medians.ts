import type { TLocalityMedian } from '@nivaas/shared/compare';

/** Which median a listing is set against: its city, locality and property type. */
export type TLocalityMedianKey = { city: string; locality: string; type: string };

/**
 * The ₹/sq ft asking-price medians of localities, per property type: a figure only where it rests
 * on at least 5 public listings, else null. The compare table reads them through this interface;
 * locality prices provide it.
 */
export type TLocalityMedians = {
  mediansOf(keys: readonly TLocalityMedianKey[]): Promise<(TLocalityMedian | null)[]>;
};

/** While no locality prices are known: every row says '—'. */
export const NO_LOCALITY_MEDIANS: TLocalityMedians = {
  mediansOf: async (keys) => keys.map(() => null),
};
