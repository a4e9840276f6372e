import { type SQL, sql } from 'drizzle-orm';
import type { TPropertySearch } from '@nivaas/shared/property-search';
import { PUBLIC_STATUSES, propertyTypesFor } from '@nivaas/shared/property-options';
import { countAheadSql, priceStep } from './count-ahead';
import { FRESHNESS_ORDER, FRESHNESS_ORDER_COLUMNS, key, PUBLIC_ROWS } from './property-search';

/**
 * The page and total of a city's search counted ahead (count-ahead.ts), newest first or by
 * relevance, in a statement whose one plan serves every value: the API keeps a generic plan of it
 * on each connection (Database#queryGeneric) instead of planning it for each search, which cost the
 * peers' search more than running it (0.66 ms of 1.0 ms at 100,000 listings).
 *
 * Planned for its values, PostgreSQL chooses between walking the city's order index until a page of
 * matches is found and collecting the matches from the city's price index to sort them. A generic
 * plan cannot know which is cheaper, so the statement holds both and runs the branch chosen from
 * `listing_counts` as it executes:
 * - walking reads about (limit + offset) × (the city's public listings) ÷ (matches) index entries;
 * - collecting reads the city's listings of the searched statuses in the price steps the limits
 *   touch (before the type and bedroom filters).
 *
 * Each branch is written so that its generic plan is the one wanted:
 * - the walk's filters sit in one CASE, which no index takes as a condition and which the planner
 *   estimates to keep half the rows (as separate conditions their default estimates multiply down
 *   to one row, and a plan for one row sorts instead of walking);
 * - the collect branch reads one status at a time with the price range as index conditions (with
 *   both public statuses the generic plan read the price range of every city from the price index),
 *   its type and bedroom filters in a CASE, and sorts by expressions, which no index holds.
 */

/** Whether a search counted ahead gets its page here: the sorts whose city index is walked. */
export const walksCityIndex = (q: TPropertySearch): boolean => q.sort === 'newest' || q.sort === 'relevance';

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** Conditions the planner can neither use as an index's nor estimate apart (see above). */
const opaque = (conditions: (SQL | null)[]): SQL => {
  const present = conditions.filter((c): c is SQL => c !== null);
  return present.length
    ? sql` and case when ${sql.join(present, sql` and `)} then true else false end`
    : sql``;
};

/**
 * The statement, answering `n` (the count, at most `countLimit`), `walked` (whether the page was
 * found by walking), `cards` and `n_cards` (from
 * `pageCards`, a FROM item over a `page` CTE); null when the price range covers no step of
 * `listing_counts` (the search is counted from its listings instead). A page is looked for only when
 * the count exceeds `leaves` (the offset, at most the count's cap).
 */
