import { sql } from 'drizzle-orm';
import type { TListingHiddenReason } from '@nivaas/shared/listing-visibility';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  point,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type TStoredFile = {
  _id: string;
  url: string;
  publicId: string;
  variants?: { small: string; medium: string; large: string };
  name?: string;
  size?: number;
  mimeType?: string;
};

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: ['buyer', 'agent', 'admin'] }).notNull(),
    mobile: text('mobile'),
    occupation: text('occupation'),
    avatar: text('avatar'),
    company: text('company'),
    licenseNumber: text('license_number'),
    specializations: text('specializations').array().notNull().default(sql`'{}'::text[]`),
    isVerified: boolean('is_verified').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /** When the owner opened the confirmation link sent to `email`; null until then, and again after a change. */
    emailVerifiedAt: ts('email_verified_at'),
    /** A +91 number proved by a code sent to it ('+919822012345'): signs the account in by SMS. */
    phoneVerified: text('phone_verified'),
    /** 'Alert me when a favourite's price drops' (migration 0021). */
    favouritePriceAlerts: boolean('favourite_price_alerts').notNull().default(false),
    /** The site's language the user chose ('en' or 'hi', issue 19; migration 0026); null until they do. */
    preferredLanguage: text('preferred_language', { enum: ['en', 'hi'] }),
    /** The user as an agent on listing cards, as JSON text, written by a trigger (migration 0029). */
    cardJson: text('card_json'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_phone_verified_key').on(t.phoneVerified),
    index('users_role_created_idx').on(t.role, t.createdAt),
    check('users_role_check', sql`${t.role} in ('buyer', 'agent', 'admin')`),
    check('users_preferred_language_check', sql`${t.preferredLanguage} in ('en', 'hi')`),
  ],
);

/**
 * Signed-in sessions: every token names one (its `sid`), and a request is honoured only while its
 * row exists and has not expired, so signing out, a password change or deactivation ends a token at
 * once. Read in the same query as the user (auth.service.ts authenticate).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Single-use links sent by email (a password reset, an email confirmation). Only the SHA-256 of
 * the link's secret is kept, so a copy of this table opens nothing; `used_at` is set by the one
 * request that uses it.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['password-reset', 'email-confirm'] }).notNull(),
    /** The address a confirmation link confirms (the account's email when it was sent). */
    email: text('email'),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('account_tokens_user_idx').on(t.userId, t.purpose)],
);

/**
 * Sign-in codes sent by SMS: an HMAC of the code under the server's secret (a million possible
 * codes would be no secret as a plain hash), valid a few minutes, with its wrong tries counted.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey(),
    mobile: text('mobile').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('otp_codes_mobile_idx').on(t.mobile, t.createdAt)],
);

export type TDeveloperRow = typeof developers.$inferSelect;
export const developers = pgTable(
  'developers',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    website: text('website'),
    foundedYear: integer('founded_year'),
    logo: jsonb('logo').$type<TStoredFile | null>(),
    hqCity: text('hq_city').notNull(),
    hqState: text('hq_state').notNull(),
    hqCountry: text('hq_country').notNull().default('India'),
    completedProjects: integer('completed_projects').notNull().default(0),
    ongoingProjects: integer('ongoing_projects').notNull().default(0),
    upcomingProjects: integer('upcoming_projects').notNull().default(0),
    flagshipProjects: jsonb('flagship_projects')
      .$type<{ name: string; description: string }[]>()
      .notNull()
      .default([]),
    team: jsonb('team')
      .$type<{ name: string; designation: string; image: TStoredFile | null }[]>()
      .notNull()
      .default([]),
    specializations: jsonb('specializations')
      .$type<{ name: string; description: string }[]>()
      .notNull()
      .default([]),
    /** Lower-cased specialization names, kept beside the JSON so the filter has an index. */
    specializationKeys: text('specialization_keys').array().notNull().default(sql`'{}'::text[]`),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    socialMedia: jsonb('social_media')
      .$type<{ facebook?: string; twitter?: string; linkedin?: string; instagram?: string }>()
      .notNull()
      .default({}),
    awards: jsonb('awards')
      .$type<{ name: string; year: number | null; category: string }[]>()
      .notNull()
      .default([]),
    /** The builder on listing cards, as JSON text, written by a trigger (migration 0029). */
    cardJson: text('card_json'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('developers_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('developers_hq_city_idx').on(sql`lower(${t.hqCity})`),
    index('developers_spec_keys_idx').using('gin', t.specializationKeys),
  ],
);

