/** Option lists of a property (public-site §3, §4, §5), used by the forms, filters and the server. */

/**
 * Property types as an Indian buyer names them (issue 16, a deliberate change from the spec's
 * House/Condo/Townhouse list). The stored value is the short name; the label is what every screen
 * shows. The spec's old values are still read: see LEGACY_PROPERTY_TYPES below.
 */
export const PROPERTY_TYPE_OPTIONS = [
  { type: 'Apartment', label: 'Apartment / Flat' },
  { type: 'Independent House', label: 'Independent House' },
  { type: 'Villa', label: 'Villa' },
  { type: 'Builder Floor', label: 'Builder Floor' },
  { type: 'Row House', label: 'Row House' },
  { type: 'Penthouse', label: 'Penthouse' },
  { type: 'Studio', label: 'Studio' },
  { type: 'Plot', label: 'Plot / Land' },
  { type: 'Farm House', label: 'Farm House' },
  { type: 'Office', label: 'Office' },
  { type: 'Shop', label: 'Shop' },
  { type: 'Showroom', label: 'Showroom' },
  { type: 'Warehouse', label: 'Warehouse' },
] as const;

export type TPropertyType = (typeof PROPERTY_TYPE_OPTIONS)[number]['type'];
export const PROPERTY_TYPES = PROPERTY_TYPE_OPTIONS.map((o) => o.type) as unknown as readonly [
  TPropertyType,
  ...TPropertyType[],
];

/** Types with no bedrooms: land and commercial space. */
export const COMMERCIAL_TYPES = [
  'Office',
  'Shop',
  'Showroom',
  'Warehouse',
] as const satisfies readonly TPropertyType[];
export const NON_RESIDENTIAL_TYPES = [
  'Plot',
  ...COMMERCIAL_TYPES,
] as const satisfies readonly TPropertyType[];
export const isResidentialType = (type: string): boolean =>
  !(NON_RESIDENTIAL_TYPES as readonly string[]).includes(type);

/** 'Apartment / Flat' for 'Apartment'; an unknown value is shown as it is, capitalised. */
export function propertyTypeLabel(type: string | null | undefined): string {
  const t = type?.trim() ?? '';
  const known = PROPERTY_TYPE_OPTIONS.find((o) => o.type.toLowerCase() === t.toLowerCase());
  return known ? known.label : t.charAt(0).toUpperCase() + t.slice(1);
}

/**
 * The one mapping from the spec's type values and home-type labels (and the old stored values) to
 * today's types. A search for a group word ('Commercial') matches every type of the group; a
 * listing saved with it becomes the group's first type.
 * - House, Houses, Manufactured → Independent House (a stand-alone home; India has no
 *   manufactured-home market of its own, so the nearest kind is a house on its own plot)
 * - Condo, Condos/Co-ops, Multi-family, Apartments → Apartment (a flat in a society)
 * - Townhouse, Townhome(s) → Row House
 * - Land, Lots/Land → Plot
 * - Commercial → Office, Shop, Showroom or Warehouse (saved as Office)
 */
export const LEGACY_PROPERTY_TYPES: Readonly<Record<string, readonly [TPropertyType, ...TPropertyType[]]>> = {
  House: ['Independent House'],
  Houses: ['Independent House'],
  Manufactured: ['Independent House'],
  Condo: ['Apartment'],
  Condos: ['Apartment'],
  'Condos/Co-ops': ['Apartment'],
  'Multi-family': ['Apartment'],
  Apartments: ['Apartment'],
  Townhouse: ['Row House'],
  Townhome: ['Row House'],
  Townhomes: ['Row House'],
  Land: ['Plot'],
  'Lots/Land': ['Plot'],
  Commercial: ['Office', 'Shop', 'Showroom', 'Warehouse'],
};

/** Everyday words for a type, beyond its own name and label (lower-cased). */
const TYPE_WORDS: Readonly<Record<string, TPropertyType>> = {
  flat: 'Apartment',
  flats: 'Apartment',
  'independent houses': 'Independent House',
  'independent-house': 'Independent House',
  bungalow: 'Independent House',
  villas: 'Villa',
  'builder-floor': 'Builder Floor',
  'row-house': 'Row House',
  rowhouse: 'Row House',
  studio: 'Studio',
  'studio apartment': 'Studio',
  plots: 'Plot',
  'farm-house': 'Farm House',
  farmhouse: 'Farm House',
  offices: 'Office',
  'office space': 'Office',
  shops: 'Shop',
  showrooms: 'Showroom',
  warehouses: 'Warehouse',
  godown: 'Warehouse',
};

