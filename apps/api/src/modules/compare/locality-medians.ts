import type { TLocalityMedian } from '@nivaas/shared/compare';
import type { Db } from '../../db/client';
import { localityMedians } from '../locality-prices/locality-prices.repository';

/** Which median a listing is set against: its city, locality, property type and market. */
export type TLocalityMedianKey = {
  city: string;
  locality: string;
  type: string;
  status: 'For Sale' | 'For Rent';
};

/**
 * The ₹/sq ft asking-price medians of localities, per property type and market (a month, for
 * rent): a figure only where it rests on at least 5 public listings, else null. The compare table
 * reads them through this interface.
 */
export type TLocalityMedians = {
  mediansOf(keys: readonly TLocalityMedianKey[]): Promise<(TLocalityMedian | null)[]>;
};

/** When no locality prices are known: every row says '—'. */
export const NO_LOCALITY_MEDIANS: TLocalityMedians = {
  mediansOf: async (keys) => keys.map(() => null),
};

/** The medians of locality prices (one statement for all the columns). */
export function createLocalityMedians(db: Db): TLocalityMedians {
  return {
    async mediansOf(keys) {
      const found = await localityMedians(
        db,
        keys.map((k) => ({ cityKey: k.city, localityKey: k.locality, type: k.type, status: k.status })),
      );
      return found.map((m) =>
        m.median === null ? null : { median: Math.round(m.median), listings: m.listings },
      );
    },
  };
}
