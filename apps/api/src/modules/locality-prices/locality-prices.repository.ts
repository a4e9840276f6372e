import { type SQL, sql } from 'drizzle-orm';
import { LOCALITY_CARDS, LOCALITY_MIN_LISTINGS, LOCALITY_TREND_MONTHS } from '@nivaas/shared/locality-slug';
import type { Db } from '../../db/client';
import { createMediaUrls, type TMediaUrls } from '../../storage/media-urls';
import { createCardJson } from '../properties/property-card-json';
import { PRICE_AT_MONTH_END } from './price-at-month';

/**
 * Locality prices computed by the database on the fly (see README.md here): percentile_cont over a
 * locality's public listings, read through `properties_pub_locality_prices_idx` (migration 0023),
 * which is keyed by the slugs of the city and locality and carries price, area and created_at.
 */

export type TListingStatus = 'For Sale' | 'For Rent';

/** One figure asked of localityMedians: a locality (its keys or names) and a status; type null: all types. */
export type TLocalityKey = {
  cityKey: string;
  localityKey: string;
  type: string | null;
  status: TListingStatus;
};
/** The median ₹/sq ft (a month, for rent) and how many listings it rests on; null below the minimum. */
export type TLocalityMedian = TLocalityKey & { median: number | null; listings: number };

type TRows<T> = { rows: T[] };
const rowsOf = async <T>(query: Promise<unknown>): Promise<T[]> => ((await query) as TRows<T>).rows;

/** Public listings: the predicate of the partial index (PUBLIC_ROWS). */
const PUBLIC = (p: string) => `${p}.listed and ${p}.status in ('For Sale', 'For Rent')`;
/** ₹ per sq ft of the listing `p`, null when it gives no area (percentile_cont skips nulls). */
const PER_SQ_FT = (p: string, price = `${p}.price`) => `(${price})::float8 / nullif(${p}.area, 0)`;
/** Two decimals are enough for a rupee figure. */
const round2 = (expr: string) => `round((${expr})::numeric, 2)::float8`;
/** The figure, or null when fewer than the minimum listings carry it. */
const atLeast = (n: string, expr: string) =>
  `case when ${n} >= ${LOCALITY_MIN_LISTINGS} then ${round2(expr)} end`;
/** The listing `p` lies in the locality whose slugs are these SQL expressions. */
const inLocality = (p: string, citySlug: string, localitySlug: string) =>
  `locality_slug(${p}.city_key) = ${citySlug} and locality_slug(${p}.locality_key) = ${localitySlug}`;

/**
 * The median ₹/sq ft of each locality, status and type asked (null type: all types), in the order
 * asked, in one statement: each key is one index range scan. Names or keys may be given: both are
 * slugged the same way. A median resting on fewer than 5 listings is null.
 */
export async function localityMedians(db: Db, keys: readonly TLocalityKey[]): Promise<TLocalityMedian[]> {
  if (!keys.length) return [];
  const list = (values: (string | null)[]) =>
    sql`array[${sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    )}]::text[]`;
  const rows = await rowsOf<{ ord: number; listings: number; median: number | null }>(
    db.execute(sql`
      select k.ord::int as ord, count(p.id) filter (where p.area > 0)::int as listings,
        ${sql.raw(atLeast('count(p.id) filter (where p.area > 0)', `percentile_cont(0.5) within group (order by ${PER_SQ_FT('p')})`))} as median
      from unnest(${list(keys.map((k) => k.cityKey))}, ${list(keys.map((k) => k.localityKey))},
        ${list(keys.map((k) => k.type))}, ${list(keys.map((k) => k.status))})
        with ordinality as k(city_key, locality_key, type, status, ord)
      left join properties p on ${sql.raw(inLocality('p', 'locality_slug(k.city_key)', 'locality_slug(k.locality_key)'))}
        and p.status = k.status and (k.type is null or p.type = k.type) and ${sql.raw(PUBLIC('p'))}
      group by k.ord order by k.ord`),
  );
  return keys.map((k, i) => {
    const row = rows[i];
    return { ...k, listings: row?.listings ?? 0, median: row?.median ?? null };
  });
}

