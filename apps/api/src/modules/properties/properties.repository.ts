import { eq, type SQL, sql } from 'drizzle-orm';
import { SIMILAR_MAX, SIMILAR_RADIUS_KM } from '@nivaas/shared/constants';
import type { TPropertyStatus } from '@nivaas/shared/property-options';
import type { TPropertySearch } from '@nivaas/shared/property-search';
import type { Db } from '../../db/client';
import { developers, properties, searchTerms } from '../../db/schema';
import type { TPropertyWithRelations } from './property-dto';
import {
  buildOrder,
  buildTsQuery,
  buildWhere,
  parseSearchText,
  rankExpression,
  type TResolvedWord,
  MIN_PREFIX_LENGTH,
  type TVisibility,
} from './property-search';
import {
  CARD_COLUMNS,
  LISTING_COLUMNS,
  LISTING_JOINS,
  PAGE_CARDS_JSON,
  parseCards,
  type TListingRow,
  toListing,
} from './property-rows';

export type TPropertyInsert = typeof properties.$inferInsert;

/**
 * Totals are counted exactly when PostgreSQL estimates at most this many matches; past it the
 * estimate is answered (flagged isEstimate), because counting thousands of rows costs more than
 * the page itself.
 */
export const EXACT_COUNT_CAP = 1000;
/** An exact count stops here even if the estimate was far too low. */
const COUNT_LIMIT = 10 * EXACT_COUNT_CAP;
/** Relevance is ranked when a text search matches at most this many listings; broader ones list newest first. */
export const RANK_CAP = 500;
/**
 * Up to this many matches, unranked text results are collected from the text index and sorted;
 * past it, walking the newest-first index finds a page sooner (the matches are dense).
 */
const SORT_MATCHES_MAX = 4000;
/** Vocabulary look-ups are kept this long (see resolveWords), and at most this many words. */
const VOCABULARY_TTL_MS = 60_000;
const VOCABULARY_MAX_WORDS = 10_000;
/** Candidates read by the nearest-neighbour scan before exact distances are computed. */
const SIMILAR_CANDIDATES = 30;

type TRows<T> = { rows: T[] };
const rowsOf = async <T>(query: Promise<unknown>): Promise<T[]> => ((await query) as TRows<T>).rows;

export type TSearchResult = { rows: TPropertyWithRelations[]; total: number; isEstimate: boolean };