/** The rows public lists show; written out literally so the planner matches the partial indexes. */
export const PUBLIC_ROWS = sql.raw(`listed and status in ('For Sale', 'For Rent')`);

export type TPropertyRow = typeof properties.$inferSelect;
export const properties = pgTable(
  'properties',
  {
    id: uuid('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** The agent's Hindi title and description, beside the English ones (migration 0025). */
    titleHi: text('title_hi'),
    descriptionHi: text('description_hi'),
    type: text('type').notNull(),
    status: text('status').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    bedrooms: integer('bedrooms').notNull().default(0),
    bathrooms: integer('bathrooms').notNull().default(0),
    area: integer('area').notNull(),
    buildingName: text('building_name'),
    floorNumber: integer('floor_number'),
    featured: boolean('featured').notNull().default(false),
    line1: text('line1'),
    street: text('street').notNull(),
    city: text('city').notNull(),
    locality: text('locality').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull(),
    country: text('country').notNull().default('India'),
    /** Normalised copies for case- and space-insensitive filters. */
    cityKey: text('city_key').generatedAlwaysAs(sql`lower(btrim(city))`),
    stateKey: text('state_key').generatedAlwaysAs(sql`lower(btrim(state))`),
    localityKey: text('locality_key').generatedAlwaysAs(sql`lower(btrim(locality))`),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    amenities: text('amenities').array().notNull().default(sql`'{}'::text[]`),
    /**
     * The amenities as bits (bit i: AMENITIES[i] of packages/shared), so the search indexes carry
     * them in 4 bytes (migration 0012).
     */
    amenityMask: integer('amenity_mask').generatedAlwaysAs(sql`amenity_mask(amenities)`),
    highlights: text('highlights').array().notNull().default(sql`'{}'::text[]`),
    nearbyLocalities: jsonb('nearby_localities').$type<Record<string, unknown>>().notNull().default({}),
    projectDetails: jsonb('project_details').$type<Record<string, unknown>>().notNull().default({}),
    approvals: jsonb('approvals')
      .$type<{ name: string; number: string; date: string | null }[]>()
      .notNull()
      .default([]),
    developerId: uuid('developer_id').references(() => developers.id, { onDelete: 'set null' }),
    /** Builder name copied here so the full-text document needs no join; kept in step on rename. */
    developerName: text('developer_name'),
    possessionDate: date('possession_date', { mode: 'string' }),
    constructionStatus: text('construction_status').notNull().default('Under Construction'),
    ageOfProperty: integer('age_of_property'),
    launchDate: date('launch_date', { mode: 'string' }),
    /** projectDetails.reraId copied out for the 'RERA registered only' filter (migration 0016). */
    reraId: text('rera_id').generatedAlwaysAs(sql`nullif(btrim(project_details ->> 'reraId'), '')`),
    /**
     * When and by which admin the RERA number was checked against the authority's register; a
     * trigger clears both when the number changes (migration 0016).
     */
    reraCheckedAt: ts('rera_checked_at'),
    reraCheckedBy: uuid('rera_checked_by').references(() => users.id, { onDelete: 'set null' }),
    images: jsonb('images').$type<TStoredFile[]>().notNull().default([]),
    floorPlans: jsonb('floor_plans').$type<TStoredFile[]>().notNull().default([]),
    brochure: jsonb('brochure').$type<TStoredFile | null>(),
    virtualTour: jsonb('virtual_tour').$type<TStoredFile | null>(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * Shown on the public site: its agent is active and it is not hidden (`hiddenReason`). Every
     * public list, count, map cell and the detail page filter on this one flag, through the partial
     * `properties_pub_*` indexes; `listing-visibility.ts` keeps it in step with both causes.
     */
    listed: boolean('listed').notNull().default(true),
    /** Why the listing is off the public site while its agent is active (LISTING_HIDDEN_REASONS). */
    hiddenReason: text('hidden_reason').$type<TListingHiddenReason>(),
    hiddenAt: ts('hidden_at'),
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(coalesce(title, '') || ' ' || coalesce(building_name, '') || ' ' || coalesce(locality, '') || ' ' || coalesce(city, '') || ' ' || coalesce(state, '') || ' ' || coalesce(developer_name, '') || ' ' || coalesce(title_hi, ''))`,
    ),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(building_name, '') || ' ' || coalesce(title_hi, '')), 'A') || setweight(to_tsvector('simple', coalesce(locality, '') || ' ' || coalesce(city, '') || ' ' || coalesce(state, '') || ' ' || coalesce(developer_name, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C') || setweight(to_tsvector('simple', coalesce(description_hi, '')), 'C')`,
    ),
    /**
     * Position in kilometres on a local flat projection (x = lng·cos(lat)·111.32, y = lat·110.574),
     * so a GiST nearest-neighbour scan orders by distance for similar listings.
     */
    geoKm: point('geo_km', { mode: 'xy' }).generatedAlwaysAs(
      sql`case when lat is null or lng is null then null else point(lng * cos(radians(lat)) * 111.32, lat * 110.574) end`,
    ),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    /**
     * When the agent last confirmed the listing is available: its creation, an edit by its agent,
     * a click in the agent's table or weekly email (migration 0017). Not `updated_at`: confirming
     * changes nothing a visitor reads as an update.
     */
    confirmedAt: ts('confirmed_at').notNull().defaultNow(),
    /** Unconfirmed past the site's stale limit: set by the daily freshness job, cleared on confirming. */
    stale: boolean('stale').notNull().default(false),
    /**
     * Completeness (photos, description, RERA number, amenities), 0 to 100, computed by the database
     * on write (listing_quality, migration 0017), for the default order.
     */
    qualityScore: smallint('quality_score').generatedAlwaysAs(
      sql`listing_quality(images, description, project_details, amenities)`,
    ),
    /**
     * The latest change of price, when it was a drop: when, and by how much against the price just
     * before it (one decimal). Set by a trigger on a drop, cleared on a rise; an update leaving the
     * price as it was touches neither (migration 0020). Badge and filter read them for 30 days.
     */
    priceDroppedAt: ts('price_dropped_at'),
    priceDropPercent: numeric('price_drop_percent', { precision: 4, scale: 1, mode: 'number' }),
  },
  (t) => [
    // Public lists (For Sale / For Rent of active agents): partial indexes per filter and order, so
    // a page is an ordered index scan that stops after `limit` rows. Each index also costs planning
    // time on every query and work on every insert, so a filter has one index, not several: the
    // generic type/bedrooms/area/state/locality indexes of 0001 are replaced by these, and the
    // trigram index on search_text by the search_terms vocabulary (migration 0003).
    // The newest-first, price and area indexes and the city index carry every column the search
    // form filters on (INCLUDE, written in migration 0012: drizzle does not express it), so a
    // search without text is answered from index entries alone.
    index('properties_pub_created_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(PUBLIC_ROWS),
    index('properties_pub_city_idx')
      .on(t.cityKey, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(PUBLIC_ROWS),
    // A city's listings by sale/rent and price, with the other filter columns INCLUDEd (migration
    // 0027): a filtered search counts only the entries in its city, status and price band, not the
    // whole city (Nashik, For Sale, 20-90 lakh, 2+ bedrooms at 100,000 listings: 5,760 entries read
    // for 3,581 matches, against 14,291 from the city index).
    index('properties_pub_city_price_idx').on(t.cityKey, t.status, t.price, t.id).where(PUBLIC_ROWS),
    index('properties_pub_locality_idx')
      .on(t.localityKey, t.createdAt.desc().nullsFirst())
      .where(PUBLIC_ROWS),
    // A locality's prices by sale/rent and type, addressed by slugs (migration 0023, which adds
    // price, area and created_at as INCLUDE).
    index('properties_pub_locality_prices_idx')
      .on(sql`locality_slug(city_key)`, sql`locality_slug(locality_key)`, t.status, t.type)
      .where(PUBLIC_ROWS),
    index('properties_pub_state_idx').on(t.stateKey, t.createdAt.desc().nullsFirst()).where(PUBLIC_ROWS),
    index('properties_pub_type_idx').on(t.type, t.createdAt.desc().nullsFirst()).where(PUBLIC_ROWS),
    index('properties_pub_bedrooms_idx').on(t.bedrooms, t.createdAt.desc().nullsFirst()).where(PUBLIC_ROWS),
    index('properties_pub_price_idx').on(t.price, t.id).where(PUBLIC_ROWS),
    // 'RERA registered only', newest first, with the filter columns INCLUDEd (migration 0016).
    index('properties_pub_rera_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`listed and status in ('For Sale', 'For Rent') and rera_id is not null`),
    index('properties_pub_area_idx')
      .on(t.area.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(PUBLIC_ROWS),
    index('properties_geo_km_idx').using('gist', t.geoKm),
    index('properties_public_created_idx').on(t.status, t.createdAt).where(sql`listed`),
    index('properties_city_key_idx').on(t.cityKey, t.status, t.createdAt),
    index('properties_price_idx').on(t.status, t.price),
    index('properties_featured_idx').on(t.createdAt).where(sql`featured and listed`),
    index('properties_agent_idx').on(t.agentId, t.createdAt),
    index('properties_developer_idx').on(t.developerId),
    // The map view's box in any list order, read from the index alone (migration 0004).
    index('properties_pub_map_idx').on(t.lat, t.lng, t.createdAt, t.id, t.price, t.area).where(PUBLIC_ROWS),
    // A city's map, its positions read from the index alone (migration 0014).
    index('properties_pub_city_map_idx').on(t.cityKey, t.lat, t.lng).where(PUBLIC_ROWS),
    index('properties_pub_city_lng_map_idx').on(t.cityKey, t.lng, t.lat).where(PUBLIC_ROWS),
    // A narrow strip of longitudes (the left and right edges of a map box), by longitude first.
    index('properties_pub_lng_map_idx').on(t.lng, t.lat).where(PUBLIC_ROWS),
    // The default order (Relevance): fresh, complete, recently confirmed first (migration 0017,
    // which adds the filter columns as INCLUDE).
    index('properties_pub_relevance_idx')
      .on(
        t.stale,
        t.qualityScore.desc().nullsFirst(),
        t.confirmedAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      )
      .where(PUBLIC_ROWS),
    index('properties_pub_city_relevance_idx')
      .on(
        t.cityKey,
        t.stale,
        t.qualityScore.desc().nullsFirst(),
        t.confirmedAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      )
      .where(PUBLIC_ROWS),
    index('properties_stale_confirmed_idx').on(t.stale, t.confirmedAt),
    // 'Price dropped': public listings with a drop, by its date (migration 0020).
    index('properties_pub_price_dropped_idx')
      .on(t.priceDroppedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`listed and status in ('For Sale', 'For Rent') and price_dropped_at is not null`),
    index('properties_search_vector_idx').using('gin', t.searchVector),
    check('properties_price_check', sql`${t.price} >= 0`),
    check('properties_area_check', sql`${t.area} >= 0`),
    check('properties_hidden_reason_check', sql`${t.hiddenReason} in ('stale', 'reported', 'moderator')`),
    check('properties_hidden_not_listed_check', sql`not (${t.listed} and ${t.hiddenReason} is not null)`),
  ],
);

/**
 * Distinct words of the listings' searchable names (title, building, locality, city, state,
 * developer), kept by a trigger (migration 0003). Search corrects a misspelt word to its nearest
 * words here, a small table, instead of comparing trigrams against every listing.
 */
export const searchTerms = pgTable('search_terms', { term: text('term').primaryKey() }, (t) => [
  index('search_terms_trgm_idx').using('gin', sql`${t.term} gin_trgm_ops`),
]);

/**
 * The public map's grid, counted ahead (migration 0014): per grid level (cells of 2^-level degrees),
 * cell and status, how many listings of active agents lie in the cell and the sums of their
 * positions. Statement-level triggers on properties keep it in step, so a map of the whole country
 * adds up a few thousand cells instead of a million listings.
 */
export const propertyMapCells = pgTable(
  'property_map_cells',
  {
    /** '' for the country's cells; a city's key for that city's (migration 0024). */
    cityKey: text('city_key').notNull().default(''),
    level: smallint('level').notNull(),
    cy: integer('cy').notNull(),
    cx: integer('cx').notNull(),
    status: text('status').notNull(),
    n: integer('n').notNull(),
    sumLat: doublePrecision('sum_lat').notNull(),
    sumLng: doublePrecision('sum_lng').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cityKey, t.level, t.cy, t.cx, t.status] })],
);

/**
 * The public listings counted ahead by city, status, price step, type and bedrooms (migration 0028):
 * a city's search filtered on these alone adds up the rows of the price steps it covers whole instead
 * of counting thousands of listings, and counts only those in the steps its price limits cut
 * (`count-ahead.ts`). Statement-level triggers on properties keep it in step, in the writes'
 * transactions.
 */
export const listingCounts = pgTable(
  'listing_counts',
  {
    cityKey: text('city_key').notNull(),
    status: text('status').notNull(),
    /** `listing_price_step(price)`: the price's band (digits and first digit) halved (priceStep). */
    priceStep: smallint('price_step').notNull(),
    type: text('type').notNull(),
    bedrooms: integer('bedrooms').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cityKey, t.status, t.priceStep, t.type, t.bedrooms] })],
);