export function cityPageStatement(
  q: TPropertySearch & { city: string },
  offset: number,
  leaves: number,
  countLimit: number,
  pageCards: SQL,
  /** The city's public listings (the entries of its order indexes), read when there is a choice. */
  cityListings: () => Promise<number>,
): Promise<SQL | null> | null {
  const city = key(q.city);
  const statuses = q.status ?? PUBLIC_STATUSES;
  const types = q.type ? (propertyTypesFor(q.type) ?? [q.type]) : null;
  const typeFilter = types ? sql`type in (${list(types)})` : null;
  const bedrooms = q.bedrooms
    ? q.bedrooms.atLeast
      ? sql`bedrooms >= ${q.bedrooms.value}`
      : sql`bedrooms = ${q.bedrooms.value}`
    : null;
  const price: SQL[] = [];
  if (q.priceMin !== undefined) price.push(sql`price >= ${q.priceMin}`);
  if (q.priceMax !== undefined) price.push(sql`price <= ${q.priceMax}`);
  const inCity = sql`city_key = ${city}`;
  const priceRange = sql.join(
    price.map((p) => sql` and ${p}`),
    sql``,
  );
  // Status values come from the search's enum and are written as literals, as buildWhere does: the
  // planner then matches the partial indexes' predicate and knows each status's share.
  const statusIs = (status: string) => sql.raw(`status = '${status}'`);
  const statusIn = sql.raw(`status in (${statuses.map((s) => `'${s}'`).join(', ')})`);
  /** The search's listings of one status, from the city's price index. */
  const ofStatus = (status: string, columns: SQL, and: SQL) =>
    sql`(select ${columns} from properties where ${PUBLIC_ROWS} and ${inCity} and ${statusIs(status)}${priceRange}${opaque(
      [typeFilter, bedrooms],
    )} and ${and})`;

  const counted = countAheadSql(q, sql`true`, countLimit, (cut) =>
    sql.join(
      statuses.map(
        (s) => sql`(select count(*) from (${ofStatus(s, sql`1`, sql`${cut} limit ${countLimit}`)}) e)`,
      ),
      sql` + `,
    ),
  );
  if (!counted) return null;

  const byFreshness = q.sort === 'relevance';
  const order = byFreshness ? FRESHNESS_ORDER : sql`created_at desc, id desc`;
  const columns = byFreshness ? FRESHNESS_ORDER_COLUMNS : sql`created_at`;
  const pageStart = sql`(select n from counted) > ${leaves}`;
  const walk = sql`(select id, ${columns} from properties where ${PUBLIC_ROWS} and ${inCity}${opaque([
    q.status ? statusIn : null,
    typeFilter,
    ...price,
    bedrooms,
  ])}
      and ${pageStart}${price.length ? sql` and (select walk from choice)` : sql``}
      order by ${order} limit ${q.limit} offset ${offset})`;
  // Without a price limit, collecting reads at least the city's listings of the searched statuses,
  // never much fewer than the walk does at most: the walk alone.
  if (!price.length) {
    return Promise.resolve(sql`
      with counted as (${counted}),
      page as (select id, row_number() over (order by ${order}) as ord from ${walk} picked)
      select (select n from counted) as n, true as walked, c.cards, c.n_cards from ${pageCards}`);
  }

  const collecting = sql`${pageStart} and not (select walk from choice)`;
  const matches = (read: SQL) =>
    sql.join(
      statuses.map((s) => ofStatus(s, read, collecting)),
      sql` union all `,
    );
  // Relevance's columns are not in the price index's entries: the matches' rows are joined after
  // (in one scan the generic plan read them through two other indexes).
  const collected = byFreshness
    ? sql`(select p.id, p.stale, p.quality_score, p.confirmed_at from (${matches(sql`id`)}) m
        join properties p on p.id = m.id)`
    : sql`(${matches(sql`id, created_at`)})`;
  const sortedOrder = byFreshness
    ? sql`stale::int asc, quality_score desc, confirmed_at desc, id desc`
    : sql`(created_at + interval '0 seconds') desc, id desc`;
  // The price steps the limits touch, whole: at least the entries collecting reads.
  const steps: SQL[] = [];
  if (q.priceMin !== undefined) steps.push(sql` and price_step >= ${priceStep(q.priceMin)}`);
  if (q.priceMax !== undefined) steps.push(sql` and price_step <= ${priceStep(q.priceMax)}`);
  return cityListings().then(
    (walked) => sql`
      with counted as (${counted}),
      choice as (
        select ${(offset + q.limit) * walked}::float8 < greatest(n, 1)::float8 * (
            select coalesce(sum(n), 0) from listing_counts where ${inCity} and status in (${list(statuses)})${sql.join(steps, sql``)}
          ) as walk
        from counted
      ),
      page as (
        select id, row_number() over (order by ${order}) as ord from (
          ${walk}
          union all
          (select id, ${columns} from ${collected} collected order by ${sortedOrder} limit ${q.limit} offset ${offset})
        ) picked
      )
      select (select n from counted) as n, (select walk from choice) as walked, c.cards, c.n_cards
      from ${pageCards}`,
  );
}
