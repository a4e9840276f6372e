import { PRICE_DROP_DAYS } from '@nivaas/shared/price-drop';
import { type SQL, sql } from 'drizzle-orm';
import type { TPropertySearch } from '@nivaas/shared/property-search';
import {
  AMENITIES,
  PROPERTY_STATUSES,
  PUBLIC_STATUSES,
  propertyTypesFor,
  type TAmenity,
  type TPropertyStatus,
} from '@nivaas/shared/property-options';

/**
 * Turns a parsed listing search (packages/shared property-search.ts) into SQL over the properties
 * table. Every filter is a column with an index (migration 0002); the public predicate and status
 * lists are written as literals so PostgreSQL can match the partial `properties_pub_*` indexes.
 */

/** Whose listings a list may show. */
export type TVisibility =
  /** Public lists: active agents only; For Sale and For Rent unless the query names statuses. */
  | 'public'
  /** Owners and admins: every listing, any status unless the query names statuses. */
  | 'all';

/** One word of the search text and what the vocabulary knows of it. */
export type TResolvedWord = {
  word: string;
  /** Some vocabulary word starts with it. */
  hasPrefix: boolean;
  /** The nearest vocabulary words (used when none starts with it: a typo). */
  similar: string[];
  /** For a short word: the vocabulary words it begins. */
  starts: string[];
  /**
   * Roughly the share of listings with a word this one matches, from the planner's statistics of
   * the text index's most common words (0 when none of them matches, or without statistics).
   */
  share?: number;
};

/**
 * A word in at least this share of listings is common: collecting its postings from the text index
 * (a quarter of a million for 'road' at 1,000,000 listings) costs more than testing it on the few
 * listings the other words find.
 */
export const COMMON_WORD_SHARE = 0.05;

/**
 * The words whose text-index look-up finds a search's matches most cheaply: when some words are
 * common ('road', in a quarter of the listings) and others are not, only the others. The common
 * ones are then tested on the few listings found (see the windowed text page).
 */
export function rareWords(words: TResolvedWord[]): TResolvedWord[] {
  const rare = words.filter((w) => (w.share ?? 0) < COMMON_WORD_SHARE);
  return rare.length ? rare : words;
}

/** Shorter words match whole words and the names they begin, not every indexed word they begin. */
export const MIN_PREFIX_LENGTH = 4;

// Letters with their marks: a Hindi word's vowel signs and virama (फ्लैट) are marks, not letters.
const WORD_RE = /[\p{L}\p{M}\p{N}]+/gu;
const BHK_RE = /\b(\d{1,2})\s*-?\s*(?:bhk|bed(?:room)?s?)\b/i;
/** Words that say nothing about a listing; dropped before matching. */
const NOISE = new Set(['in', 'at', 'near', 'for', 'the', 'a', 'an', 'of', 'with', 'and', 'to', 'on', 'bhk']);
const MAX_WORDS = 8;

/** Splits search text into words; '2bhk', '3 BHK' or '2 bedroom' become a bedrooms filter. */
export function parseSearchText(text: string): { words: string[]; bedrooms?: number } {
  let rest = text.toLowerCase();
  let bedrooms: number | undefined;
  const bhk = BHK_RE.exec(rest);
  if (bhk) {
    bedrooms = Number(bhk[1]);
    rest = rest.replace(BHK_RE, ' ');
  }
  const words = [...new Set(rest.match(WORD_RE) ?? [])]
    .filter((w) => !NOISE.has(w) && w.length <= 40)
    .slice(0, MAX_WORDS);
  return bedrooms === undefined ? { words } : { words, bedrooms };
}

/**
 * The text query: each word matches as a prefix ('gangapur' finds Gangapur Road) in the plain and
 * the English-stemmed forms, or, when no indexed word starts with it, as its nearest vocabulary
 * words ('nasik' → nashik). A word shorter than MIN_PREFIX_LENGTH matches itself and the names it
 * begins ('par' → parel, park). Words are joined with AND, or with OR for the relaxed retry.
 * 'estimate' is the form the planner estimates and ranks with; 'match' finds the same listings
 * with less work.
 */
