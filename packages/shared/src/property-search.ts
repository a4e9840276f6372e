import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_AREA, MAX_PAGE_SIZE, MAX_PRICE, MAX_ROOMS } from './constants';
import {
  AMENITIES,
  LISTING_MODE_STATUS,
  PROPERTY_SORTS,
  PROPERTY_STATUSES,
  PROPERTY_TYPE_GROUPS,
  PROPERTY_TYPES,
  type TAmenity,
  type TPropertySort,
  type TPropertyStatus,
  type TPropertyType,
  type TPropertyTypeGroup,
  toPropertyType,
} from './property-options';

/**
 * The listing search query (API.md 'Listing search'): parses a query-string object into typed
 * filters. The server answers 400 naming the first parameter that cannot be read; the web uses the
 * same parser to restore filters from its URL and `propertySearchToQuery` to write them back.
 */

const ID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A query value: repeated parameters keep the first; blank means not given. */
const single = (v: unknown): unknown => {
  const first = Array.isArray(v) ? v[0] : v;
  if (typeof first !== 'string') return first;
  const s = first.trim();
  return s === '' ? undefined : s;
};

/**
 * A parameter read from its text by `read`, then checked by `then`. The API document shows the text
 * a client sends (`doc`), not the value it is read into.
 */
function parsedParam<T extends z.ZodType>(doc: z.GlobalMeta, read: (text: string) => unknown, then: T) {
  return z
    .preprocess(single, z.string().optional())
    .transform((text) => (text === undefined ? undefined : read(text)))
    .meta(doc)
    .pipe(then.optional());
}

/**
 * A whole number in [min, max], in decimal digits: a fraction (1.5), an exponent (1e19) or a
 * number past what a listing can hold is refused here, never handed to the database.
 */
export const intParam = (min: number, max: number) =>
  parsedParam(
    { type: 'integer', minimum: min, maximum: max },
    (s) => (/^\d{1,16}$/.test(s) ? Number(s) : s),
    z.number().int().min(min).max(max),
  );

export type TCountFilter = { value: number; atLeast: boolean };
/**
 * '2' exactly, '2+' at least; 'Any' is no filter. Listings have whole bathrooms (issue 16), but an
 * old link's half ('1.5+', API.md) is still read: at least 1.5 is 2 or more.
 */
const countParam = (opts: { halves: boolean }) => {
  const number = opts.halves ? '\\d{1,3}(?:\\.\\d)?' : '\\d{1,3}';
  const pattern = new RegExp(`^(${number})(\\+?)$`);
  return parsedParam(
    {
      type: 'string',
      pattern: `^(${number}\\+?|[Aa]ny)$`,
      description: `'2' exactly 2, '2+' at least 2${opts.halves ? " (halves too: '1.5+')" : ''}; 'Any' is no filter`,
      examples: ['2', '3+'],
    },
    (s) => {
      if (s.toLowerCase() === 'any') return undefined;
      const m = pattern.exec(s);
      return m ? { value: Number(m[1]), atLeast: m[2] === '+' } : s;
    },
    z.object({ value: z.number().min(0).max(MAX_ROOMS), atLeast: z.boolean() }),
  );
};

const TEXT_MAX = 200;
const textParam = z.preprocess(single, z.string().max(TEXT_MAX).optional());
const idParam = z.preprocess(single, z.string().regex(ID_RE).optional()).meta({ format: 'uuid' });

const statusParam = parsedParam(
  {
    type: 'string',
    description: `${PROPERTY_STATUSES.join(', ')} (several comma-joined), or the listing toggle BUY, RENT, ALL. Default: For Sale and For Rent`,
    examples: ['For Sale', 'Sold,Rented'],
  },
  (s) => {
    const out: string[] = [];
    for (const part of s.split(',')) {
      const p = part.trim().toLowerCase();
      if (p === '' || p === 'all') continue;
      const mode = LISTING_MODE_STATUS[p.toUpperCase() as keyof typeof LISTING_MODE_STATUS];
      out.push(mode ?? PROPERTY_STATUSES.find((st) => st.toLowerCase() === p) ?? part);
    }
    return out.length ? [...new Set(out)] : undefined;
  },
  z.array(z.enum(PROPERTY_STATUSES)),
);

