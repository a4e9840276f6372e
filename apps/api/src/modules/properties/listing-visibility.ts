import { and, eq, inArray, isNotNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { LISTING_HIDDEN_REASONS, type TListingHiddenReason } from '@nivaas/shared/listing-visibility';
import type { Db } from '../../db/client';
import { properties, users } from '../../db/schema';

/**
 * Takes listings off the public site, or puts them back (issue 17). Public lists, counts, map
 * cells and the detail page read one flag, `listed` (agent active and not hidden), so hiding is
 * one row update that every partial index and count trigger follows. Which listings: ids, or a
 * condition on `properties` for set-based jobs (one statement, not one per listing).
 */
export type TListingsWhich = readonly string[] | SQL;

const rank = (reason: SQLWrapper | string) =>
  sql`array_position(${sql.raw(`array[${LISTING_HIDDEN_REASONS.map((r) => `'${r}'`).join(', ')}]::text[]`)}, ${reason})`;

function which(listings: TListingsWhich): SQL | undefined {
  if (Array.isArray(listings)) return listings.length ? inArray(properties.id, [...listings]) : sql`false`;
  return listings as SQL;
}

/**
 * Hides listings for `reason`, except those already hidden for a stronger one (a moderator's
 * hide outlasts the freshness job). Answers the ids whose reason is `reason` now.
 */
export async function hideListings(
  db: Db,
  listings: TListingsWhich,
  reason: TListingHiddenReason,
): Promise<string[]> {
  const rows = await db
    .update(properties)
    .set({
      hiddenReason: reason,
      hiddenAt: sql`coalesce(${properties.hiddenAt}, now())`,
      listed: false,
    })
    .where(
      and(
        which(listings),
        sql`(${properties.hiddenReason} is null or ${rank(properties.hiddenReason)} <= ${rank(reason)})`,
      ),
    )
    .returning({ id: properties.id });
  return rows.map((r) => r.id);
}

/**
 * Shows hidden listings again (public again when their agent is active). With `onlyReason`, only
 * those hidden for that reason: an agent's renewal lifts a 'stale' hide, never a moderator's.
 */
export async function showListings(
  db: Db,
  listings: TListingsWhich,
  onlyReason?: TListingHiddenReason,
): Promise<string[]> {
  const rows = await db
    .update(properties)
    .set({ hiddenReason: null, hiddenAt: null, listed: sql`${users.active}` })
    .from(users)
    .where(
      and(
        eq(users.id, properties.agentId),
        which(listings),
        onlyReason ? eq(properties.hiddenReason, onlyReason) : isNotNull(properties.hiddenReason),
      ),
    )
    .returning({ id: properties.id });
  return rows.map((r) => r.id);
}

/** One listing: hidden for `reason`, or shown again (any reason lifted) for null. Answers whether it changed. */
export async function setListingHidden(
  db: Db,
  propertyId: string,
  reason: TListingHiddenReason | null,
): Promise<boolean> {
  const changed = reason
    ? await hideListings(db, [propertyId], reason)
    : await showListings(db, [propertyId]);
  return changed.length > 0;
}
