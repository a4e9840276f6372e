import { sql } from 'drizzle-orm';
import type { TStoredFile } from '../../db/schema';
import type { TPropertyRecord, TPropertyWithRelations } from './property-dto';

/**
 * The columns a listing is answered with, read in raw SQL so that a page of results, its agents and
 * builders come back in the same statement as the search (each statement costs a round trip into
 * PGlite). Money, dates and timestamps are cast to types both drivers return alike.
 */
const CARD_SQL = `
  p.id, p.title, p.type, p.status, p.price::float8 as price, p.bedrooms,
  p.bathrooms::float8 as bathrooms, p.area, p.building_name, p.floor_number, p.featured, p.line1,
  p.street, p.city, p.locality, p.state, p.zip_code, p.country, p.lat, p.lng, p.amenities,
  p.developer_id, p.developer_name, p.possession_date::text as possession_date,
  p.construction_status, p.launch_date::text as launch_date, p.images, p.agent_id, p.agent_active,
  (extract(epoch from p.created_at) * 1000)::float8 as created_ms,
  (extract(epoch from p.updated_at) * 1000)::float8 as updated_ms,
  u.id as u_id, u.name as u_name, u.email as u_email, u.avatar as u_avatar, u.company as u_company,
  u.mobile as u_mobile, u.is_verified as u_is_verified,
  d.id as d_id, d.name as d_name, d.logo as d_logo, d.description as d_description`;

/** What a list shows (the card); every column costs a conversion out of PGlite, so lists read fewer. */
export const CARD_COLUMNS = sql.raw(CARD_SQL);
/** Everything the detail page and the create / update answers show. */
export const LISTING_COLUMNS = sql.raw(`${CARD_SQL},
  p.description, p.highlights, p.nearby_localities, p.project_details, p.approvals,
  p.age_of_property, p.floor_plans, p.brochure, p.virtual_tour`);

/** Joins for LISTING_COLUMNS, after `properties p`. */
export const LISTING_JOINS = sql.raw(
  'left join users u on u.id = p.agent_id left join developers d on d.id = p.developer_id',
);

/** An instant as JavaScript's toISOString writes it (UTC, milliseconds truncated). */
export const isoTime = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The agent of a listing as both answers show it, from the users row `u` (null when none). */
export const agentJson = (u: string) => `case when ${u}.id is null then null else json_build_object(
  '_id', ${u}.id, 'name', ${u}.name, 'email', ${u}.email, 'avatar', ${u}.avatar, 'photo', ${u}.avatar,
  'company', ${u}.company, 'mobile', ${u}.mobile, 'phone', ${u}.mobile,
  'isVerified', coalesce(${u}.is_verified, false)) end`;

/** The listing `p`'s address as both answers show it. */
export const addressJson = (p: string) => `json_build_object('line1', ${p}.line1, 'street', ${p}.street,
  'city', ${p}.city, 'locality', ${p}.locality, 'state', ${p}.state, 'zipCode', ${p}.zip_code,
  'country', ${p}.country)`;

/** `location` only when the listing has coordinates: json_build_object's arguments, or nothing. */
export const withLocation = (p: string, build: (location: string) => string) => `case
  when ${p}.lat is not null and ${p}.lng is not null
  then ${build(`, 'location', json_build_object('type', 'Point', 'coordinates', json_build_array(${p}.lng, ${p}.lat))`)}
  else ${build('')} end`;

/**
 * A listing's card (toPropertyCardDto in property-dto.ts) as JSON built by the database, from the
 * listing `p`, its agent `u` and builder `d`; `extra` adds fields (`, 'key', value`).
 */
export const cardJson = (p: string, u: string, d: string, extra = '') =>
  withLocation(
    p,
    (location) => `json_build_object(
  '_id', ${p}.id, 'title', ${p}.title, 'type', ${p}.type, 'status', ${p}.status, 'price', ${p}.price::float8,
  'bedrooms', ${p}.bedrooms, 'bathrooms', ${p}.bathrooms::float8, 'area', ${p}.area,
  'buildingName', ${p}.building_name, 'floorNumber', ${p}.floor_number, 'featured', ${p}.featured,
  'address', ${addressJson(p)}, 'amenities', to_json(${p}.amenities),
  'developer', case when ${d}.id is null then null
    else json_build_object('_id', ${d}.id, 'name', ${d}.name, 'logo', ${d}.logo) end,
  'possessionDate', ${p}.possession_date::text, 'constructionStatus', ${p}.construction_status,
  'projectDetails', case when ${p}.launch_date is null then '{}'::json
    else json_build_object('launchDate', ${p}.launch_date::text) end,
  'images', case when jsonb_array_length(${p}.images) = 0 then '[]'::jsonb
    else jsonb_build_array(${p}.images -> 0) end,
  'agent', ${agentJson(u)},
  'createdAt', ${isoTime(`${p}.created_at`)}, 'updatedAt', ${isoTime(`${p}.updated_at`)}${location}${extra})`,
  );