/**
 * 'Apartment', 'apartment', 'Apartment / Flat', and the spec's values ('Condo', 'Townhouse',
 * 'Houses' …, mapped by `propertyTypesFor`); 'Commercial' is every commercial type. BUY / RENT /
 * ALL are the listing toggle (a status).
 */
const typeParam = parsedParam(
  {
    type: 'string',
    description: `A property type, any case (${PROPERTY_TYPES.join(', ')}), or 'Commercial' for all commercial types; the spec's values are mapped (Condo → Apartment, House → Independent House, Townhouse → Row House, Land → Plot …); BUY, RENT, ALL are the listing toggle (a status)`,
    examples: ['Apartment', 'Condo', 'BUY'],
  },
  (s) => {
    const lower = s.toLowerCase();
    if (lower === 'all' || lower === 'buy' || lower === 'rent') return { mode: lower.toUpperCase() };
    const group = PROPERTY_TYPE_GROUPS.find((g) => g.toLowerCase() === lower);
    return { type: group ?? toPropertyType(s) ?? s };
  },
  z.union([
    z.object({ mode: z.enum(['ALL', 'BUY', 'RENT']) }),
    z.object({ type: z.enum([...PROPERTY_TYPES, ...PROPERTY_TYPE_GROUPS]) }),
  ]),
);

/** Amenity names, repeated or comma-joined, in their stored spelling when known; none: not given. */
const amenityList = (v: unknown): unknown => {
  if (v === undefined) return undefined;
  const parts = (Array.isArray(v) ? v : [v]).flatMap((x) => (typeof x === 'string' ? x.split(',') : [x]));
  const out = parts
    .map((p) => (typeof p === 'string' ? p.trim() : p))
    .filter((p) => p !== '')
    .map((p) =>
      typeof p === 'string' ? (AMENITIES.find((a) => a.toLowerCase() === p.toLowerCase()) ?? p) : p,
    );
  return out.length ? [...new Set(out)] : undefined;
};

const amenitiesParam = z.preprocess(amenityList, z.array(z.enum(AMENITIES)).optional()).meta({
  description: 'Every one must match: repeated, or comma-joined in one value; any case',
});

const booleanParam = z.preprocess((v) => {
  const s = single(v);
  if (typeof s !== 'string') return s;
  const l = s.toLowerCase();
  return l === 'true' || l === '1' ? true : l === 'false' || l === '0' ? false : s;
}, z.boolean().optional());

export type TBbox = { minLng: number; minLat: number; maxLng: number; maxLat: number };
const bboxParam = parsedParam(
  {
    type: 'string',
    pattern: '^[^,]+,[^,]+,[^,]+,[^,]+$',
    description: 'The map view: minLng,minLat,maxLng,maxLat (only listings inside it)',
    examples: ['73.70,19.95,73.85,20.05'],
  },
  (s) => {
    const n = s.split(',').map((x) => (x.trim() === '' ? Number.NaN : Number(x)));
    return n.length === 4 ? { minLng: n[0], minLat: n[1], maxLng: n[2], maxLat: n[3] } : s;
  },
  z
    .object({
      minLng: z.number().min(-180).max(180),
      minLat: z.number().min(-90).max(90),
      maxLng: z.number().min(-180).max(180),
      maxLat: z.number().min(-90).max(90),
    })
    .refine((b) => b.minLng <= b.maxLng && b.minLat <= b.maxLat),
);