/** The only code that reads and writes the properties table (and the search vocabulary). */
export function createPropertiesRepository(db: Db) {
  /** When set, search statements are collected here (for explainSearch). */
  let trace: SQL[] | null = null;
  const run = <T>(query: SQL): Promise<T[]> => {
    trace?.push(query);
    return rowsOf<T>(db.execute(query));
  };

  /** Listings by id, in the order given; 'card' reads only what lists show. */
  async function findByIds(ids: string[], view: 'card' | 'full' = 'card'): Promise<TPropertyWithRelations[]> {
    if (!ids.length) return [];
    const columns = view === 'card' ? CARD_COLUMNS : LISTING_COLUMNS;
    const rows = await rowsOf<TListingRow>(
      db.execute(
        sql`select ${columns} from ${properties} p ${LISTING_JOINS} where p.id = any(${sql`array[${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}]::uuid[]`})`,
      ),
    );
    const byId = new Map(rows.map((r) => [r.id, toListing(r)]));
    return ids.map((id) => byId.get(id)).filter((r): r is TPropertyWithRelations => !!r);
  }

  /**
   * What the vocabulary says of each word searched, kept in memory: the look-up is a statement of
   * its own (a round trip into PGlite) and its answer changes only when listings add words. Writes
   * through this repository forget it at once; writes elsewhere (a builder renamed, another
   * process) are seen within VOCABULARY_TTL_MS, and until then a new word still matches itself.
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
    }>(
      db.execute(sql`
        select w.word,
          exists (select 1 from ${searchTerms} t where t.term like w.word || '%') as has_prefix,
          array(
            select t.term from ${searchTerms} t
            where t.term % w.word
            order by similarity(t.term, w.word) desc, t.term
            limit 3
          ) as similar,
          array(
            select t.term from ${searchTerms} t
            where length(w.word) < ${MIN_PREFIX_LENGTH} and t.term like w.word || '%'
            order by length(t.term), t.term
            limit 8
          ) as starts
        from unnest(${sql`array[${sql.join(
          words.map((w) => sql`${w}`),
          sql`, `,
        )}]::text[]`}) as w(word)`),
    );
    // Only letters and digits reach to_tsquery: the words come from a \p{L}\p{N} split.
    const clean = (list: string[] | null) => (list ?? []).filter((s) => /^[\p{L}\p{N}]+$/u.test(s));
    return rows.map((r) => ({
      word: r.word,
      hasPrefix: r.has_prefix,
      similar: clean(r.similar),
      starts: clean(r.starts),
    }));
  }

  async function countCapped(where: SQL, cap: number): Promise<number> {
    const [row] = await run<{ n: number }>(
      sql`select count(*)::int as n from (select 1 from ${properties} where ${where} limit ${cap + 1}) s`,
    );
    return row?.n ?? 0;
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

  /** One page of listings with their agents and builders, in one statement. */
  async function pageRows(
    where: SQL,
    order: SQL,
    limit: number,
    offset: number,
  ): Promise<TPropertyWithRelations[]> {
    const [row] = await run<{ cards: string }>(sql`
      with page as (
        select id, row_number() over (order by ${order}) as ord
        from ${properties} where ${where} order by ${order} limit ${limit} offset ${offset}
      )
      select ${PAGE_CARDS_JSON} as cards`);
    return parseCards(row?.cards);
  }

  /**
   * A page of a search whose order needs every match anyway (relevance, a map box): the matches are
   * collected once, up to COUNT_LIMIT + 1, and counted and paged in the same statement. `order` is
   * over the collected columns; `rank`, when given, orders only if the matches are at most RANK_CAP.
   */
  async function collectedPage(
    where: SQL,
    q: TPropertySearch,
    rank: SQL | null,
    offset: number,
  ): Promise<{ rows: TPropertyWithRelations[]; n: number }> {
    const order = buildOrder(q.sort === 'relevance' ? 'newest' : q.sort, null);
    // Only the columns the order reads, so a covering index answers the collection alone.
    const columns = {
      newest: sql`created_at`,
      relevance: sql`created_at`,
      price_asc: sql`price`,
      price_desc: sql`price`,
      area_desc: sql`area`,
    }[q.sort];
    const ranked = rank
      ? sql`case when (select n from counted) <= ${RANK_CAP} then ${rank} end desc nulls last, ${order}`
      : order;
    const [row] = await run<{ n: number; cards: string }>(sql`
      with m as materialized (
        select id, ${columns}${rank ? sql`, search_vector` : sql``}
        from ${properties} where ${where} limit ${COUNT_LIMIT + 1}
      ), counted as (select count(*)::int as n from m),
      page as (
        select id, row_number() over (order by ${ranked}) as ord
        from m order by ${ranked} limit ${q.limit} offset ${offset}
      )
      select (select n from counted) as n, ${PAGE_CARDS_JSON} as cards`);
    return { rows: parseCards(row?.cards), n: Number(row?.n ?? 0) };
  }

  /**
   * Whether the planner has statistics for the table (it has none until the first ANALYZE, e.g.
   * right after a bulk load on PGlite, which has no autovacuum); checked once a minute.
   */
  let statsCheckedAt = 0;
  let hasStats = false;
  async function plannerHasStats(): Promise<boolean> {
    if (Date.now() - statsCheckedAt < 60_000) return hasStats;
    const [row] = await rowsOf<{ analyzed: boolean }>(
      db.execute(sql`select reltuples >= 0 as analyzed from pg_class where oid = 'properties'::regclass`),
    );
    hasStats = !!row?.analyzed;
    statsCheckedAt = Date.now();
    return hasStats;
  }

  async function total(where: SQL, scan = where): Promise<{ total: number; isEstimate: boolean }> {
    if (await plannerHasStats()) {
      const estimated = await estimate(where);
      if (estimated > EXACT_COUNT_CAP) return { total: estimated, isEstimate: true };
    }
    // Without statistics an estimate means nothing: count, up to a limit.
    const n = await countCapped(scan, COUNT_LIMIT);
    return { total: n, isEstimate: n > COUNT_LIMIT };
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
    const scan = text ? buildWhere(q, visibility, buildTsQuery(words, join, 'match')) : where;
    const offset = (q.page - 1) * q.limit;
    if (q.sort === 'relevance' && text) {
      // Ranking reads every match: when they are few, they are counted in the page's statement;
      // when many (past RANK_CAP), the estimate is answered and an ordered scan finds the page.
      const estimated = (await plannerHasStats()) ? await estimate(where) : null;
      if (estimated === null || estimated <= EXACT_COUNT_CAP) {
        const collected = await collectedPage(scan, q, rankExpression(text), offset);
        if (collected.n <= COUNT_LIMIT)
          return { rows: collected.rows, total: collected.n, isEstimate: false };
        // Far more matches than estimated: too many to rank, newest first from the index.
        const rows = await pageRows(scan, buildOrder('relevance', null), q.limit, offset);
        return { rows, total: collected.n, isEstimate: true };
      }
      const order = buildOrder('relevance', null, estimated <= SORT_MATCHES_MAX);
      const rows = estimated > offset ? await pageRows(scan, order, q.limit, offset) : [];
      return { rows, total: estimated, isEstimate: true };
    }
    if (q.bbox) {
      // A map box is collected from its covering index (migration 0004) and counted with its page
      // in one statement; PostgreSQL's estimate of a box is no guide (it takes latitude and
      // longitude as independent and guessed under 1,000 for a city box of 4,000+ listings).
      const collected = await collectedPage(scan, q, null, offset);
      if (collected.n <= COUNT_LIMIT) return { rows: collected.rows, total: collected.n, isEstimate: false };
      // A box of most of the country: the newest-first index finds the page sooner.
      const rows = await pageRows(scan, buildOrder(q.sort, null), q.limit, offset);
      const counted = await total(where, scan);
      return { rows, total: Math.max(counted.total, collected.n), isEstimate: true };
    }
    const rows = await pageRows(scan, buildOrder(q.sort, null), q.limit, offset);
    // A page that is not full ends the result: its total needs no count.
    if (rows.length < q.limit && (offset === 0 || rows.length > 0)) {
      return { rows, total: offset + rows.length, isEstimate: false };
    }
    return { rows, ...(await total(where, scan)) };
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
    findByIds,

    async getPropertyById(id: string): Promise<TPropertyWithRelations | undefined> {
      const [row] = await findByIds([id], 'full');
      return row;
    },

    searchProperties,

    /**
     * EXPLAIN ANALYZE of the statements a search runs (for the benchmark's plan report): the page
     * and count queries, not the vocabulary look-up or the row fetch by id.
     */
    async explainSearch(q: TPropertySearch, visibility: TVisibility): Promise<string[]> {
      trace = [];
      let statements: SQL[] = [];
      try {
        await searchProperties(q, visibility);
      } finally {
        statements = trace ?? [];
        trace = null;
      }
      const plans: string[] = [];
      for (const statement of statements) {
        const rows = await rowsOf<Record<string, string>>(
          db.execute(sql`explain (analyze, costs off) ${statement}`),
        );
        plans.push(rows.map((r) => Object.values(r)[0]).join('\n'));
      }
      return plans;
    },

    /** Up to 6 public listings of a status within 20 km, nearest first, with their distances. */
    async findSimilar(p: {
      id: string;
      lat: number;
      lng: number;
      status: TPropertyStatus;
    }): Promise<{ listing: TPropertyWithRelations; distanceKm: number }[]> {
      const x = sql`${p.lng}::float8 * cos(radians(${p.lat}::float8)) * 111.32`;
      const y = sql`${p.lat}::float8 * 110.574`;
      const where = buildWhere({ page: 1, limit: 1, sort: 'newest', status: [p.status] }, 'public', null);
      // The GiST nearest-neighbour scan on the projected point finds candidates in distance order;
      // the exact great-circle distance then filters and orders them.
      const rows = await rowsOf<TListingRow & { distance_km: number }>(
        db.execute(sql`
          with near as (
            select id, 12742 * asin(sqrt(
                power(sin(radians(lat - ${p.lat}::float8) / 2), 2) +
                cos(radians(${p.lat}::float8)) * cos(radians(lat)) * power(sin(radians(lng - ${p.lng}::float8) / 2), 2)
              )) as distance_km
            from ${properties}
            where geo_km is not null and ${where} and id <> ${p.id}
            order by geo_km <-> point(${x}, ${y})
            limit ${SIMILAR_CANDIDATES}
          ), nearest as (
            select id, distance_km from near where distance_km <= ${SIMILAR_RADIUS_KM}
            order by distance_km, id limit ${SIMILAR_MAX}
          )
          select nearest.distance_km, ${CARD_COLUMNS}
          from nearest join ${properties} p on p.id = nearest.id ${LISTING_JOINS}
          order by nearest.distance_km, p.id`),
      );
      return rows.map((r) => ({ listing: toListing(r), distanceKm: Number(r.distance_km) }));
    },

    async insertProperty(values: TPropertyInsert): Promise<string> {
      const [row] = await db.insert(properties).values(values).returning({ id: properties.id });
      forgetVocabulary();
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },

    async updateProperty(id: string, values: Partial<TPropertyInsert>): Promise<boolean> {
      const rows = await db
        .update(properties)
        .set({ ...values, updatedAt: new Date() })
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