/**
 * Each listing's card (ZPropertyCard) as lists answer it, kept by a trigger on properties on every
 * insert and update, never by the app (migration 0029): the listing's own members as JSON text
 * (`fields`, without the braces), and what a page of cards reads beside them. A page joins the
 * agent's and builder's stored JSON (users.card_json, developers.card_json) and adds the price drop,
 * which ends with time (property-card-json.ts). Narrow, so a page of 12 cards reads a few pages of it.
 */
export const propertyCards = pgTable('property_cards', {
  id: uuid('id')
    .primaryKey()
    .references(() => properties.id, { onDelete: 'cascade' }),
  agentId: uuid('agent_id').notNull(),
  developerId: uuid('developer_id'),
  priceDroppedAt: ts('price_dropped_at'),
  priceDropPercent: numeric('price_drop_percent', { precision: 4, scale: 1, mode: 'number' }),
  fields: text('fields').notNull(),
});

/**
 * Every price a listing has had, with the date it took it: the first at the listing's creation, then
 * one row per change. Written by triggers on properties (migration 0020), never by the app.
 */
export const propertyPriceHistory = pgTable(
  'property_price_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    price: bigint('price', { mode: 'number' }).notNull(),
    changedAt: ts('changed_at').notNull().defaultNow(),
  },
  (t) => [index('property_price_history_property_changed_idx').on(t.propertyId, t.changedAt)],
);