/** The search parameters as the query string carries them (read one by one, not yet combined). */
export const ZPropertySearchParams = z.object({
  page: intParam(1, 100_000).meta({ description: 'Page number; 1 by default' }),
  limit: intParam(1, MAX_PAGE_SIZE).meta({
    description: `Listings a page; ${DEFAULT_PAGE_SIZE} by default`,
  }),
  status: statusParam,
  propertyType: typeParam,
  type: typeParam,
  developer: idParam.meta({ description: 'A builder’s id: only their listings' }),
  search: textParam.meta({
    description:
      'Words in the title, description, building, locality, city, state or builder; a typo or a partial word is tolerated',
  }),
  city: textParam.meta({ description: 'Any case, surrounding spaces ignored' }),
  state: textParam.meta({ description: 'Any case, surrounding spaces ignored' }),
  locality: textParam.meta({ description: 'Any case, surrounding spaces ignored' }),
  priceMin: intParam(0, MAX_PRICE).meta({ description: 'Rupees, a whole number' }),
  priceMax: intParam(0, MAX_PRICE).meta({ description: 'Rupees, a whole number' }),
  bedrooms: countParam({ halves: false }),
  bathrooms: countParam({ halves: true }),
  amenities: amenitiesParam,
  minArea: intParam(0, MAX_AREA).meta({ description: 'Square feet, a whole number' }),
  maxArea: intParam(0, MAX_AREA).meta({ description: 'Square feet, a whole number' }),
  featured: booleanParam,
  agent: idParam.meta({ description: 'An agent’s id: only their listings' }),
  rera: booleanParam.meta({
    description: "'true': only listings with a RERA registration number ('false' is no filter)",
  }),
  priceDropped: booleanParam.meta({
    description: "'true': only listings whose price dropped within the last 30 days ('false' is no filter)",
  }),
  sort: z.preprocess(single, z.enum(PROPERTY_SORTS).optional()).meta({
    description:
      "'relevance' by default: with `search`, the text's rank; without, freshness and completeness (photos, description, RERA number, amenities), listings not confirmed recently last. Never payment",
  }),
  bbox: bboxParam,
});

/** The search parameters one by one, each read but not yet combined into filters. */
export type TPropertySearchParams = z.output<typeof ZPropertySearchParams>;
type TRawShape = typeof ZPropertySearchParams.shape;

/**
 * How a page's URL is read more kindly than the API reads a query: whole numbers may carry
 * thousands separators (25,00,000), and text typed longer than the API reads is cut to it.
 */
const URL_TEXT: Record<string, (s: string) => string> = {
  page: (s) => s.replace(/,/g, ''),
  limit: (s) => s.replace(/,/g, ''),
  priceMin: (s) => s.replace(/,/g, ''),
  priceMax: (s) => s.replace(/,/g, ''),
  minArea: (s) => s.replace(/,/g, ''),
  maxArea: (s) => s.replace(/,/g, ''),
  search: (s) => s.slice(0, TEXT_MAX),
  city: (s) => s.slice(0, TEXT_MAX),
  state: (s) => s.slice(0, TEXT_MAX),
  locality: (s) => s.slice(0, TEXT_MAX),
};

function lenientShape() {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, param] of Object.entries(ZPropertySearchParams.shape) as [string, z.ZodType][]) {
    const kinder = URL_TEXT[key];
    const read = kinder
      ? z.preprocess((v) => {
          const s = single(v);
          return typeof s === 'string' ? kinder(s) : s;
        }, param)
      : param;
    shape[key] = read.catch(undefined);
  }
  // Amenities one by one: an unknown name is dropped, the known ones stay.
  shape.amenities = z
    .preprocess(amenityList, z.array(z.enum(AMENITIES).optional().catch(undefined)).optional())
    .transform((list) => {
      const known = list?.filter((a) => a !== undefined);
      return known?.length ? known : undefined;
    });
  return shape as { [K in keyof TRawShape]: z.ZodType<z.output<TRawShape[K]> | undefined> };
}

/**
 * The same parameters read from a page's own URL (the listing's query string): a value the API
 * would refuse is dropped instead of refusing the whole query, so an old or hand-edited link still
 * opens, without that filter. Derived from the API's parameters above, never a second copy.
 */
export const ZPropertySearchParamsLenient = z.object(lenientShape());

