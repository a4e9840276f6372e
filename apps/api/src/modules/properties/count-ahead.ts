import { type SQL, sql } from 'drizzle-orm';
import type { TPropertySearch } from '@nivaas/shared/property-search';
import { PUBLIC_STATUSES, propertyTypesFor } from '@nivaas/shared/property-options';
import { filtersWithin, key, onlyPublicRows, type TVisibility } from './property-search';

/**
 * A city's search filtered on status, type, price and bedrooms alone is counted from the public
 * listings counted ahead (`listing_counts`, migration 0028): the rows of the price steps the search
 * covers whole are added up, and only the listings of the steps its price limits cut are counted
 * from the city's price index (none when the limits have one significant digit). The peers' search
 * (Nashik, For Sale, ₹20 L–90 L, 2+ bedrooms) at 100,000 listings adds up 87 rows instead of
 * counting 5,760 index entries.
 */

/** The filters `listing_counts` knows; a search with any other counts its listings. */
const COUNTED_AHEAD = new Set(['city', 'status', 'type', 'priceMin', 'priceMax', 'bedrooms']);

/**
 * Whether a search's total can come from `listing_counts`: public rows of one city, no text, and no
 * filter but those it counts by. An unknown key counts as a filter, so a new filter is counted from
 * the listings until it is added here and to the table.
 */
export function countsAhead(q: TPropertySearch, visibility: TVisibility, hasText: boolean): boolean {
  if (hasText || !q.city || !onlyPublicRows(q, visibility)) return false;
  return filtersWithin(q, COUNTED_AHEAD);
}

/** A price's band: its number of digits and its first digit, digits × 10 + the first (2,000,000 → 62). */
export function priceBand(price: number): number {
  if (price <= 0) return 0;
  const digits = String(Math.trunc(price));
  return (digits.length - 1) * 10 + Number(digits[0]);
}

/** The lowest price of a band above 0 (62 → 2,000,000). */
export function bandFloor(band: number): number {
  return (band % 10) * 10 ** Math.floor(band / 10);
}

/** The band after a band above 0. */
const nextBand = (band: number) => (band % 10 === 9 ? band + 2 : band + 1);

/**
 * A price's step, as `listing_price_step` in migration 0028: each band in two, its lowest price alone
 * (2 × band) and the rest (2 × band + 1), so a limit of one significant digit (₹20 L, ₹90 L, ₹2 Cr)
 * falls on a step's edge whether it is the lower limit or the upper one (included either way).
 */
export function priceStep(price: number): number {
  if (price <= 0) return 0;
  const band = priceBand(price);
  return 2 * band + (Math.trunc(price) === bandFloor(band) ? 0 : 1);
}

export type TSteps = {
  /** The first step wholly inside the limits (none: from the lowest). */
  from?: number;
  /** The first step past them (none: to the highest). */
  to?: number;
  /** Prices at or above the lower limit and below this are in a step it cuts. */
  below?: number;
  /** Prices from this up to the upper limit are in a step it cuts. */
  above?: number;
};

/**
 * The steps a price range covers whole, and the edges it cuts; null when it covers none (a range
 * within one band is counted from the listings).
 */
export function stepsOf(priceMin: number | undefined, priceMax: number | undefined): TSteps | null {
  const steps: TSteps = {};
  if (priceMin !== undefined && priceMin > 0) {
    const min = Math.ceil(priceMin);
    const band = priceBand(min);
    if (bandFloor(band) === min) steps.from = 2 * band;
    else {
      steps.from = 2 * nextBand(band);
      steps.below = bandFloor(nextBand(band));
    }
  }
  if (priceMax !== undefined) {
    const max = Math.floor(priceMax);
    if (max < 1) return null;
    const band = priceBand(max);
    if (bandFloor(band) === max) steps.to = 2 * band + 1;
    else if (bandFloor(nextBand(band)) === max + 1) steps.to = 2 * nextBand(band);
    else {
      steps.to = 2 * band + 1;
      steps.above = bandFloor(band) + 1;
    }
  }
  if (steps.from !== undefined && steps.to !== undefined && steps.from >= steps.to) return null;
  return steps;
}

/**
 * The body of a search's `counted` CTE (`n`, at most `limit`) from `listing_counts` and the listings
 * of the cut steps; null when the price range covers no step whole. `where` is the search's own
 * condition on properties.
 */
export function countAheadSql(
  q: TPropertySearch,
  where: SQL,
  limit: number,
  /** Counts the listings of a cut step, at most `limit` (by default, `where` and the cut). */
  edge: (cut: SQL) => SQL = (cut) =>
    sql`(select count(*) from (select 1 from properties where ${where} and ${cut} limit ${limit}) e)`,
): SQL | null {
  if (!q.city) return null;
  const steps = stepsOf(q.priceMin, q.priceMax);
  if (!steps) return null;
  const statuses = q.status ?? PUBLIC_STATUSES;
  const c: SQL[] = [
    sql`city_key = ${key(q.city)}`,
    sql`status in (${sql.join(
      statuses.map((s) => sql`${s}`),
      sql`, `,
    )})`,
  ];
  if (steps.from !== undefined) c.push(sql`price_step >= ${steps.from}`);
  if (steps.to !== undefined) c.push(sql`price_step < ${steps.to}`);
  if (q.type) {
    const types = propertyTypesFor(q.type) ?? [q.type];
    c.push(
      sql`type in (${sql.join(
        types.map((t) => sql`${t}`),
        sql`, `,
      )})`,
    );
  }
  if (q.bedrooms) {
    c.push(q.bedrooms.atLeast ? sql`bedrooms >= ${q.bedrooms.value}` : sql`bedrooms = ${q.bedrooms.value}`);
  }
  const parts = [sql`(select coalesce(sum(n), 0) from listing_counts where ${sql.join(c, sql` and `)})`];
  if (steps.below !== undefined) parts.push(edge(sql`price < ${steps.below}`));
  if (steps.above !== undefined) parts.push(edge(sql`price >= ${steps.above}`));
  return sql`select least(${sql.join(parts, sql` + `)}, ${limit})::int as n`;
}
