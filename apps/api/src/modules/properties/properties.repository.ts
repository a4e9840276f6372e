import { eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { PUBLIC_STATUSES } from '@nivaas/shared/property-options';
import type { TPropertySearch } from '@nivaas/shared/property-search';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { TPreparedQuery } from '../../db/prepared-statements';
import { developers, properties, searchTerms, type TPropertyRow } from '../../db/schema';
import { createMediaUrls, type TMediaUrls } from '../../storage/media-urls';
import { createCardJson, NO_CARDS, type TCardsJson } from './property-card-json';
import { createDetailJson, type TDetailJsonRow } from './property-detail-json';
import { reraDetailsOf, withReraJson } from './rera-details';
import {
  buildOrder,
  buildTsQuery,
  buildWhere,
  FRESHNESS_ORDER,
  FRESHNESS_ORDER_COLUMNS,
  key,
  MIN_PREFIX_LENGTH,
  onlyPublicRows,
  orderColumns,
  PUBLIC_ROWS,
  parseSearchText,
  rankExpression,
  rareWords,
  type TResolvedWord,
  type TVisibility,
} from './property-search';
import { cityPageStatement, walksCityIndex } from './city-page';
import { cityPriceWalk } from './city-price-walk';
import { countAheadSql, countsAhead } from './count-ahead';

export type TPropertyInsert = typeof properties.$inferInsert;
/** A listing's stored columns, without the generated search and key columns. */
export type TPropertyRecord = Omit<
  TPropertyRow,
  'searchText' | 'searchVector' | 'geoKm' | 'cityKey' | 'stateKey' | 'localityKey' | 'amenityMask'
>;
const {
  searchText: _searchText,
  searchVector: _searchVector,
  geoKm: _geoKm,
  cityKey: _cityKey,
  stateKey: _stateKey,
  localityKey: _localityKey,
  amenityMask: _amenityMask,
  ...RECORD_COLUMNS
} = getTableColumns(properties);

/**
 * A text search is counted (and ranked) exactly when PostgreSQL estimates at most this many
 * matches; past it the estimate is answered (flagged isEstimate): collecting thousands of matches
 * from the text index costs more than the page itself.
 */
export const EXACT_COUNT_CAP = 1000;
/**
 * Lists are counted exactly up to this many matches, in the page's statement; past it the total is
 * this limit, flagged ('10,000+').
 */
const COUNT_LIMIT = 10 * EXACT_COUNT_CAP;
/** Relevance is ranked when a text search matches at most this many listings; broader ones list newest first. */
export const RANK_CAP = 500;
/**
 * Up to this many matches, unranked text results are collected from the text index and sorted;
 * past it, walking the newest-first index finds a page sooner (the matches are dense).
 */
const SORT_MATCHES_MAX = 4000;
/**
 * A text page answered with an estimate is found by walking the newest-first index and testing each
 * listing's text while that reads at most this many listings (its text is stored out of line: ~4
 * page reads each). Past it, the page is looked for among the newest listings only (a window), with
 * the text index: see windowedTextPage.
 */
const WALK_ROWS_MAX = 300;
/**
 * The window holds this many times the matches the page needs, on the estimate's average: the
 * planner's estimate of a text match can be a few times too high ('electronic': 15,925 for about
 * 5,000), and a window short of a full page falls back to the slow paths.
 */
const WINDOW_MARGIN = 6;
/** Window sizes are rounded up to a multiple of this, and where each starts is kept WINDOW_TTL_MS. */
const WINDOW_STEP = 1000;
const WINDOW_TTL_MS = 60_000;
/** How long a city's number of public listings is kept (cityListings). */
const CITY_LISTINGS_TTL_MS = 60_000;
/** How many city pages' texts are counted, to run those seen often on a generic plan. */
const CITY_TEXTS_KEPT = 5000;
/** A city page's text runs on a generic plan from its use after this many. */
const GENERIC_AFTER = 3;
/** Vocabulary look-ups are kept this long (see resolveWords), and at most this many words. */
const VOCABULARY_TTL_MS = 60_000;
const VOCABULARY_MAX_WORDS = 10_000;

type TRows<T> = { rows: T[] };
/** Writes a statement's text and parameters as db.execute does (the same dialect, default casing). */
const dialect = new PgDialect();
const rowsOf = async <T>(query: Promise<unknown>): Promise<T[]> => ((await query) as TRows<T>).rows;

export type TSearchResult = { cards: TCardsJson; total: number; isEstimate: boolean };

/** The only code that reads and writes the properties table (and the search vocabulary). */
export function createPropertiesRepository(
  db: Db,
  /**
   * Tests lower the numbers to reach the windowed text page and the box walk with a few listings;
   * `media` says how file URLs are answered.
   */
  tuning: {
    walkRowsMax?: number;
    boxCountLimit?: number;
    exactCountCap?: number;
    /** Filtered lists are counted exactly up to this many (COUNT_LIMIT). */
    countLimit?: number;
    /** How file URLs are answered (root-relative when not given). */
    media?: TMediaUrls;
    /**
     * Runs the search statements as prepared statements (PostgreSQL: Database#queryPrepared);
     * through `db` when not given.
     */
    prepared?: TPreparedQuery;
    /**
     * Runs the statements written for one plan of every value (city-page.ts) as prepared statements
     * on connections that keep a generic plan (Database#queryGeneric); without it, searches are
     * written as for a plan of their values only.
     */
    preparedGeneric?: TPreparedQuery;
    /** EXPLAIN ANALYZE of a statement on a generic plan (Database#explainGeneric), for explainSearch. */
    explainGeneric?: (text: string, params: unknown[]) => Promise<string>;
  } = {},
) {
  const exactCountCap = tuning.exactCountCap ?? EXACT_COUNT_CAP;
  const walkRowsMax = tuning.walkRowsMax ?? WALK_ROWS_MAX;
  const boxCountLimit = tuning.boxCountLimit ?? COUNT_LIMIT;
  const countLimit = tuning.countLimit ?? COUNT_LIMIT;
  const media = tuning.media ?? createMediaUrls(undefined);
  const cardJson = createCardJson();
  const PAGE_CARDS = cardJson.pageCards;
  const detailJsonStatement = createDetailJson(cardJson);
  const cardsOf = (row: { cards: string; n_cards: number } | undefined): TCardsJson =>
    row ? { json: media.json(row.cards), count: Number(row.n_cards) } : NO_CARDS;
  /** When set, search statements are collected here (for explainSearch). */
  let trace: { query: SQL; generic: boolean }[] | null = null;
  const prepared = tuning.prepared;
  const run = <T>(query: SQL): Promise<T[]> => {
    trace?.push({ query, generic: false });
    if (!prepared) return rowsOf<T>(db.execute(query));
    const { sql: text, params } = dialect.sqlToQuery(query);
    return prepared<T>(text, params);
  };
  const generic = tuning.preparedGeneric;
  /**
   * How often each city page's text has been seen (city-page.ts), for at most CITY_TEXTS_KEPT texts.
   * A text runs on a generic plan once it has been seen GENERIC_AFTER times: planning that plan costs
   * a connection 1.5-4 times planning the search for its values, which pays only for a text that keeps
   * coming (the peers' search), and most varied searches' texts are seen once or twice (5,000 varied
   * searches make 957 texts).
   */
  const cityTexts = new Map<string, number>();
  const seenOften = (text: string): boolean => {
    const seen = cityTexts.get(text) ?? 0;
    if (seen >= GENERIC_AFTER) return true;
    if (seen === 0 && cityTexts.size >= CITY_TEXTS_KEPT) cityTexts.clear();
    cityTexts.set(text, seen + 1);
    return false;
  };

  /**
   * The cards of the listings with these ids, in the order given, as JSON text; listings gone or
   * hidden since (their agent deactivated) are left out.
   */
  async function findCardsByIds(ids: string[]): Promise<string> {
    if (!ids.length) return '[]';
    const [row] = await rowsOf<{ cards: string }>(
      db.execute(
        cardJson.pageCardsStatement(sql`select t.id, t.ord
          from unnest(${sql`array[${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )}]::uuid[]`}) with ordinality as t(id, ord)
          join ${properties} q on q.id = t.id where q.listed`),
      ),
    );
    return row ? media.json(row.cards) : '[]';
  }

  /**
   * What the vocabulary says of each word searched, kept in memory: the look-up is a statement of
   * its own (a round trip into PGlite) and its answer changes only when listings add words. Writes
   * through this repository forget it at once, and so do writes on other instances when Redis
   * carries the word (plugins/cache-invalidation.ts); other writes (a builder renamed, a bulk load)
   * are seen within VOCABULARY_TTL_MS, and until then a new word still matches itself.
   */
  let vocabulary = new Map<string, TResolvedWord>();
  let vocabularyAt = Date.now();
  const forgetVocabulary = () => {
    vocabulary = new Map();
    vocabularyAt = Date.now();
  };

  /**
   * Looks each search word up in the vocabulary: the words near it (for typos) and, for a short
   * word, the few vocabulary words it begins (a 3-letter prefix in the index would expand to
   * thousands of description words).
   */
  async function resolveWords(words: string[]): Promise<TResolvedWord[]> {
    if (!words.length) return [];
    if (Date.now() - vocabularyAt > VOCABULARY_TTL_MS || vocabulary.size > VOCABULARY_MAX_WORDS) {
      forgetVocabulary();
    }
    const known = vocabulary;
    const missing = words.filter((w) => !known.has(w));
    if (missing.length) {
      for (const resolved of await lookUpWords(missing)) known.set(resolved.word, resolved);
    }
    return words.map((w) => known.get(w) ?? { word: w, hasPrefix: false, similar: [], starts: [] });
  }

  async function lookUpWords(words: string[]): Promise<TResolvedWord[]> {
    const rows = await rowsOf<{
      word: string;
      has_prefix: boolean;
      similar: string[] | null;
      starts: string[] | null;
      share: number | null;
    }>(
      db.execute(sql`
        select w.word,
          exists (select 1 from ${searchTerms} t where t.term like w.word || '%') as has_prefix,
          near.similar, begun.starts,
          -- The planner's share of listings holding each of the most common words this one matches
          -- (as a prefix, in its plain and English forms, or through its near and begun words).
          (select coalesce(sum(e.freq), 0)::float8
            from pg_stats st, unnest(st.most_common_elems::text::text[], st.most_common_elem_freqs) as e(lexeme, freq)
            where st.schemaname = current_schema() and st.tablename = 'properties' and st.attname = 'search_vector'
              and ((length(w.word) >= ${MIN_PREFIX_LENGTH} and (e.lexeme like w.word || '%'
                    or e.lexeme like coalesce((ts_lexize('english_stem', w.word))[1], w.word) || '%'))
                or e.lexeme = w.word or e.lexeme = any(near.similar) or e.lexeme = any(begun.starts))
          ) as share
        from unnest(${sql`array[${sql.join(
          words.map((w) => sql`${w}`),
          sql`, `,
        )}]::text[]`}) as w(word)
        cross join lateral (
          select array(
            select t.term from ${searchTerms} t
            where t.term % w.word
            order by similarity(t.term, w.word) desc, t.term
            limit 3
          ) as similar
        ) near
        cross join lateral (
          select array(
            select t.term from ${searchTerms} t
            where length(w.word) < ${MIN_PREFIX_LENGTH} and t.term like w.word || '%'
            order by length(t.term), t.term
            limit 8
          ) as starts
        ) begun`),
    );
    // Only letters and digits reach to_tsquery: the words come from a \p{L}\p{N} split.
    const clean = (list: string[] | null) => (list ?? []).filter((s) => /^[\p{L}\p{N}]+$/u.test(s));
    return rows.map((r) => ({
      word: r.word,
      hasPrefix: r.has_prefix,
      similar: clean(r.similar),
      starts: clean(r.starts),
      share: Number(r.share ?? 0),
    }));
  }

  /** The planner's row estimate for a filter: instant, used when the exact count passes the cap. */
  async function estimate(where: SQL): Promise<number> {
    const [row] = await rowsOf<Record<string, unknown>>(
      db.execute(sql`explain (format json) select 1 from ${properties} where ${where}`),
    );
    const raw = row ? Object.values(row)[0] : undefined;
    const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: { 'Plan Rows': number } }];
    return Math.round(plan[0]?.Plan['Plan Rows'] ?? 0);
  }

  /**
   * One page of listings with their agents and builders, in one statement. The page's ids are
   * picked first (ordered, limited), so a sort keeps only the page's rows (a top-N sort) rather than
   * ordering every match; `sort` names the columns the order reads.
   */
  async function pageRows(
    where: SQL,
    order: SQL,
    sort: TPropertySearch['sort'],
    limit: number,
    offset: number,
  ): Promise<TCardsJson> {
    const [row] = await run<{ cards: string; n_cards: number }>(sql`
      with page as (
        select id, row_number() over (order by ${order}) as ord from (
          select id, ${orderColumns(sort)} from ${properties} where ${where}
          order by ${order} limit ${limit} offset ${offset}
        ) picked
      )
      select c.cards, c.n_cards from ${PAGE_CARDS}`);
    return cardsOf(row);
  }

  /**
   * A page of a filtered list and its exact count up to `countLimit` + 1, in one statement: the
   * covering indexes of migration 0012 answer both from index entries alone for the usual filters.
   */
  async function countedPage(
    where: SQL,
    q: TPropertySearch,
    offset: number,
    /** The count from `listing_counts` when the search's filters allow (count-ahead.ts). */
    countedAhead: SQL | null,
    /** The statuses to walk the city's price index by (city-price-walk.ts), or null. */
    walkStatuses: readonly string[] | null,
  ): Promise<{ cards: TCardsJson; n: number }> {
    // Without text, relevance is freshness and completeness (a text search's relevance is its rank,
    // see rankedPage), read in order from the relevance index, or a city's from its own one.
    const byFreshness = q.sort === 'relevance';
    const order = byFreshness ? FRESHNESS_ORDER : buildOrder(q.sort, null, false, !!q.city && !walkStatuses);
    const columns = byFreshness ? FRESHNESS_ORDER_COLUMNS : orderColumns(q.sort);
    // The page is looked for only when the count leaves listings for it: a search matching nothing,
    // or fewer listings than the page's offset, would otherwise walk its order's index to the end
    // (Mumbai, For Sale, Apartment, ₹30-90 L, 2 bedrooms at 1,000,000 listings: 54,378 entries
    // for none). A count at its cap says nothing of the listings past it.
    const leaves = Math.min(offset, countLimit);
    const pick = (rows: SQL, limit: number, skip: number) =>
      sql`select id, ${columns} from ${properties} where ${rows} and (select n from counted) > ${leaves}
          order by ${order} limit ${limit} offset ${skip}`;
    const picked = walkStatuses
      ? sql`select id, ${columns} from (${sql.join(
          walkStatuses.map((s) => sql`(${pick(sql`${where} and status = ${s}`, offset + q.limit, 0)})`),
          sql` union all `,
        )}) walked order by ${order} limit ${q.limit} offset ${offset}`
      : pick(where, q.limit, offset);
    const [row] = await run<{ n: number; cards: string; n_cards: number }>(sql`
      with counted as (
        ${countedAhead ?? sql`select count(*)::int as n from (select 1 from ${properties} where ${where} limit ${countLimit + 1}) s`}
      ),
      page as (
        select id, row_number() over (order by ${order}) as ord from (${picked}) picked
      )
      select (select n from counted) as n, c.cards, c.n_cards from ${PAGE_CARDS}`);
    return { cards: cardsOf(row), n: Number(row?.n ?? 0) };
  }

  /**
   * A city's public listings, from `listing_counts`, kept CITY_LISTINGS_TTL_MS: they only guide
   * the choice between walking and collecting (city-page.ts), and adding up a big city's rows of
   * the counts on every search cost a third of the peers' statement.
   */
  let cityCounts = new Map<string, number>();
  let cityCountsAt = 0;
  async function cityListings(city: string): Promise<number> {
    if (Date.now() - cityCountsAt > CITY_LISTINGS_TTL_MS || cityCounts.size > 10_000) {
      cityCounts = new Map();
      cityCountsAt = Date.now();
    }
    let n = cityCounts.get(city);
    if (n === undefined) {
      const [row] = await rowsOf<{ n: number }>(
        db.execute(sql`select coalesce(sum(n), 0)::int as n from listing_counts where city_key = ${city}
          and status in (${sql.join(
            PUBLIC_STATUSES.map((s) => sql`${s}`),
            sql`, `,
          )})`),
      );
      n = Number(row?.n ?? 0);
      cityCounts.set(city, n);
    }
    return n;
  }

  /**
   * A city's page counted ahead, newest first or by relevance, on a generic plan (city-page.ts);
   * null when its statement does not apply, or without connections that keep generic plans (the
   * embedded database plans every statement: the one statement the plan of several searches is no
   * gain there, and costs more to plan).
   */
  async function cityPage(
    q: TPropertySearch & { city: string },
    offset: number,
  ): Promise<{ cards: TCardsJson; n: number } | null> {
    if (!generic) return null;
    const statement = await cityPageStatement(
      q,
      offset,
      Math.min(offset, countLimit),
      countLimit + 1,
      PAGE_CARDS,
      () => cityListings(key(q.city)),
    );
    if (!statement) return null;
    const { sql: text, params } = dialect.sqlToQuery(statement);
    // Not yet seen often: the statement planned for its values, as other searches (countedPage).
    if (!seenOften(text)) return null;
    trace?.push({ query: statement, generic: true });
    const [row] = await generic<{ n: number; cards: string; n_cards: number }>(text, params);
    return { cards: cardsOf(row), n: Number(row?.n ?? 0) };
  }

  /**
   * A ranked text page: the matches are collected once, up to COUNT_LIMIT + 1, and counted, ranked
   * (when at most RANK_CAP) and paged in the same statement.
   */
  async function rankedPage(
    where: SQL,
    q: TPropertySearch,
    rank: SQL,
    offset: number,
  ): Promise<{ cards: TCardsJson; n: number }> {
    const order = buildOrder('newest', null);
    // Listings not confirmed recently come after the others, however well they match.
    const ranked = sql`stale asc, case when (select n from counted) <= ${RANK_CAP} then ${rank} end desc nulls last, ${order}`;
    const [row] = await run<{ n: number; cards: string; n_cards: number }>(sql`
      with m as materialized (
        select id, created_at, stale, search_vector
        from ${properties} where ${where} limit ${COUNT_LIMIT + 1}
      ), counted as (select count(*)::int as n from m),
      page as (
        select id, row_number() over (order by ${ranked}) as ord
        from m order by ${ranked} limit ${q.limit} offset ${offset}
      )
      select (select n from counted) as n, c.cards, c.n_cards from ${PAGE_CARDS}`);
    return { cards: cardsOf(row), n: Number(row?.n ?? 0) };
  }

  /**
   * A page of a map box, counted up to COUNT_LIMIT + 1 from its covering index (migration 0004) in
   * the same statement. A box of at most COUNT_LIMIT listings is sorted whole (a top-N sort of index
   * entries); a bigger one, newest first, is found by walking the newest-first index, which carries
   * latitude and longitude (migration 0006), testing the box on its entries (`walk`): a sort of all
   * 52,000 listings of the Nashik box at 1,000,000 took 10-30 ms, the walk reads ~1,600 entries.
   * Only the branch the count chooses runs.
   */
  async function boxPage(
    scan: SQL,
    walk: SQL | null,
    q: TPropertySearch,
    offset: number,
  ): Promise<{ cards: TCardsJson; n: number }> {
    // A map box's lists keep newest first for relevance: the box's own index (migration 0004)
    // carries no freshness or completeness.
    const sort = q.sort === 'relevance' ? 'newest' : q.sort;
    const order = buildOrder(sort, null);
    const pick = (where: SQL) =>
      sql`select id, ${orderColumns(sort)} from ${properties} where ${where} order by ${order} limit ${q.limit} offset ${offset}`;
    const picked = walk
      ? sql`(${pick(sql`${scan} and (select n from counted) <= ${boxCountLimit}`)})
          union all (${pick(sql`${walk} and (select n from counted) > ${boxCountLimit}`)})`
      : pick(scan);
    const [row] = await run<{ n: number; cards: string; n_cards: number }>(sql`
      with counted as (
        select count(*)::int as n from (select 1 from ${properties} where ${scan} limit ${boxCountLimit + 1}) s
      ),
      page as (select id, row_number() over (order by ${order}) as ord from (${picked}) picked)
      select (select n from counted) as n, c.cards, c.n_cards from ${PAGE_CARDS}`);
    return { cards: cardsOf(row), n: Number(row?.n ?? 0) };
  }

  /**
   * Whether the planner has statistics for the table (it has none until the first ANALYZE, e.g.
   * right after a bulk load on PGlite, which has no autovacuum), and its count of public listings
   * (the entries of the newest-first index); checked once a minute.
   */
  let statsCheckedAt = 0;
  let hasStats = false;
  let publicListings = 0;
  async function plannerHasStats(): Promise<boolean> {
    if (Date.now() - statsCheckedAt < 60_000) return hasStats;
    const [row] = await rowsOf<{ analyzed: boolean; listed: number | null }>(
      db.execute(sql`select reltuples >= 0 as analyzed,
          (select reltuples from pg_class where oid = to_regclass('properties_pub_created_idx'))::float8 as listed
        from pg_class where oid = 'properties'::regclass`),
    );
    hasStats = !!row?.analyzed;
    publicListings = Math.max(0, Number(row?.listed ?? 0));
    statsCheckedAt = Date.now();
    return hasStats;
  }

  /**
   * Where the window of the `size` newest public listings starts (the created_at of its oldest),
   * kept WINDOW_TTL_MS per size: reading it walks `size` index entries (~0.3 ms per 1,000). Listings
   * added or hidden since only make the window a little larger or smaller; it is still every
   * listing from that time on.
   */
  let windowStarts = new Map<number, string | null>();
  let windowStartsAt = 0;
  async function windowStart(size: number): Promise<string | null> {
    if (Date.now() - windowStartsAt > WINDOW_TTL_MS) {
      windowStarts = new Map();
      windowStartsAt = Date.now();
    }
    let since = windowStarts.get(size);
    if (since === undefined) {
      const [oldest] = await run<{ since: string }>(sql`
        select created_at::text as since from ${properties} where ${PUBLIC_ROWS}
        order by created_at desc, id desc offset ${size - 1} limit 1`);
      since = oldest?.since ?? null;
      windowStarts.set(size, since);
    }
    return since;
  }

  /**
   * The newest page of a text search with many matches (`estimated` of them), looked for among the
   * newest public listings only: a window of about WINDOW_MARGIN times the listings that hold the
   * page's matches on average. The text index and the newest-first index are then intersected
   * before any listing is read (a few dozen are), where walking the newest-first index reads
   * hundreds to thousands of listings' text, and collecting every match reads thousands of
   * listings. The window is every listing at least as new as its oldest, so when it holds a full
   * page, that page is the search's page. Common words ('road') are left out of the text index
   * look-up (collecting their postings costs more) and tested on the listings found. Answers null
   * when the window does not apply (few matches, a deep page, non-public rows, no statistics) or
   * holds less than a full page (the estimate was high, or the matches are older).
   */
  async function windowedTextPage(
    q: TPropertySearch,
    visibility: TVisibility,
    words: TResolvedWord[],
    join: 'and' | 'or',
    estimated: number,
    offset: number,
  ): Promise<TCardsJson | null> {
    if (!onlyPublicRows(q, visibility) || !publicListings || estimated <= 0) return null;
    const walkRows = ((offset + q.limit) * publicListings) / estimated;
    if (walkRows <= walkRowsMax) return null;
    const size = Math.ceil((walkRows * WINDOW_MARGIN) / WINDOW_STEP) * WINDOW_STEP;
    if (size >= publicListings / 2) return null;
    const since = await windowStart(size);
    if (!since) return null;
    const indexed = join === 'and' ? rareWords(words) : words;
    // A bedroom count stays a plain condition: the bedrooms index (bedrooms, created_at) then gives
    // the window and the count together.
    const where = sql`${buildWhere(q, visibility, buildTsQuery(indexed, join, 'match'))}
      and created_at >= ${since}::timestamptz${
        indexed.length < words.length
          ? // A function call, not @@, so the planner does not look the common words up in the index.
            sql` and ts_match_vq(search_vector, ${buildTsQuery(words, join, 'match')})`
          : sql``
      }`;
    const cards = await pageRows(where, buildOrder('newest', null), 'newest', q.limit, offset);
    return cards.count === q.limit ? cards : null;
  }

  async function runSearch(
    q: TPropertySearch,
    visibility: TVisibility,
    words: TResolvedWord[],
    join: 'and' | 'or',
  ): Promise<TSearchResult> {
    const text = buildTsQuery(words, join);
    // `where` is what totals are estimated from (as before); `scan` finds the same rows faster.
    const where = buildWhere(q, visibility, text);
    const match = buildTsQuery(words, join, 'match');
    const scan = text ? buildWhere(q, visibility, match) : where;
    // Where every match is read (ranked or sorted), the public text index finds them with their
    // bedroom count; walks and windows keep the bedrooms index, ordered by date within a count.
    const scanAll = text
      ? buildWhere(q, visibility, match, { bedroomsInTextIndex: onlyPublicRows(q, visibility) })
      : where;
    const offset = (q.page - 1) * q.limit;
    if (q.sort === 'relevance' && text) {
      // Ranking reads every match: when they are few, they are counted in the page's statement;
      // when many (past RANK_CAP), the estimate is answered and an ordered scan finds the page.
      const estimated = (await plannerHasStats()) ? await estimate(where) : null;
      if (estimated === null || estimated <= exactCountCap) {
        const ranked = await rankedPage(scanAll, q, rankExpression(text), offset);
        if (ranked.n <= COUNT_LIMIT) return { cards: ranked.cards, total: ranked.n, isEstimate: false };
        // Far more matches than estimated: too many to rank, newest first from the index.
        const cards = await pageRows(scan, buildOrder('relevance', null), 'relevance', q.limit, offset);
        return { cards, total: ranked.n, isEstimate: true };
      }
      if (estimated <= offset) return { cards: NO_CARDS, total: estimated, isEstimate: true };
      const fewMatches = estimated <= SORT_MATCHES_MAX;
      const cards =
        (await windowedTextPage(q, visibility, words, join, estimated, offset)) ??
        (await pageRows(
          fewMatches ? scanAll : scan,
          buildOrder('relevance', null, fewMatches),
          'relevance',
          q.limit,
          offset,
        ));
      return { cards, total: estimated, isEstimate: true };
    }
    if (q.bbox) {
      // PostgreSQL's estimate of a box is no guide (it takes latitude and longitude as independent
      // and guessed under 1,000 for a city box of 4,000+ listings): boxes are counted up to
      // COUNT_LIMIT with their page; past it, the total is that limit, flagged ('10,000+').
      const walk =
        !text && (q.sort === 'newest' || q.sort === 'relevance') && onlyPublicRows(q, visibility)
          ? buildWhere(q, visibility, null, { boxAsFilter: true })
          : null;
      const boxed = await boxPage(scan, walk, q, offset);
      if (boxed.n <= boxCountLimit) return { cards: boxed.cards, total: boxed.n, isEstimate: false };
      return {
        cards: boxed.cards,
        total: Math.max(boxCountLimit, offset + boxed.cards.count),
        isEstimate: true,
      };
    }
    const countedAhead = countsAhead(q, visibility, !!text);
    const { cards, n } =
      (countedAhead && q.city && walksCityIndex(q) ? await cityPage({ ...q, city: q.city }, offset) : null) ??
      (await countedPage(
        scan,
        q,
        offset,
        countedAhead ? countAheadSql(q, scan, countLimit + 1) : null,
        cityPriceWalk(q, visibility, !!text),
      ));
    // A page that is not full ends the result: it is the total, whatever the count.
    if (cards.count < q.limit && (offset === 0 || cards.count > 0)) {
      return { cards, total: offset + cards.count, isEstimate: false };
    }
    if (n <= countLimit) return { cards, total: n, isEstimate: false };
    // More than the limit: answered as that many and flagged ('10,000+'), or past it on a deep page.
    return { cards, total: Math.max(countLimit, offset + cards.count), isEstimate: true };
  }

  /** A listing search: one page of rows with agent and builder, and the total. */
  async function searchProperties(q: TPropertySearch, visibility: TVisibility): Promise<TSearchResult> {
    let query = q;
    let words: TResolvedWord[] = [];
    if (q.search) {
      const parsed = parseSearchText(q.search);
      if (parsed.bedrooms !== undefined && !q.bedrooms) {
        query = { ...q, bedrooms: { value: parsed.bedrooms, atLeast: false } };
      }
      words = await resolveWords(parsed.words);
    }
    const result = await runSearch(query, visibility, words, 'and');
    // Nothing has every word: answer what has any of them, best first, rather than nothing.
    if (result.total === 0 && words.length > 1) return runSearch(query, visibility, words, 'or');
    return result;
  }

  return {
    findCardsByIds,

    /** What the vocabulary says of search words (the map of a search matches text as the list does). */
    resolveWords,

    /** Listings changed elsewhere (another instance): look words up afresh. */
    forgetVocabulary,

    /** The listing's stored columns (its owner, files, place), for writes and access checks. */
    async getPropertyRecord(id: string): Promise<TPropertyRecord | undefined> {
      const [row] = await db.select(RECORD_COLUMNS).from(properties).where(eq(properties.id, id)).limit(1);
      return row;
    },

    searchProperties,

    /**
     * EXPLAIN ANALYZE of the statements a search runs (for the benchmark's plan report): the page
     * and count queries, not the vocabulary look-up or the row fetch by id.
     */
    async explainSearch(q: TPropertySearch, visibility: TVisibility): Promise<string[]> {
      trace = [];
      let statements: { query: SQL; generic: boolean }[] = [];
      try {
        await searchProperties(q, visibility);
      } finally {
        statements = trace ?? [];
        trace = null;
      }
      const plans: string[] = [];
      for (const { query, generic } of statements) {
        if (generic && tuning.explainGeneric) {
          // As the API runs it: on its generic plan.
          const { sql: text, params } = dialect.sqlToQuery(query);
          plans.push(await tuning.explainGeneric(text, params));
          continue;
        }
        const rows = await rowsOf<Record<string, string>>(
          db.execute(sql`explain (analyze, buffers, costs off) ${query}`),
        );
        plans.push(rows.map((r) => Object.values(r)[0]).join('\n'));
      }
      return plans;
    },

    /** The detail answer's JSON, or undefined when there is no such listing (see property-detail-json.ts). */
    async getPropertyJson(
      id: string,
    ): Promise<{ agentId: string; listed: boolean; json: string } | undefined> {
      const [row] = await rowsOf<TDetailJsonRow>(db.execute(detailJsonStatement(id)));
      if (!row) return undefined;
      const rera = await reraDetailsOf({
        state: row.state,
        reraId: row.rera_id,
        reraCheckedAt: row.rera_checked_at,
      });
      return {
        agentId: row.agent_id,
        listed: row.listed,
        json: withReraJson(media.json(row.json), rera),
      };
    },

    async insertProperty(values: TPropertyInsert): Promise<string> {
      const [row] = await db.insert(properties).values(values).returning({ id: properties.id });
      forgetVocabulary();
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },

    async updateProperty(id: string, values: Partial<TPropertyInsert>): Promise<boolean> {
      // `listed` follows the agent; a listing hidden for a reason of its own stays hidden.
      const listed =
        typeof values.listed === 'boolean'
          ? { listed: sql`${values.listed} and ${properties.hiddenReason} is null` }
          : {};
      const rows = await db
        .update(properties)
        .set({ ...values, ...listed, updatedAt: new Date() })
        .where(eq(properties.id, id))
        .returning({ id: properties.id });
      forgetVocabulary();
      return rows.length > 0;
    },

    /** Deletes a listing; favourites, recently viewed and contact requests go with it (ON DELETE CASCADE). */
    async deleteProperty(id: string): Promise<boolean> {
      const rows = await db.delete(properties).where(eq(properties.id, id)).returning({ id: properties.id });
      return rows.length > 0;
    },

    async getDeveloperName(id: string): Promise<string | undefined> {
      const [row] = await db
        .select({ name: developers.name })
        .from(developers)
        .where(eq(developers.id, id))
        .limit(1);
      return row?.name;
    },
  };
}
export type TPropertiesRepository = ReturnType<typeof createPropertiesRepository>;
