import { z } from 'zod';

/**
 * The detail's line: this listing's ₹/sq ft against the median of its locality's listings of the
 * same status and type (all types when its own type has too few). Absent when the listing gives no
 * area or there are too few listings.
 */
export const ZLocalityPriceLine = z
  .object({
    /** This listing's ₹ per sq ft (a month, for rent). */
    perSqFt: z.number(),
    median: z.number(),
    /** Listings the median rests on (this one included). */
    listings: z.number().int(),
    /** The type compared with; null: all types. */
    type: z.string().nullable(),
    /** This listing against the median, rounded: +7 is 7 % above. */
    differencePercent: z.number().int(),
    path: z.string(),
  })
  .meta({ id: 'LocalityPriceLine' });
export type TLocalityPriceLine = z.infer<typeof ZLocalityPriceLine>;
