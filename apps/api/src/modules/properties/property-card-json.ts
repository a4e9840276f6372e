import { PRICE_DROP_DAYS } from '@nivaas/shared/price-drop';
import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The one reader of a listing's JSON in lists (the card, ZPropertyCard): the database answers the
 * JSON text itself. Lists, favourites, the admin tables and the detail's similar listings all use
 * it. Migration 0029 defines the card's members and its triggers store them on every write
 * (property_cards.fields, users.card_json, developers.card_json); the detail
 * (property-detail-json.ts) is built from the pieces below and the stored agent. File URLs come out
 * as stored; the repository answers them through `media.json` (absolute when PUBLIC_URL is set).
 */

/** An instant as JavaScript's toISOString writes it (UTC, milliseconds truncated). */
export const isoTime = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The listing `p`'s address as both answers show it. */
export const addressJson = (p: string) => `json_build_object('line1', ${p}.line1, 'street', ${p}.street,
  'city', ${p}.city, 'locality', ${p}.locality, 'state', ${p}.state, 'zipCode', ${p}.zip_code,
  'country', ${p}.country)`;

/** When the listing `p` was last confirmed available and what came of it (ZListingFreshness). */
export const freshnessJson = (p: string) => `json_build_object('confirmedAt', ${isoTime(`${p}.confirmed_at`)},
  'isStale', ${p}.stale, 'isHiddenAsStale', coalesce(${p}.hidden_reason = 'stale', false))`;

/**
 * The listing `p`'s latest change of price when it was a drop within the last PRICE_DROP_DAYS
 * (ZPriceDrop), else null: what the 'Price dropped {x}%' badge reads (migration 0020).
 */
export const priceDropJson = (p: string) => `case
  when ${p}.price_dropped_at > now() - interval '${PRICE_DROP_DAYS} days'
  then json_build_object('droppedAt', ${isoTime(`${p}.price_dropped_at`)}, 'percent', ${p}.price_drop_percent::float8)
  else null end`;

/** `location` only when the listing has coordinates: json_build_object's arguments, or nothing. */
export const withLocation = (p: string, build: (location: string) => string) => `case
  when ${p}.lat is not null and ${p}.lng is not null
  then ${build(`, 'location', json_build_object('type', 'Point', 'coordinates', json_build_array(${p}.lng, ${p}.lat))`)}
  else ${build('')} end`;

/** A page of cards as JSON text (an array of TPropertyCard) and how many it holds. */
export type TCardsJson = { json: string; count: number };
export const NO_CARDS: TCardsJson = { json: '[]', count: 0 };

/**
 * Members added to a card beyond ZPropertyCard's, each a key and an SQL expression of its JSON value
 * (json, jsonb or a number; null when SQL null).
 */
export type TCardExtras = ReadonlyArray<readonly [key: string, json: string]>;

export function createCardJson() {
  /**
   * A listing's card (ZPropertyCard) as JSON text, from its row `c` of property_cards, its agent `u`
   * and builder `d`. The listing's own members, the agent and the builder are stored (migration 0029
   * writes them on every insert and update): only the price drop, which ends with time, is built
   * here. Building each card's JSON on every search was a third of the database's CPU for a page of
   * 12 cards.
   */
  const cardText = (c: string, u: string, d: string, extras: TCardExtras = []) =>
    `'{' || ${c}.fields || ',"developer":' || coalesce(${d}.card_json, 'null')
  || ',"agent":' || coalesce(${u}.card_json, 'null')
  || ',"priceDrop":' || coalesce((${priceDropJson(c)})::text, 'null')${extras
    .map(([key, json]) => `\n  || ',"${key}":' || coalesce((${json})::text, 'null')`)
    .join('')} || '}'`;

  /** An aggregate of `card` (one card's JSON text per row) as a JSON array's text, in `order`. */
  const cardsArray = (card: string, order: string) =>
    `'[' || coalesce(string_agg(${card}, ',' order by ${order}), '') || ']'`;

  /**
   * The cards of a `page` CTE (id, ord), in page order, as the JSON text the API answers (`cards`)
   * and their number (`n_cards`), from a FROM item named `c`. The database writes the answer's
   * JSON itself: reading one text out of it, parsing it into listings, mapping them to cards and
   * serialising them again cost the API more CPU than the query (measured on a page of 100 cards).
   */
  const pageCardsText = (extras: TCardExtras) => `(
  select ${cardsArray(cardText('pc', 'u', 'd', extras), 'page.ord')} as cards, count(*)::int as n_cards
  from page join property_cards pc on pc.id = page.id${extras.length ? ' join properties p on p.id = page.id' : ''}
  left join users u on u.id = pc.agent_id left join developers d on d.id = pc.developer_id
) c`;
  const cardPage = cardPageFunction(pageCardsText([]));
  /**
   * The same FROM item through the database function holding it (cardPageFunction): a list's
   * statement then leaves the cards, its longest part, to a plan the connection keeps.
   */
  const pageCards = sql.raw(`(select f.page_cards as cards, f.page_count as n_cards
  from ${cardPage.name}(array(select page.id from page order by page.ord)) f) c`);

  return {
    /** The agent `u` as a card and the detail show it (json; null when none). */
    agentJson: (u: string) => `${u}.card_json::json`,
    cardText,
    cardsArray,
    pageCards,
    /** The function pageCards calls: migrate() creates it. */
    cardPageFunction: cardPage,
    /**
     * A statement answering the cards of `page` (a query of `id` and `ord`, the order) as JSON
     * text: `cards` and `n_cards`; `extras` adds members to each card, from the listing's row `p`.
     */
    pageCardsStatement: (page: SQL, extras?: TCardExtras): SQL =>
      sql`with page as (${page}) select c.cards, c.n_cards from ${extras?.length ? sql.raw(pageCardsText(extras)) : pageCards}`,
  };
}
export type TCardJson = ReturnType<typeof createCardJson>;

/**
 * A database function answering the cards of a page of listing ids (in their order) with the
 * statement `pageCards` (a FROM item over a `page` CTE, named `c`). PL/pgSQL keeps the plan of a
 * function's statement for the connection, so the card JSON, the longest part of every list's
 * statement, is parsed and planned once per connection instead of on every search (the peers' search
 * at 100,000 listings: planning 1.26 → 0.62 ms; pgbench at 50 connections 453 → 675 statements/s).
 * The name carries a hash of its definition, so during an upgrade instances of two versions each call
 * their own; migrate() creates it.
 */
export function cardPageFunction(pageCards: string): { name: string; create: string } {
  const body = `begin
  return query with page as (select t.id, t.ord from unnest(ids) with ordinality as t(id, ord))
  select c.cards, c.n_cards from ${pageCards};
end`;
  // The API's connections plan each prepared statement for its values (PLAN_EACH_EXECUTION); this
  // function's one statement does the same work for any page, so it keeps its plan.
  const definition = `returns table (page_cards text, page_count int)
language plpgsql stable set plan_cache_mode = auto as $fn$
${body}
$fn$`;
  const name = `card_page_json_${createHash('sha256').update(definition).digest('hex').slice(0, 12)}`;
  return { name, create: `create or replace function ${name}(ids uuid[]) ${definition}` };
}