/**
 * The cards of a `page` CTE (id, ord), in page order, as the JSON text the API answers (`cards`)
 * and their number (`n_cards`), from a FROM item named `c`. The database writes the answer's
 * JSON itself: reading one text out of it, parsing it into listings, mapping them to cards and
 * serialising them again cost the API more CPU than the query (measured on a page of 100 cards).
 */
export const PAGE_CARDS = sql.raw(`(
  select coalesce(json_agg(${cardJson('p', 'u', 'd')} order by page.ord), '[]')::text as cards,
    count(*)::int as n_cards
  from page join properties p on p.id = page.id
  left join users u on u.id = p.agent_id left join developers d on d.id = p.developer_id
) c`);

/** A page of cards as JSON text (an array of TPropertyCard) and how many it holds. */
export type TCardsJson = { json: string; count: number };
export const NO_CARDS: TCardsJson = { json: '[]', count: 0 };

export type TListingRow = {
  id: string;
  title: string;
  description?: string;
  type: string;
  status: string;
  price: number;
  bedrooms: number;
  bathrooms: number;
  area: number;
  building_name: string | null;
  floor_number: number | null;
  featured: boolean;
  line1: string | null;
  street: string;
  city: string;
  locality: string;
  state: string;
  zip_code: string;
  country: string;
  lat: number | null;
  lng: number | null;
  amenities: string[];
  highlights?: string[];
  nearby_localities?: Record<string, unknown>;
  project_details?: Record<string, unknown>;
  approvals?: { name: string; number: string; date: string | null }[];
  developer_id: string | null;
  developer_name: string | null;
  possession_date: string | null;
  construction_status: string;
  age_of_property?: number | null;
  launch_date: string | null;
  images: TStoredFile[];
  floor_plans?: TStoredFile[];
  brochure?: TStoredFile | null;
  virtual_tour?: TStoredFile | null;
  agent_id: string;
  agent_active: boolean;
  created_ms: number;
  updated_ms: number;
  u_id: string | null;
  u_name: string | null;
  u_email: string | null;
  u_avatar: string | null;
  u_company: string | null;
  u_mobile: string | null;
  u_is_verified: boolean | null;
  d_id: string | null;
  d_name: string | null;
  d_logo: TStoredFile | null;
  d_description: string | null;
};

const num = (v: unknown): number => (typeof v === 'number' ? v : Number(v));
const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : num(v));

export function toListing(r: TListingRow): TPropertyWithRelations {
  const property: TPropertyRecord = {
    id: r.id,
    title: r.title,
    description: r.description ?? '',
    type: r.type,
    status: r.status,
    price: num(r.price),
    bedrooms: num(r.bedrooms),
    bathrooms: num(r.bathrooms),
    area: num(r.area),
    buildingName: r.building_name,
    floorNumber: numOrNull(r.floor_number),
    featured: r.featured,
    line1: r.line1,
    street: r.street,
    city: r.city,
    locality: r.locality,
    state: r.state,
    zipCode: r.zip_code,
    country: r.country,
    lat: numOrNull(r.lat),
    lng: numOrNull(r.lng),
    amenities: r.amenities ?? [],
    highlights: r.highlights ?? [],
    nearbyLocalities: r.nearby_localities ?? {},
    projectDetails: r.project_details ?? {},
    approvals: r.approvals ?? [],
    developerId: r.developer_id,
    developerName: r.developer_name,
    possessionDate: r.possession_date,
    constructionStatus: r.construction_status,
    ageOfProperty: numOrNull(r.age_of_property),
    launchDate: r.launch_date,
    images: r.images ?? [],
    floorPlans: r.floor_plans ?? [],
    brochure: r.brochure ?? null,
    virtualTour: r.virtual_tour ?? null,
    agentId: r.agent_id,
    agentActive: r.agent_active,
    createdAt: new Date(num(r.created_ms)),
    updatedAt: new Date(num(r.updated_ms)),
  };
  return {
    property,
    agent: r.u_id
      ? {
          id: r.u_id,
          name: r.u_name ?? '',
          email: r.u_email ?? '',
          avatar: r.u_avatar,
          company: r.u_company,
          mobile: r.u_mobile,
          isVerified: !!r.u_is_verified,
        }
      : null,
    developer: r.d_id
      ? { id: r.d_id, name: r.d_name ?? '', logo: r.d_logo, description: r.d_description ?? '' }
      : null,
  };
}
