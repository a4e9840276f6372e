import { z } from 'zod';

/**
 * A listing's price history (issue 18): every price it has had with the date it took it, oldest
 * first, the first being its price when it was listed. The change is against the point before it,
 * in per cent with one decimal (null for the first point).
 */
export const ZPriceHistoryPoint = z
  .object({
    price: z.number().nonnegative(),
    /** ISO timestamp of the change. */
    changedAt: z.string(),
    changePercent: z.number().nullable(),
  })
  .meta({ id: 'PriceHistoryPoint' });
export type TPriceHistoryPoint = z.infer<typeof ZPriceHistoryPoint>;

export const ZPriceHistory = z.array(ZPriceHistoryPoint);
export type TPriceHistory = z.infer<typeof ZPriceHistory>;

/**
 * On cards and the detail: the listing's latest change of price when it was a drop within the last
 * PRICE_DROP_DAYS (price-drop.ts); null otherwise.
 */
export const ZPriceDrop = z
  .object({
    /** ISO timestamp of the drop. */
    droppedAt: z.string(),
    /** Against the price just before it, one decimal (8 for a drop of 8%). */
    percent: z.number(),
  })
  .meta({ id: 'PriceDrop' });

/** Change from `before` to `after` in per cent, one decimal; null when there is nothing to compare. */
export function changePercent(before: number | undefined, after: number): number | null {
  if (before === undefined || before <= 0) return null;
  // Halves away from zero, as PostgreSQL's round() does in the triggers.
  const tenths = ((after - before) * 1000) / before;
  return (Math.sign(tenths) * Math.round(Math.abs(tenths))) / 10 || 0;
}

/** Adds each point's change against the one before it. */
export function withChanges(points: { price: number; changedAt: string }[]): TPriceHistory {
  return points.map((p, i) => ({
    price: p.price,
    changedAt: p.changedAt,
    changePercent: i === 0 ? null : changePercent(points[i - 1]?.price, p.price),
  }));
}