export const favorites = pgTable(
  'favorites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.propertyId] }),
    index('favorites_property_idx').on(t.propertyId),
  ],
);

export const recentlyViewed = pgTable(
  'recently_viewed',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    viewedAt: ts('viewed_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.propertyId] }),
    index('recently_viewed_user_idx').on(t.userId, t.viewedAt),
    index('recently_viewed_property_idx').on(t.propertyId),
  ],
);

/**
 * The compare tray of a signed-in user: up to COMPARE_MAX listings (the service keeps the limit),
 * in the order they were added. A guest's tray lives in the browser and is merged in on sign-in.
 */
export const compareItems = pgTable(
  'compare_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    addedAt: ts('added_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.propertyId] }),
    index('compare_items_property_idx').on(t.propertyId),
  ],
);

/**
 * A user's favourites shared as a read-only link: one live token per user (a new one replaces it;
 * revoking deletes the row, and the link then answers 404).
 */
export const shortlistShares = pgTable('shortlist_shares', {
  token: text('token').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .unique('shortlist_shares_user_key')
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/**
 * Contact requests (leads). A lead has no agent of its own: it belongs to whoever is the listing's
 * agent now (properties.agent_id), so reassigning a listing moves its leads with it and the two
 * cannot disagree.
 */
export const contactRequests = pgTable(
  'contact_requests',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    contactMethod: text('contact_method').notNull(),
    message: text('message').notNull().default(''),
    status: text('status').notNull().default('pending'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    /** One open request per user and property: a repeat updates it. */
    uniqueIndex('contact_requests_open_key').on(t.userId, t.propertyId).where(sql`status <> 'completed'`),
    index('contact_requests_property_idx').on(t.propertyId),
    index('contact_requests_created_idx').on(t.createdAt),
  ],
);

export const enquiries = pgTable(
  'enquiries',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject'),
    message: text('message').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').notNull().default('new'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('enquiries_created_idx').on(t.createdAt), index('enquiries_kind_idx').on(t.kind)],
);

/**
 * Reports of a listing by the public (a guest by email, or an account). One open report per
 * reporter and listing; `reporter_key` is the account's id or the guest's lower-cased email.
 */
export const listingReports = pgTable(
  'listing_reports',
  {
    id: uuid('id').primaryKey(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    // Erasing an account erases what it reported (its email is kept here).
    reporterUserId: uuid('reporter_user_id').references(() => users.id, { onDelete: 'cascade' }),
    reporterEmail: text('reporter_email').notNull(),
    reporterKey: text('reporter_key').notNull(),
    reason: text('reason').notNull(),
    message: text('message').notNull().default(''),
    status: text('status').notNull().default('open'),
    agentAskedAt: ts('agent_asked_at'),
    resolvedAt: ts('resolved_at'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('listing_reports_open_key').on(t.propertyId, t.reporterKey).where(sql`status = 'open'`),
    index('listing_reports_open_idx').on(t.createdAt).where(sql`status = 'open'`),
    index('listing_reports_property_idx').on(t.propertyId),
    index('listing_reports_reporter_idx').on(t.reporterUserId),
  ],
);

/** Every message the product would send; delivered by the outbox worker, retried until sent. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: ts('created_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
  },
  (t) => [index('outbox_due_idx').on(t.nextAttemptAt).where(sql`status = 'pending'`)],
);

/**
 * Periodic jobs (the sweep of files no row references), claimed by one instance at a time: the
 * instance that moves `locked_until` forward runs it; a failure is retried with back-off.
 */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  nextRunAt: ts('next_run_at').notNull().defaultNow(),
  lockedUntil: ts('locked_until'),
  lockedBy: text('locked_by'),
  /** Failures in a row (0 after a success): sets the back-off. */
  attempts: integer('attempts').notNull().default(0),
  runs: integer('runs').notNull().default(0),
  failures: integer('failures').notNull().default(0),
  lastRunAt: ts('last_run_at'),
  lastError: text('last_error'),
  lastErrorAt: ts('last_error_at'),
});

export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * The perceptual hash (64-bit dHash, modules/uploads/perceptual-hash.ts) of each listing photo,
 * by the photo's `_id` in `properties.images`. `hash` is null for a photo whose file could not be
 * read, so the backfill does not try it again. `bands` cuts the hash into 7 pieces (migration 0019's
 * `dhash_bands`): two hashes at most 6 bits apart share at least one piece, so the GIN index finds
 * the few candidates worth an exact `bit_count` instead of comparing every photo.
 */
export const listingImageHashes = pgTable(
  'listing_image_hashes',
  {
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    imageId: text('image_id').notNull(),
    hash: bigint('hash', { mode: 'bigint' }),
    bands: integer('bands').array().generatedAlwaysAs(sql`dhash_bands(hash)`),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.imageId] }),
    index('listing_image_hashes_bands_idx').using('gin', t.bands),
  ],
);