export function buildTsQuery(
  words: TResolvedWord[],
  join: 'and' | 'or' = 'and',
  purpose: 'estimate' | 'match' = 'estimate',
): SQL | null {
  const parts = words.map(({ word, hasPrefix, similar, starts }) => {
    if (word.length < MIN_PREFIX_LENGTH) {
      return sql`to_tsquery('simple', ${[word, ...starts].join(' | ')})`;
    }
    const simple = [`${word}:*`, ...(hasPrefix ? [] : similar)].join(' | ');
    const english = sql`to_tsquery('english', ${`${word}:*`})`;
    if (purpose === 'estimate') return sql`(to_tsquery('simple', ${simple}) || ${english})`;
    // The same matches without looking a word up twice when its English stem is itself ('road'):
    // the text index does not merge the two, and a common word's postings cost 6 ms each at
    // 100,000 listings. Estimates and ranks keep the form above (both count the repeat).
    return sql`(to_tsquery('simple', ${simple}) || case when ${english}::text = to_tsquery('simple', ${`${word}:*`})::text then ''::tsquery else ${english} end)`;
  });
  if (!parts.length) return null;
  return sql.join(parts, join === 'and' ? sql` && ` : sql` || `);
}

const quoteStatuses = (statuses: readonly TPropertyStatus[]) =>
  // Only values of the PROPERTY_STATUSES enum reach here, so they can be written as literals.
  statuses
    .filter((s) => (PROPERTY_STATUSES as readonly string[]).includes(s))
    .map((s) => `'${s}'`)
    .join(', ');

const PUBLIC_ROWS_SQL = `listed and status in (${quoteStatuses(PUBLIC_STATUSES)})`;
/** The rows of the partial `properties_pub_*` indexes: what the public sees. */
export const PUBLIC_ROWS = sql.raw(PUBLIC_ROWS_SQL);

/** Whether a search reads only public rows, so the partial `properties_pub_*` indexes serve it. */
export function onlyPublicRows(q: TPropertySearch, visibility: TVisibility): boolean {
  return (
    visibility === 'public' &&
    (!q.status || q.status.every((s) => (PUBLIC_STATUSES as readonly string[]).includes(s)))
  );
}

function visibilityFilter(visibility: TVisibility, statuses: TPropertyStatus[] | undefined): SQL {
  if (visibility === 'public') {
    if (!statuses) return sql.raw(PUBLIC_ROWS_SQL);
    const onlyPublic = statuses.every((s) => (PUBLIC_STATUSES as readonly string[]).includes(s));
    // Repeating the index predicate lets a status subset use the partial indexes too.
    const prefix = onlyPublic ? `${PUBLIC_ROWS_SQL} and ` : 'listed and ';
    return sql.raw(`${prefix}status in (${quoteStatuses(statuses)})`);
  }
  return statuses ? sql.raw(`status in (${quoteStatuses(statuses)})`) : sql.raw('true');
}

/** The search's keys that are not filters. */
const NOT_FILTERS = new Set(['sort', 'page', 'limit', 'search']);

/**
 * Whether a search filters on nothing but `allowed`: any other key with a value counts as a filter
 * (buildWhere skips only those unset or empty; `featured: false` is a filter, the flags that are
 * off are unset), so a filter added later is never taken for none.
 */
export function filtersWithin(q: TPropertySearch, allowed: ReadonlySet<string>): boolean {
  return Object.entries(q).every(
    ([k, v]) =>
      allowed.has(k) || NOT_FILTERS.has(k) || v === undefined || (Array.isArray(v) && v.length === 0),
  );
}

/** A name as its generated `*_key` column holds it (any case, surrounding spaces ignored). */
export const key = (s: string) => s.trim().toLowerCase();

