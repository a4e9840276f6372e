import { asc, eq } from 'drizzle-orm';
import { type TPriceHistory, withChanges } from '@nivaas/shared/price-history';
import type { Db } from '../../db/client';
import { propertyPriceHistory } from '../../db/schema';

/**
 * A listing's prices, oldest first, each with its change against the one before. The rows are
 * written by triggers on properties (migration 0020); this only reads them.
 */
export async function priceHistoryOf(db: Db, propertyId: string): Promise<TPriceHistory> {
  const rows = await db
    .select({ price: propertyPriceHistory.price, changedAt: propertyPriceHistory.changedAt })
    .from(propertyPriceHistory)
    .where(eq(propertyPriceHistory.propertyId, propertyId))
    .orderBy(asc(propertyPriceHistory.changedAt), asc(propertyPriceHistory.id));
  return withChanges(rows.map((r) => ({ price: r.price, changedAt: r.changedAt.toISOString() })));
}