export type TStatsRow = {
  status: TListingStatus;
  /** null: all types. */
  type: string | null;
  /** Public listings, with or without an area. */
  total: number;
  /** Listings the figures rest on (those with an area). */
  listings: number;
  median: number | null;
  low: number | null;
  high: number | null;
};

export type TTrendRow = {
  month: string;
  sale_listings: number;
  sale_median: number | null;
  rent_listings: number;
  rent_median: number | null;
};

export type TLocalityNames = { city: string; locality: string; state: string };

export type TPriceLineRow = {
  per_sq_ft: number;
  city: string;
  locality: string;
  type: string;
  type_listings: number;
  type_median: number | null;
  all_listings: number;
  all_median: number | null;
};

export function createLocalityPricesRepository(db: Db, media: TMediaUrls = createMediaUrls(undefined)) {
  const cardJson = createCardJson();
  const slugs = (city: string, locality: string) => ({
    where: sql`locality_slug(p.city_key) = ${city} and locality_slug(p.locality_key) = ${locality} and ${sql.raw(PUBLIC('p'))}`,
  });

  /** Cards of the locality's listings chosen and ordered by `order` (SQL over `p`). */
  async function cards(city: string, locality: string, filter: SQL, order: string): Promise<string> {
    const { where } = slugs(city, locality);
    const [row] = await rowsOf<{ cards: string }>(
      db.execute(
        cardJson.pageCardsStatement(sql`select p.id, row_number() over (order by ${sql.raw(order)}) as ord
          from properties p where ${where} and ${filter}
          order by ${sql.raw(order)} limit ${LOCALITY_CARDS}`),
      ),
    );
    return row ? media.json(row.cards) : '[]';
  }

  return {
    localityMedians: (keys: readonly TLocalityKey[]) => localityMedians(db, keys),

    /** The names as listed most often (any spelling slugs the same), or undefined: no public listing there. */
    async findNames(city: string, locality: string): Promise<TLocalityNames | undefined> {
      const { where } = slugs(city, locality);
      const [row] = await rowsOf<TLocalityNames & { n: number }>(
        db.execute(sql`select mode() within group (order by p.city) as city,
            mode() within group (order by p.locality) as locality,
            mode() within group (order by p.state) as state, count(*)::int as n
          from properties p where ${where}`),
      );
      return row && row.n > 0 ? { city: row.city, locality: row.locality, state: row.state } : undefined;
    },

    /** Medians, middle halves and counts by status, by type and for all types (type null). */
    async findStats(city: string, locality: string): Promise<TStatsRow[]> {
      const { where } = slugs(city, locality);
      const n = 'count(*) filter (where p.area > 0)';
      const q = (f: number) => `percentile_cont(${f}) within group (order by ${PER_SQ_FT('p')})`;
      return rowsOf<TStatsRow>(
        db.execute(sql`select p.status, case when grouping(p.type) = 1 then null else p.type end as type,
            count(*)::int as total, ${sql.raw(n)}::int as listings,
            ${sql.raw(atLeast(n, q(0.5)))} as median,
            ${sql.raw(atLeast(n, q(0.25)))} as low,
            ${sql.raw(atLeast(n, q(0.75)))} as high
          from properties p where ${where}
          group by grouping sets ((p.status), (p.status, p.type))
          order by p.status, type nulls first`),
      );
    },

    /**
     * The median ₹/sq ft of each of the last 12 months (oldest first), sale and rent: each listing
     * there now counts in the months from its creation on, at the asking price it had at the
     * month's end (price-at-month.ts).
     */
    async findTrend(city: string, locality: string): Promise<TTrendRow[]> {
      const { where } = slugs(city, locality);
      const price = PRICE_AT_MONTH_END('l', 'm.month_end');
      const median = (status: string) =>
        `percentile_cont(0.5) within group (order by case when l.status = '${status}' then ${PER_SQ_FT('l', price)} end)`;
      const n = (status: string) => `count(*) filter (where l.status = '${status}' and l.area > 0)`;
      return rowsOf<TTrendRow>(
        db.execute(sql`with m as (
            select s as month_start, s + interval '1 month' as month_end
            from generate_series(date_trunc('month', now()) - ${sql.raw(`interval '${LOCALITY_TREND_MONTHS - 1} months'`)},
              date_trunc('month', now()), interval '1 month') s
          ), l as (
            select p.id, p.status, p.price, p.area, p.created_at from properties p where ${where}
          )
          select to_char(m.month_start, 'YYYY-MM') as month,
            ${sql.raw(n('For Sale'))}::int as sale_listings,
            ${sql.raw(atLeast(n('For Sale'), median('For Sale')))} as sale_median,
            ${sql.raw(n('For Rent'))}::int as rent_listings,
            ${sql.raw(atLeast(n('For Rent'), median('For Rent')))} as rent_median
          from m left join l on l.created_at < m.month_end
          group by m.month_start order by m.month_start`),
      );
    },

    /** Up to LOCALITY_CARDS cards each: cheapest for sale, cheapest for rent, newest. */
    async findCards(city: string, locality: string) {
      const [cheapestSale, cheapestRent, newest] = await Promise.all([
        cards(city, locality, sql`p.status = 'For Sale'`, 'p.price, p.id'),
        cards(city, locality, sql`p.status = 'For Rent'`, 'p.price, p.id'),
        cards(city, locality, sql`true`, 'p.created_at desc, p.id desc'),
      ]);
      return { cheapestSale, cheapestRent, newest };
    },

    /**
     * A public listing's ₹/sq ft with the medians of its locality's listings of its status, of its
     * type and of all types; undefined when it is not public or gives no area.
     */
    async findPriceLine(id: string): Promise<TPriceLineRow | undefined> {
      const same = (typed: boolean) => `select count(*)::int as n,
          percentile_cont(0.5) within group (order by ${PER_SQ_FT('p')}) as median
        from properties p
        where ${inLocality('p', 'locality_slug(me.city_key)', 'locality_slug(me.locality_key)')}
          and p.status = me.status and ${PUBLIC('p')} and p.area > 0${typed ? ' and p.type = me.type' : ''}`;
      const [row] = await rowsOf<TPriceLineRow>(
        db.execute(sql`select ${sql.raw(round2(PER_SQ_FT('me')))} as per_sq_ft, me.city, me.locality, me.type,
            t.n as type_listings, ${sql.raw(atLeast('t.n', 't.median'))} as type_median,
            a.n as all_listings, ${sql.raw(atLeast('a.n', 'a.median'))} as all_median
          from properties me
          cross join lateral (${sql.raw(same(true))}) t
          cross join lateral (${sql.raw(same(false))}) a
          where me.id = ${id} and ${sql.raw(PUBLIC('me'))} and me.area > 0`),
      );
      return row;
    },

    /** Every locality with a public listing, as slugs, most listings first, at most `limit`. */
    async findSitemapLocalities(
      limit: number,
    ): Promise<{ city: string; locality: string; updatedAt: Date }[]> {
      if (limit <= 0) return [];
      const rows = await rowsOf<{ city: string; locality: string; updated_at: string | Date }>(
        db.execute(sql`select locality_slug(p.city_key) as city, locality_slug(p.locality_key) as locality,
            max(p.updated_at) as updated_at
          from properties p where ${sql.raw(PUBLIC('p'))}
          group by 1, 2
          having locality_slug(p.city_key) <> '' and locality_slug(p.locality_key) <> ''
          order by count(*) desc, 1, 2 limit ${limit}`),
      );
      return rows.map((r) => ({ city: r.city, locality: r.locality, updatedAt: new Date(r.updated_at) }));
    },
  };
}
export type TLocalityPricesRepository = ReturnType<typeof createLocalityPricesRepository>;