/** Amenities as the bits of the stored `amenity_mask` column: bit i is AMENITIES[i]. */
export function amenityMask(amenities: readonly TAmenity[]): number {
  let mask = 0;
  for (const a of amenities) {
    const bit = AMENITIES.indexOf(a);
    if (bit >= 0) mask |= 1 << bit;
  }
  return mask;
}

/**
 * The WHERE clause of a search (without paging or order). Options, for finding the rows (never for
 * estimates, which keep the plain form):
 * - `boxAsFilter`: a map box is written so that the box's index (on latitude) cannot take it: it is
 *   then tested on the entries of the index that gives the order (the newest-first index carries
 *   latitude and longitude, migration 0006, and the filter columns, migration 0012);
 * - `bedroomsInTextIndex`: with text, an exact bedroom count is written as array[bedrooms] @>
 *   array[n], which the public text index (search_vector, array[bedrooms]) answers with the text.
 */
export function buildWhere(
  q: TPropertySearch,
  visibility: TVisibility,
  text: SQL | null,
  opts: { boxAsFilter?: boolean; bedroomsInTextIndex?: boolean } = {},
): SQL {
  const c: SQL[] = [visibilityFilter(visibility, q.status)];
  if (q.type) {
    // A group ('Commercial') is each of its types; the btree index on type answers either form.
    const types = propertyTypesFor(q.type) ?? [q.type];
    c.push(
      types.length === 1
        ? sql`type = ${types[0]}`
        : sql`type in (${sql.join(
            types.map((t) => sql`${t}`),
            sql`, `,
          )})`,
    );
  }
  if (q.developer) c.push(sql`developer_id = ${q.developer}`);
  if (q.agent) c.push(sql`agent_id = ${q.agent}`);
  if (q.city) c.push(sql`city_key = ${key(q.city)}`);
  if (q.state) c.push(sql`state_key = ${key(q.state)}`);
  if (q.locality) c.push(sql`locality_key = ${key(q.locality)}`);
  if (q.priceMin !== undefined) c.push(sql`price >= ${q.priceMin}`);
  if (q.priceMax !== undefined) c.push(sql`price <= ${q.priceMax}`);
  if (q.minArea !== undefined) c.push(sql`area >= ${q.minArea}`);
  if (q.maxArea !== undefined) c.push(sql`area <= ${q.maxArea}`);
  if (q.bedrooms) {
    const { value, atLeast } = q.bedrooms;
    if (atLeast) c.push(sql`bedrooms >= ${value}`);
    else if (text && opts.bedroomsInTextIndex) c.push(sql`array[bedrooms] @> array[${value}]::int[]`);
    else c.push(sql`bedrooms = ${value}`);
  }
  if (q.bathrooms) {
    // Bathrooms are whole (migration 0013): an old link's '1.5+' is 2 or more, and exactly 1.5 is none.
    const { value, atLeast } = q.bathrooms;
    if (atLeast) c.push(sql`bathrooms >= ${Math.ceil(value)}`);
    else c.push(Number.isInteger(value) ? sql`bathrooms = ${value}` : sql`false`);
  }
  if (q.amenities?.length) {
    // The bitmask the search indexes carry (migration 0012), written as a literal like the statuses.
    const mask = amenityMask(q.amenities);
    c.push(sql.raw(`amenity_mask & ${mask} = ${mask}`));
  }
  if (q.featured !== undefined) c.push(sql`featured = ${q.featured}`);
  // Written as the partial index's predicate (migration 0016) so the planner can use it.
  if (q.rera) c.push(sql.raw('rera_id is not null'));
  // Written with the partial index's predicate (migration 0020); the date bounds its key.
  if (q.priceDropped) {
    c.push(
      sql.raw(
        `price_dropped_at is not null and price_dropped_at > now() - interval '${PRICE_DROP_DAYS} days'`,
      ),
    );
  }
  if (q.bbox) {
    const b = q.bbox;
    c.push(
      opts.boxAsFilter
        ? // amenity_mask (never null) is in the newest-first index but not the box's: without it the
          // planner, blind to the box's selectivity, sorted the whole box index (837,000 entries, 0.9 s).
          sql`(lat + 0) between ${b.minLat} and ${b.maxLat} and (lng + 0) between ${b.minLng} and ${b.maxLng} and amenity_mask is not null`
        : sql`lat between ${b.minLat} and ${b.maxLat} and lng between ${b.minLng} and ${b.maxLng}`,
    );
  }
  if (text) c.push(sql`search_vector @@ (${text})`);
  return sql.join(c, sql` and `);
}

