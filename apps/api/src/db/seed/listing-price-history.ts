import { createRng } from './prng';

const DAY_MS = 86_400_000;
/** Its own random stream, so adding price history changed no other field of any listing. */
const PRICE_HISTORY_SALT = 0x9e1c3d;

export type TSeedPriceChange = { price: number; changedAt: Date };
export type TSeedPriceHistory = {
  /**
   * Every price the listing had, oldest first: the first at its creation, the last its current
   * price. Empty when the price never changed (the insert trigger's one row says it all).
   */
  priceChanges: TSeedPriceChange[];
  /** The latest change, when it was a drop (as the trigger of migration 0020 marks it). */
  priceDroppedAt: Date | null;
  priceDropPercent: number | null;
};

/** Asking prices move in round steps: ₹ 10,000 for sale prices, ₹ 500 for rents. */
const roundPrice = (price: number) => {
  const step = price >= 1_000_000 ? 10_000 : 500;
  return Math.max(step, Math.round(price / step) * step);
};

/** As the trigger computes it: per cent of the earlier price, one decimal. */
export const dropPercent = (before: number, after: number) =>
  Math.round(((before - after) * 1000) / before) / 10;

/**
 * The back-dated price history of listing `index` of `seed`, ending at its current `price`:
 * about six listings in ten never changed price; three in ten dropped one to three times by 3-12%
 * each (a good share of them within the last 30 days, so the 'Price dropped' badge shows on some
 * cards); about one in fourteen rose 2-6%, and a few dropped and then rose again. Changes fall
 * between a week after listing and `now`.
 */
export function seedPriceHistory(
  seed: number,
  index: number,
  now: Date,
  createdAt: Date,
  price: number,
): TSeedPriceHistory {
  const rng = createRng(seed).fork(PRICE_HISTORY_SALT).fork(index);
  const none: TSeedPriceHistory = { priceChanges: [], priceDroppedAt: null, priceDropPercent: null };
  const from = createdAt.getTime() + 7 * DAY_MS;
  const span = now.getTime() - from;
  if (span < 2 * DAY_MS) return none;
  const kind = rng.weighted([
    ['none', 60],
    ['drops', 30],
    ['rise', 7],
    ['drop-rise', 3],
  ] as const);
  if (kind === 'none') return none;

  // Steps from the oldest change to the latest: -1 a drop, +1 a rise.
  const steps: number[] =
    kind === 'drops'
      ? Array.from(
          {
            length: rng.weighted([
              [1, 6],
              [2, 3],
              [3, 1],
            ] as const),
          },
          () => -1,
        )
      : kind === 'rise'
        ? [1]
        : [-1, 1];
  // Dates of the changes, oldest first; the latest drop of a 'drops' listing falls within the last
  // 30 days about four times in ten.
  const times = steps.map(() => from + rng.float(0, span)).sort((a, b) => a - b);
  if (kind === 'drops' && span > 30 * DAY_MS && rng.chance(0.4)) {
    const last = now.getTime() - rng.float(0.5, 29) * DAY_MS;
    times[times.length - 1] = Math.max(last, times[times.length - 2] ?? from);
  }

  // Walk back from the current price: the price before a drop of p% was price / (1 - p).
  const prices: number[] = [price];
  for (let i = steps.length - 1; i >= 0; i--) {
    const after = prices[0] as number;
    const before =
      steps[i] === -1
        ? roundPrice(after / (1 - rng.float(0.03, 0.12)))
        : roundPrice(after / (1 + rng.float(0.02, 0.06)));
    prices.unshift(before === after ? after + (steps[i] === -1 ? 10_000 : -500) : before);
  }
  // prices[0] is the price at listing, prices[k] the price from the k-th change on (the last: now).
  const priceChanges: TSeedPriceChange[] = prices.map((p, k) => ({
    price: p,
    changedAt: k === 0 ? createdAt : new Date(times[k - 1] as number),
  }));
  const lastDrop = steps[steps.length - 1] === -1;
  return {
    priceChanges,
    priceDroppedAt: lastDrop ? new Date(times[times.length - 1] as number) : null,
    priceDropPercent: lastDrop ? dropPercent(prices[prices.length - 2] as number, price) : null,
  };
}
