import { SIMILAR_MAX, SIMILAR_RADIUS_KM } from '@nivaas/shared/constants';
import { type SQL, sql } from 'drizzle-orm';
import {
  addressJson,
  freshnessJson,
  isoTime,
  priceDropJson,
  type TCardJson,
  withLocation,
} from './property-card-json';

/** Candidates read by the nearest-neighbour scan before exact distances are computed. */
const SIMILAR_CANDIDATES = 30;

/** The listing's approvals, each with a number ('' when none) and a date (null when none). */
const approvalsJson = (p: string) => `(select coalesce(json_agg(json_build_object(
    'name', a -> 'name', 'number', coalesce(nullif(a -> 'number', 'null'::jsonb), '""'::jsonb),
    'date', coalesce(a -> 'date', 'null'::jsonb)) order by i), '[]'::json)
  from jsonb_array_elements(${p}.approvals) with ordinality e(a, i))`;

/**
 * Every price of listing `p`, oldest first, each with its change in per cent against the one before
 * (one decimal, halves away from zero as withChanges of packages/shared rounds), ZPriceHistory.
 */
const priceHistoryJson = (p: string) => `(select coalesce(json_agg(json_build_object(
    'price', h.price::float8, 'changedAt', ${isoTime('h.changed_at')},
    'changePercent', case when h.before > 0
      then round((h.price - h.before) * 100.0 / h.before, 1)::float8 end) order by h.changed_at, h.id), '[]'::json)
  from (select ph.id, ph.price, ph.changed_at,
      lag(ph.price) over (order by ph.changed_at, ph.id) as before
    from property_price_history ph where ph.property_id = ${p}.id) h)`;

/** Great-circle distance in km between listing `q` and listing `p` (haversine). */
const distanceKm = (q: string, p: string) => `12742 * asin(sqrt(
  power(sin(radians(${q}.lat - ${p}.lat) / 2), 2) +
  cos(radians(${p}.lat)) * cos(radians(${q}.lat)) * power(sin(radians(${q}.lng - ${p}.lng) / 2), 2)))`;

/**
 * Up to SIMILAR_MAX public listings within SIMILAR_RADIUS_KM of listing `p`, nearest first, as the
 * cards' JSON array `s.cards`. A sold listing's market is For Sale, a rented one's For Rent. The
 * GiST nearest-neighbour scan on the projected point finds candidates in distance order; the exact
 * distance then filters and orders them, and is answered rounded to 10 m like Math.round would.
 */
const similarJson = (cards: TCardJson) => `lateral (
  select (${cards.cardsArray(
    cards.cardText('sp', 'su', 'sd', [['distanceKm', 'floor(n.distance_km * 100 + 0.5) / 100']]),
    'n.distance_km, n.id',
  )})::json as cards
  from (
    select near.id, near.distance_km from (
      select q.id, ${distanceKm('q', 'p')} as distance_km
      from properties q
      where p.lat is not null and p.lng is not null and q.geo_km is not null
        and q.listed and q.status = case when p.status in ('For Rent', 'Rented') then 'For Rent' else 'For Sale' end
        and q.id <> p.id
      order by q.geo_km <-> point(p.lng * cos(radians(p.lat)) * 111.32, p.lat * 110.574)
      limit ${SIMILAR_CANDIDATES}
    ) near
    where near.distance_km <= ${SIMILAR_RADIUS_KM}
    order by near.distance_km, near.id
    limit ${SIMILAR_MAX}
  ) n
  join property_cards sp on sp.id = n.id
  left join users su on su.id = sp.agent_id left join developers sd on sd.id = sp.developer_id
) s`;

/** The detail (ZProperty, with similarProperties) as JSON built by the database: its one writer. */
const detailJson = (cards: TCardJson) =>
  withLocation(
    'p',
    (location) => `json_build_object(
  '_id', p.id, 'title', p.title, 'description', p.description, 'titleHi', p.title_hi,
  'descriptionHi', p.description_hi, 'type', p.type, 'status', p.status,
  'price', p.price::float8, 'bedrooms', p.bedrooms, 'bathrooms', p.bathrooms::float8, 'area', p.area,
  'buildingName', p.building_name, 'floorNumber', p.floor_number, 'featured', p.featured,
  'address', ${addressJson('p')}, 'amenities', to_json(p.amenities), 'highlights', to_json(p.highlights),
  'nearbyLocalities', p.nearby_localities, 'projectDetails', p.project_details,
  'approvals', ${approvalsJson('p')},
  'developer', case when d.id is null then null else json_build_object('_id', d.id, 'name', d.name,
    'logo', d.logo, 'description', d.description) end,
  'possessionDate', p.possession_date::text, 'constructionStatus', p.construction_status,
  'ageOfProperty', p.age_of_property, 'images', p.images,
  'floorPlan', p.floor_plans -> 0, 'floorPlans', p.floor_plans,
  'brochure', p.brochure, 'virtualTour', p.virtual_tour,
  'agent', ${cards.agentJson('u')}, 'isListed', p.listed, 'hiddenReason', p.hidden_reason,
  'createdAt', ${isoTime('p.created_at')}, 'updatedAt', ${isoTime('p.updated_at')},
  'freshness', ${freshnessJson('p')}, 'priceDrop', ${priceDropJson('p')}${location},
  'priceHistory', ${priceHistoryJson('p')},
  'similarProperties', s.cards)`,
  );

export type TDetailJsonRow = {
  agent_id: string;
  listed: boolean;
  state: string;
  rera_id: string | null;
  rera_checked_at: string | null;
  json: string;
};

/**
 * One statement for the whole detail answer: the listing, its agent and builder and the similar
 * listings' cards, written as the answer's JSON by the database (as list pages are, see
 * property-card-json.ts), with what the service needs to decide who may see it.
 */
export function createDetailJson(cards: TCardJson) {
  const json = sql.raw(detailJson(cards));
  const similar = sql.raw(similarJson(cards));
  return (id: string): SQL => sql`
  select p.agent_id, p.listed, p.state, p.rera_id,
    ${sql.raw(isoTime('p.rera_checked_at'))} as rera_checked_at, (${json})::text as json
  from properties p
  left join users u on u.id = p.agent_id left join developers d on d.id = p.developer_id
  cross join ${similar}
  where p.id = ${id}`;
}
