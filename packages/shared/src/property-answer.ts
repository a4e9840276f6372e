import { z } from 'zod';
import { ZListingFreshness } from './listing-freshness';
import { ZLocalityPriceLine } from './locality-price-line';
import { ZPriceDrop, ZPriceHistory } from './price-history';
import {
  PROPERTY_STATUSES,
  type TAmenity,
  type TPropertyStatus,
  type TPropertyType,
} from './property-options';
import { ZCardRera, ZPropertyRera } from './rera';

/**
 * A property as the API answers it (public-site §3): the detail and the card. Apart from the
 * request schemas (./property.ts) because a page that only reads listings parses with these: zod
 * builds every schema of a module it loads, and the form's several hundred cost a phone a quarter
 * of a second (bench/README.md 'First view').
 */

const ZStoredFile = z.object({
  _id: z.string(),
  url: z.string(),
  publicId: z.string(),
  variants: z.object({ small: z.string(), medium: z.string(), large: z.string() }).optional(),
  name: z.string().optional(),
  size: z.number().optional(),
  mimeType: z.string().optional(),
});

export const ZPropertyAgent = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  photo: z.string().nullable(),
  company: z.string().nullable(),
  mobile: z.string().nullable(),
  phone: z.string().nullable(),
  isVerified: z.boolean(),
  /** The agent's RERA licence (registration number as an agent). */
  licenseNumber: z.string().nullable(),
});

export const ZPropertyDeveloper = z.object({
  _id: z.string(),
  name: z.string(),
  logo: ZStoredFile.nullable(),
  description: z.string(),
});

/** A property as the API answers it (public-site §3). */
export const ZProperty = z
  .object({
    _id: z.string(),
    title: z.string(),
    description: z.string(),
    /** The title and description in Hindi when the agent gave them (the Hindi pages show them). */
    titleHi: z.string().nullable(),
    descriptionHi: z.string().nullable(),
    type: z.string(),
    status: z.enum(PROPERTY_STATUSES),
    price: z.number(),
    bedrooms: z.number(),
    bathrooms: z.number(),
    area: z.number(),
    buildingName: z.string().nullable(),
    floorNumber: z.number().nullable(),
    featured: z.boolean(),
    address: z.object({
      line1: z.string().nullable(),
      street: z.string(),
      city: z.string(),
      locality: z.string(),
      state: z.string(),
      zipCode: z.string(),
      country: z.string(),
    }),
    location: z
      .object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) })
      .optional(),
    amenities: z.array(z.string()),
    highlights: z.array(z.string()),
    nearbyLocalities: z.record(z.string(), z.unknown()),
    projectDetails: z.record(z.string(), z.unknown()),
    approvals: z.array(z.object({ name: z.string(), number: z.string(), date: z.string().nullable() })),
    developer: ZPropertyDeveloper.nullable(),
    possessionDate: z.string().nullable(),
    constructionStatus: z.string(),
    ageOfProperty: z.number().nullable(),
    images: z.array(ZStoredFile),
    floorPlan: ZStoredFile.nullable(),
    floorPlans: z.array(ZStoredFile),
    brochure: ZStoredFile.nullable(),
    virtualTour: ZStoredFile.nullable(),
    agent: ZPropertyAgent.nullable(),
    /** The RERA registration number with its authority and whether Nivaas checked it; null: none. */
    rera: ZPropertyRera.nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    freshness: ZListingFreshness,
    /** The latest change of price when it was a drop within the last 30 days; null otherwise. */
    priceDrop: ZPriceDrop.nullable(),
    /** Detail only: every price the listing has had, oldest first, with its change. */
    priceHistory: ZPriceHistory.optional(),
    /**
     * Detail only: whether the public sees the listing (false: only its agent and admins do), and
     * why not when hidden ('stale', 'reported', 'moderator'; null while its agent is deactivated).
     */
    isListed: z.boolean().optional(),
    hiddenReason: z.string().nullable().optional(),
    /**
     * Detail only: this listing's ₹/sq ft against its locality's median asking price (null: no
     * area, or too few listings to give a median).
     */
    localityPrice: ZLocalityPriceLine.nullable().optional(),
    /** Detail only: up to 6 nearby listings (as cards), nearest first, each with its distance. */
    similarProperties: z.array(z.lazy((): z.ZodType => ZPropertyCard)).optional(),
    distanceKm: z.number().optional(),
  })
  .meta({ id: 'Property' });
export type TProperty = z.infer<typeof ZProperty> & {
  similarProperties?: TPropertyCard[];
};

/**
 * A listing in a list (search, featured, an agent's list, favourites, similar): what the property
 * card and the map show (public-site §2 'Property card'), without the detail page's long fields
 * (description, highlights, nearby places, approvals, floor plans, brochure, tour). Its
 * projectDetails carries only launchDate, for the card's launch badge; `images` only the cover
 * (the first image, or none); `developer` no description.
 */
export const ZPropertyCard = ZProperty.pick({
  _id: true,
  title: true,
  titleHi: true,
  type: true,
  status: true,
  price: true,
  bedrooms: true,
  bathrooms: true,
  area: true,
  buildingName: true,
  floorNumber: true,
  featured: true,
  address: true,
  location: true,
  amenities: true,
  possessionDate: true,
  constructionStatus: true,
  agent: true,
  createdAt: true,
  updatedAt: true,
  freshness: true,
  priceDrop: true,
  distanceKm: true,
})
  .extend({
    projectDetails: z.object({ launchDate: z.string().optional() }),
    images: z.array(ZStoredFile).max(1),
    developer: ZPropertyDeveloper.omit({ description: true }).nullable(),
    rera: ZCardRera.nullable(),
  })
  .meta({ id: 'PropertyCard' });
export type TPropertyCard = z.infer<typeof ZPropertyCard>;
export type TStoredFileDto = z.infer<typeof ZStoredFile>;
export type TPropertyAgent = z.infer<typeof ZPropertyAgent>;
export type { TAmenity, TPropertyStatus, TPropertyType };
