/** Option lists of a property (public-site §3, §4, §5), used by the forms, filters and the server. */

export const PROPERTY_TYPES = [
  'House',
  'Apartment',
  'Villa',
  'Condo',
  'Townhouse',
  'Land',
  'Commercial',
] as const;
export type TPropertyType = (typeof PROPERTY_TYPES)[number];

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

/** Home Type checkbox labels and the stored type each sends (public-site §4). */
export const HOME_TYPE_LABELS = [
  { label: 'Houses', type: 'House' },
  { label: 'Townhomes', type: 'Townhouse' },
  { label: 'Multi-family', type: 'Apartment' },
  { label: 'Condos/Co-ops', type: 'Condo' },
  { label: 'Lots/Land', type: 'Land' },
  { label: 'Apartments', type: 'Apartment' },
  { label: 'Manufactured', type: 'Manufactured' },
] as const;

/**
 * Words a `propertyType` / `type` query value may use for a stored type, lower-cased. 'Manufactured'
 * is a filter label with no stored type: it is accepted and matches nothing.
 */
export const PROPERTY_TYPE_ALIASES: Readonly<Record<string, TPropertyType | 'Manufactured'>> = {
  house: 'House',
  houses: 'House',
  apartment: 'Apartment',
  apartments: 'Apartment',
  'multi-family': 'Apartment',
  flat: 'Apartment',
  villa: 'Villa',
  villas: 'Villa',
  condo: 'Condo',
  condos: 'Condo',
  'condos/co-ops': 'Condo',
  townhouse: 'Townhouse',
  townhome: 'Townhouse',
  townhomes: 'Townhouse',
  land: 'Land',
  plot: 'Land',
  plots: 'Land',
  'lots/land': 'Land',
  commercial: 'Commercial',
  manufactured: 'Manufactured',
};

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