/** Lower case, single spaces, none around '/': 'Apartment / Flat' and 'apartment/flat' meet. */
const typeKey = (value: string): string =>
  value
    .trim()
    .toLowerCase()
    .replace(/\s*\/\s*/g, '/')
    .replace(/\s+/g, ' ');

const TYPE_LOOKUP: ReadonlyMap<string, readonly [TPropertyType, ...TPropertyType[]]> = new Map([
  ...Object.entries(LEGACY_PROPERTY_TYPES).map(([k, v]) => [typeKey(k), v] as const),
  ...Object.entries(TYPE_WORDS).map(([k, v]) => [typeKey(k), [v] as const] as const),
  ...PROPERTY_TYPE_OPTIONS.flatMap((o) => [
    [typeKey(o.type), [o.type] as const] as const,
    [typeKey(o.label), [o.type] as const] as const,
  ]),
]);

/**
 * Every type a `type` / `propertyType` value stands for (any case, spaces around '/' ignored):
 * 'Condo' → [Apartment], 'Commercial' → [Office, Shop, Showroom, Warehouse]; undefined when unknown.
 */
export function propertyTypesFor(value: string): readonly [TPropertyType, ...TPropertyType[]] | undefined {
  return TYPE_LOOKUP.get(typeKey(value));
}

/** The one type a listing saved with `value` gets ('Condo' → Apartment); undefined when unknown. */
export const toPropertyType = (value: string): TPropertyType | undefined => propertyTypesFor(value)?.[0];

/** A search word that stands for a group of types rather than one: 'Commercial'. */
export const PROPERTY_TYPE_GROUPS = ['Commercial'] as const;
export type TPropertyTypeGroup = (typeof PROPERTY_TYPE_GROUPS)[number];

export const PROPERTY_STATUSES = ['For Sale', 'For Rent', 'Sold', 'Rented'] as const;
export type TPropertyStatus = (typeof PROPERTY_STATUSES)[number];

/** The create form offers only these; the edit form offers every status. */
export const CREATE_STATUSES = ['For Sale', 'For Rent'] as const satisfies readonly TPropertyStatus[];
/** Statuses public lists show unless the query asks for others. */
export const PUBLIC_STATUSES = CREATE_STATUSES;

export const CONSTRUCTION_STATUSES = [
  'Under Construction',
  'Ready to Move',
  'New Launch',
  'Almost Ready',
] as const;
export type TConstructionStatus = (typeof CONSTRUCTION_STATUSES)[number];
export const DEFAULT_CONSTRUCTION_STATUS: TConstructionStatus = 'Under Construction';

export const AMENITIES = [
  'Parking',
  'Swimming Pool',
  'Gym',
  'Security',
  'Garden',
  'Balcony',
  'WiFi',
  'Air Conditioning',
  'Furnished',
  'Pet Friendly',
  'Elevator',
  'Laundry',
  'Storage',
  'Conference Room',
  'Kitchen',
] as const;
export type TAmenity = (typeof AMENITIES)[number];
/** The listing filter shows the first 13; the detail page knows all 15. */
export const FILTER_AMENITIES = AMENITIES.slice(0, 13);
/** The edit form shows only the first 8 (public-site §2). */
export const EDIT_FORM_AMENITY_COUNT = 8;

/** Home Type checkbox labels and the stored type each sends: one per type (issue 16). */
export const HOME_TYPE_LABELS = PROPERTY_TYPE_OPTIONS;

/** The listing's All/Buy/Rent toggle and the status each sends (public-site §4). */
export const LISTING_MODE_STATUS = { ALL: undefined, BUY: 'For Sale', RENT: 'For Rent' } as const;

export const PROPERTY_SORTS = ['newest', 'price_asc', 'price_desc', 'area_desc', 'relevance'] as const;
export type TPropertySort = (typeof PROPERTY_SORTS)[number];

export const CONTACT_METHODS = ['email', 'whatsapp', 'phone'] as const;
export type TContactMethod = (typeof CONTACT_METHODS)[number];

export const CONTACT_STATUSES = ['pending', 'contacted', 'completed'] as const;
export type TContactStatus = (typeof CONTACT_STATUSES)[number];

/** Allowed upload types, checked by content on the server. */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'] as const;
export const BROCHURE_MIME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
/** Widths of the WebP variants made from each uploaded image. */
export const IMAGE_VARIANT_WIDTHS = { small: 400, medium: 800, large: 1280 } as const;
/** An image with more pixels than this is refused before it is decoded. */
export const MAX_IMAGE_PIXELS = 40_000_000;
