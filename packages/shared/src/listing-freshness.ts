import { z } from 'zod';
import { FRESHNESS_MAX_DAYS, FRESHNESS_TEXT } from './listing-freshness-text';

/**
 * Freshness of a listing (issue 'Trust and freshness', part 2): when it was listed or last changed,
 * when its agent last confirmed it is still available, and whether that was too long ago. One set
 * of words for the card, the detail page, the agent's tables and the server's emails. The words
 * and date lines are in listing-freshness-text.ts (no zod), re-exported here.
 */
export {
  confirmedLine,
  FRESHNESS_DEFAULTS,
  FRESHNESS_MAX_DAYS,
  FRESHNESS_TEXT,
  freshnessLimitsError,
  listedLine,
} from './listing-freshness-text';

/** What cards and the detail carry about freshness. */
export const ZListingFreshness = z
  .object({
    /** When the agent last confirmed the listing is available (its creation or last edit at the latest). */
    confirmedAt: z.string(),
    /** Unconfirmed for the site's stale limit: shown with a badge, last in the default order. */
    isStale: z.boolean(),
    /** Taken out of public search for going unconfirmed too long; confirming brings it back. */
    isHiddenAsStale: z.boolean(),
  })
  .meta({ id: 'ListingFreshness' });
export type TListingFreshness = z.infer<typeof ZListingFreshness>;

/** A limit in days: a whole number from 1 to FRESHNESS_MAX_DAYS, as a number or the form's text. */
export const ZFreshnessDays = z
  .union([z.number(), z.string()], { error: () => FRESHNESS_TEXT.wholeDays })
  .transform((v) => (typeof v === 'string' ? Number(v.trim() || Number.NaN) : v))
  .pipe(
    z
      .number(FRESHNESS_TEXT.wholeDays)
      .int(FRESHNESS_TEXT.wholeDays)
      .min(1, FRESHNESS_TEXT.wholeDays)
      .max(FRESHNESS_MAX_DAYS, FRESHNESS_TEXT.wholeDays),
  );

/** POST /listing-confirmations: the signed link of the weekly email, no sign-in. */
export const ZConfirmLinkRequest = z.object({ token: z.string().min(1).max(2000) });

/** What confirming answers: the listing's new freshness. */
export const ZAvailabilityConfirmed = z
  .object({
    propertyId: z.string(),
    title: z.string(),
    freshness: ZListingFreshness,
  })
  .meta({ id: 'AvailabilityConfirmed' });
export type TAvailabilityConfirmed = z.infer<typeof ZAvailabilityConfirmed>;