/**
 * A photo of a new or edited listing (`property_id`, `image_id`) that is near-identical to a photo
 * of another agent's listing (`other_…`), for a moderator to dismiss or act on. Open while
 * `resolved_at` is null.
 */
export const duplicatePhotoFlags = pgTable(
  'duplicate_photo_flags',
  {
    id: uuid('id').primaryKey(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    imageId: text('image_id').notNull(),
    otherPropertyId: uuid('other_property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    otherImageId: text('other_image_id').notNull(),
    distance: smallint('distance').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    resolution: text('resolution', { enum: ['dismissed', 'hidden'] }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: ts('resolved_at'),
  },
  (t) => [
    uniqueIndex('duplicate_photo_flags_pair_key').on(
      t.propertyId,
      t.imageId,
      t.otherPropertyId,
      t.otherImageId,
    ),
    index('duplicate_photo_flags_open_idx').on(t.createdAt).where(sql`resolved_at is null`),
    index('duplicate_photo_flags_other_idx').on(t.otherPropertyId),
    check('duplicate_photo_flags_resolution_check', sql`${t.resolution} in ('dismissed', 'hidden')`),
  ],
);

export const SAVED_SEARCH_FREQUENCIES = ['instant', 'daily', 'weekly', 'off'] as const;

/**
 * A user's saved search (migration 0021): the query string as the listing page wrote it, to open it
 * again, and its filters as columns, so the alert job matches new listings against many saved
 * searches in one statement. `checked_until`: the alerts are sent for listings up to here.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: jsonb('query').$type<Record<string, string>>().notNull(),
    frequency: text('frequency', { enum: SAVED_SEARCH_FREQUENCIES }).notNull().default('daily'),
    statuses: text('statuses').array().notNull(),
    types: text('types').array(),
    cityKey: text('city_key'),
    stateKey: text('state_key'),
    localityKey: text('locality_key'),
    priceMin: bigint('price_min', { mode: 'number' }),
    priceMax: bigint('price_max', { mode: 'number' }),
    bedroomsMin: integer('bedrooms_min'),
    bedroomsMax: integer('bedrooms_max'),
    bathroomsMin: integer('bathrooms_min'),
    bathroomsMax: integer('bathrooms_max'),
    areaMin: integer('area_min'),
    areaMax: integer('area_max'),
    amenityMask: integer('amenity_mask').notNull().default(0),
    featured: boolean('featured'),
    rera: boolean('rera').notNull().default(false),
    developerId: uuid('developer_id'),
    agentId: uuid('agent_id'),
    minLat: doublePrecision('min_lat'),
    maxLat: doublePrecision('max_lat'),
    minLng: doublePrecision('min_lng'),
    maxLng: doublePrecision('max_lng'),
    textQuery: text('text_query'),
    checkedUntil: ts('checked_until').notNull().defaultNow(),
    /** Alerts are about listings from here on: its saving, or when its alerts were last turned back on. */
    alertsFrom: ts('alerts_from').notNull().defaultNow(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('saved_searches_user_idx').on(t.userId, t.createdAt),
    index('saved_searches_frequency_idx').on(t.frequency, t.id),
    check('saved_searches_frequency_check', sql`${t.frequency} in ('instant', 'daily', 'weekly', 'off')`),
  ],
);

/** What each saved search has sent: one row per listing and event, so an alert goes out once. */
export const savedSearchAlerts = pgTable(
  'saved_search_alerts',
  {
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    eventAt: ts('event_at').notNull(),
    sentAt: ts('sent_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.propertyId, t.kind, t.eventAt] }),
    index('saved_search_alerts_property_idx').on(t.propertyId),
  ],
);

/** In-app notifications (the bell): the same alerts as the emails. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    link: text('link').notNull(),
    /** The cards shown (at most 10) and how many listings the alert was about. */
    items: jsonb('items').$type<{ cards: Record<string, unknown>[]; total: number }>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    readAt: ts('read_at'),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_unread_idx').on(t.userId).where(sql`read_at is null`),
  ],
);

/** The price drops of favourites already sent to their user: one row per listing and drop. */
export const favouritePriceAlerts = pgTable(
  'favourite_price_alerts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    eventAt: ts('event_at').notNull(),
    sentAt: ts('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.propertyId, t.eventAt] })],
);