/**
 * Relevance: the full-text rank, where a title or building match (weight A) outranks a place or
 * builder match (B) and a description match (C). A trigram closeness term was measured too: it
 * tripled the cost of ranking (word_similarity on every match) for no better order, since
 * misspellings are already mapped to real words before matching.
 */
export function rankExpression(text: SQL): SQL {
  return sql`ts_rank(search_vector, ${text})`;
}

/** The columns an order reads (besides id), so that a page's ids can come from a covering index. */
export function orderColumns(sort: TPropertySearch['sort']): SQL {
  if (sort === 'price_asc' || sort === 'price_desc') return sql`price`;
  if (sort === 'area_desc') return sql`area`;
  return sql`created_at`;
}

/**
 * The default order of a list without search text ('Relevance'): listings confirmed recently enough
 * first, then by completeness, then the most recently confirmed; never payment. It is the order of
 * the `properties_pub_relevance_idx` index, and within a city of `properties_pub_city_relevance_idx`
 * (migration 0017), so a page of public listings walks an index and stops, whatever the number of
 * listings; quality_score is computed on write.
 */
export const FRESHNESS_ORDER = sql`stale asc, quality_score desc, confirmed_at desc, id desc`;
/** The columns FRESHNESS_ORDER reads (besides id), for a page's ids from the index's entries. */
export const FRESHNESS_ORDER_COLUMNS = sql`stale, quality_score, confirmed_at`;

/**
 * ORDER BY for a sort; every order ends on id so pages never overlap. For relevance without a
 * rank (too many matches to rank), `fewMatches` says the matches are few enough to collect and
 * sort, rather than to find by walking the newest-first index.
 */
export function buildOrder(
  sort: TPropertySearch['sort'],
  rank: SQL | null,
  fewMatches = false,
  /**
   * A city's listings are sorted whole (a top-N sort of its city index's entries, at most ~80,000
   * at 1,000,000 listings): written as expressions, the price and area orders cannot walk their
   * own indexes, which for a city's rare filters read most of the country's listings (Delhi, 20-50
   * lakh, largest first: 540,000 entries, 566 ms; sorted from the city index: 41,000, 35 ms).
   */
  sortWithinCity = false,
): SQL {
  switch (sort) {
    case 'price_asc':
      return sortWithinCity ? sql`(price + 0) asc, id asc` : sql`price asc, id asc`;
    case 'price_desc':
      return sortWithinCity ? sql`(price + 0) desc, id desc` : sql`price desc, id desc`;
    case 'area_desc':
      return sortWithinCity ? sql`(area + 0) desc, id desc` : sql`area desc, id desc`;
    case 'relevance':
      if (rank) return sql`${rank} desc, created_at desc, id desc`;
      if (!fewMatches) return sql`created_at desc, id desc`;
      // Too many matches to rank: newest first. Written as an expression so PostgreSQL collects the
      // matches from the text index and sorts them, rather than walking the newest-first index and
      // testing every listing's text (measured: 40 ms against 8 ms for ~1,500 matches in 100,000).
      return sql`(created_at + interval '0 seconds') desc, id desc`;
    default:
      return sql`created_at desc, id desc`;
  }
}