export type TPropertySearch = {
  page: number;
  limit: number;
  /** Undefined: the public statuses (For Sale, For Rent). */
  status?: TPropertyStatus[];
  /** One type, or a group of them ('Commercial'): see `propertyTypesFor`. */
  type?: TPropertyType | TPropertyTypeGroup;
  developer?: string;
  search?: string;
  city?: string;
  state?: string;
  locality?: string;
  priceMin?: number;
  priceMax?: number;
  bedrooms?: TCountFilter;
  bathrooms?: TCountFilter;
  amenities?: TAmenity[];
  minArea?: number;
  maxArea?: number;
  featured?: boolean;
  agent?: string;
  /** Only listings with a RERA registration number. */
  rera?: true;
  /** Only listings whose price dropped within the last 30 days. */
  priceDropped?: true;
  sort: TPropertySort;
  bbox?: TBbox;
};

/**
 * Parses listing search query parameters into filters; unknown parameters are ignored. `limit`
 * defaults to `defaultLimit`.
 */
export const propertySearchQuery = (defaultLimit: number) =>
  ZPropertySearchParams.transform((q) => toPropertySearch(q, defaultLimit));

/** Combines the parameters read one by one into filters (BUY / RENT given as a type mean a status). */
export function toPropertySearch(q: TPropertySearchParams, defaultLimit: number): TPropertySearch {
  const typeValue = q.type ?? q.propertyType;
  let status = q.status;
  let type: TPropertySearch['type'];
  if (typeValue && 'mode' in typeValue) {
    // The home page's BUY / RENT tabs arrive as propertyType: they mean a status.
    const mode = LISTING_MODE_STATUS[typeValue.mode];
    if (!status && mode) status = [mode];
  } else if (typeValue) {
    type = typeValue.type as TPropertySearch['type'];
  }
  const out: TPropertySearch = {
    page: q.page ?? 1,
    limit: q.limit ?? defaultLimit,
    sort: q.sort ?? 'relevance',
  };
  const rest = {
    status,
    type,
    developer: q.developer,
    search: q.search,
    city: q.city,
    state: q.state,
    locality: q.locality,
    priceMin: q.priceMin,
    priceMax: q.priceMax,
    bedrooms: q.bedrooms,
    bathrooms: q.bathrooms,
    amenities: q.amenities,
    minArea: q.minArea,
    maxArea: q.maxArea,
    featured: q.featured,
    agent: q.agent,
    rera: q.rera || undefined,
    priceDropped: q.priceDropped || undefined,
    bbox: q.bbox,
  };
  for (const [k, v] of Object.entries(rest)) if (v !== undefined) (out as Record<string, unknown>)[k] = v;
  return out;
}

/** `GET /properties`: the public search (API.md 'Listing search'), 12 a page by default. */
export const ZPropertySearchQuery = propertySearchQuery(DEFAULT_PAGE_SIZE);

const countToText = (c: TCountFilter): string => `${c.value}${c.atLeast ? '+' : ''}`;

/** Writes filters back as query parameters, dropping empty values (public-site §4). */
export function propertySearchToQuery(s: Partial<TPropertySearch>): Record<string, string> {
  const out: Record<string, string> = {};
  const put = (k: string, v: string | number | boolean | undefined) => {
    if (v !== undefined && v !== '') out[k] = String(v);
  };
  if (s.page && s.page !== 1) put('page', s.page);
  if (s.limit && s.limit !== DEFAULT_PAGE_SIZE) put('limit', s.limit);
  if (s.status?.length) put('status', s.status.join(','));
  put('propertyType', s.type);
  put('developer', s.developer);
  put('search', s.search);
  put('city', s.city);
  put('state', s.state);
  put('locality', s.locality);
  put('priceMin', s.priceMin);
  put('priceMax', s.priceMax);
  if (s.bedrooms) put('bedrooms', countToText(s.bedrooms));
  if (s.bathrooms) put('bathrooms', countToText(s.bathrooms));
  if (s.amenities?.length) put('amenities', s.amenities.join(','));
  put('minArea', s.minArea);
  put('maxArea', s.maxArea);
  put('featured', s.featured);
  put('agent', s.agent);
  if (s.rera) put('rera', 'true');
  if (s.priceDropped) put('priceDropped', 'true');
  if (s.sort && s.sort !== 'relevance') put('sort', s.sort);
  if (s.bbox) put('bbox', [s.bbox.minLng, s.bbox.minLat, s.bbox.maxLng, s.bbox.maxLat].join(','));
  return out;
}
