/**
 * Locality prices: asking prices per sq ft of the public listings on Nivaas in one locality, by
 * sale and rent (rent is ₹ per sq ft per month) and by property type. A figure is given only when
 * at least LOCALITY_MIN_LISTINGS listings carry it; below that the figure is null and the count
 * says why. Schemas of GET /localities/{city}/{locality}/prices and the detail's line.
 *
 * The slug here is written exactly as the database's `locality_slug()` (migration 0023) writes it.
 */
import { z } from 'zod';
import { MSG } from './messages';
import { ZPropertyCard } from './property-answer';

export * from './locality-slug';
export { ZLocalityPriceLine, type TLocalityPriceLine } from './locality-price-line';

const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A slug as localitySlug writes it; any other is no locality's (404, like an unknown one). */
const slugOr404 = (example: string) =>
  z
    .string()
    .refine((s) => s.length <= 120 && SLUG_RE.test(s), {
      message: MSG.localityNotFound,
      params: { notFound: true },
    })
    .meta({ examples: [example] });

/** The page's path parameters: slugs as localitySlug writes them. */
export const ZLocalityParams = z.object({ city: slugOr404('mumbai'), locality: slugOr404('andheri-west') });
export type TLocalityParams = z.infer<typeof ZLocalityParams>;

/**
 * ₹ per sq ft of the listings that give an area: median and the middle half (25th to 75th
 * percentile). `listings`: how many listings the figures rest on; the figures are null when that
 * is fewer than LOCALITY_MIN_LISTINGS.
 */
export const ZPriceStats = z
  .object({
    listings: z.number().int(),
    median: z.number().nullable(),
    low: z.number().nullable(),
    high: z.number().nullable(),
  })
  .meta({ id: 'LocalityPriceStats' });
export type TPriceStats = z.infer<typeof ZPriceStats>;

/** Sale prices (₹/sq ft) and rents (₹/sq ft a month) of one group of listings. */
const ZSaleRent = z.object({ sale: ZPriceStats, rent: ZPriceStats });

export const ZLocalityTypePrices = ZSaleRent.extend({
  type: z.string(),
  /** Public listings of this type, whether or not they give an area. */
  forSale: z.number().int(),
  forRent: z.number().int(),
});
export type TLocalityTypePrices = z.infer<typeof ZLocalityTypePrices>;

/** One month of the trend: the median of the asking prices listings had at the month's end. */
export const ZLocalityTrendMonth = z.object({
  /** 'YYYY-MM'. */
  month: z.string(),
  sale: z.object({ listings: z.number().int(), median: z.number().nullable() }),
  rent: z.object({ listings: z.number().int(), median: z.number().nullable() }),
});
export type TLocalityTrendMonth = z.infer<typeof ZLocalityTrendMonth>;

export const ZLocalityPrices = z
  .object({
    city: z.string(),
    locality: z.string(),
    state: z.string(),
    /** '/properties/in/{city}/{locality}'. */
    path: z.string(),
    /** Public listings for sale and for rent, with or without an area. */
    forSale: z.number().int(),
    forRent: z.number().int(),
    /** All types together. */
    all: ZSaleRent,
    byType: z.array(ZLocalityTypePrices),
    /** The last LOCALITY_TREND_MONTHS months, oldest first, all types together. */
    trend: z.array(ZLocalityTrendMonth),
    /** Lowest asking prices first: for sale, then for rent. */
    cheapestSale: z.array(z.lazy((): z.ZodType => ZPropertyCard)),
    cheapestRent: z.array(z.lazy((): z.ZodType => ZPropertyCard)),
    newest: z.array(z.lazy((): z.ZodType => ZPropertyCard)),
  })
  .meta({ id: 'LocalityPrices' });
export type TLocalityPrices = z.infer<typeof ZLocalityPrices>;
