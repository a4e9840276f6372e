import { z } from 'zod';
import { ZPropertyCard } from './property-answer';
import { isId } from './route-params';

export {
  COMPARE_LIMIT_MESSAGE,
  COMPARE_MAX,
  NO_LONGER_AVAILABLE,
  SHORTLIST_NOT_SHARED,
} from './compare-limits';

/**
 * GET /compare?ids=a,b,c: the listings' ids, comma-separated, in the columns' order. More than
 * COMPARE_MAX is a 422 (the service says so); an id that names nothing is a column 'No longer
 * available', not an error.
 */
export const ZCompareQuery = z.object({
  ids: z.string().max(1000).default('').meta({ description: 'Listing ids, comma-separated (up to 4)' }),
});

/** The ids of `?ids=`, as sent: blanks dropped, not yet checked. */
export function compareIdsOf(raw: string | null | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((id) => id.trim().toLowerCase())
    .filter(Boolean);
}

/** The locality's asking-price median per sq ft (a month, for rent) the listing is set against (≥ 5 listings). */
export const ZLocalityMedian = z.object({
  median: z.number(),
  /** How many listings the median rests on. */
  listings: z.number().int(),
});
export type TLocalityMedian = z.infer<typeof ZLocalityMedian>;

export const ZCompareListing = z.object({
  id: z.string(),
  available: z.literal(true),
  listing: ZPropertyCard,
  /** Years; null when not given. */
  ageOfProperty: z.number().nullable(),
  /** 'East', 'North-East' …, from the listing's details or highlights; null when not said. */
  facing: z.string().nullable(),
  /** Rounded rupees per sq ft of the asking price (or rent); null without an area. */
  pricePerSqft: z.number().nullable(),
  /** Null when no median is known for its locality, type and market (fewer than 5 listings). */
  localityMedian: ZLocalityMedian.nullable(),
});
export const ZCompareGone = z.object({ id: z.string(), available: z.literal(false) });
export const ZCompareColumn = z
  .discriminatedUnion('available', [ZCompareListing, ZCompareGone])
  .meta({ id: 'CompareColumn' });
export type TCompareListing = z.infer<typeof ZCompareListing>;
export type TCompareColumn = z.infer<typeof ZCompareColumn>;
export const ZCompare = z.object({ columns: z.array(ZCompareColumn) }).meta({ id: 'Compare' });
export type TCompare = z.infer<typeof ZCompare>;

/** A signed-in user's compare tray: listing ids in the order they were added (at most 4 stored). */
export const ZCompareTray = z.object({ ids: z.array(z.string()) }).meta({ id: 'CompareTray' });
/** The tray sent: listing ids (more than 4 distinct ones is a 422 from the service). */
export const ZCompareTrayBody = z.object({
  ids: z
    .array(
      z
        .string()
        .refine(isId, { message: 'Not a listing id' })
        .transform((id) => id.toLowerCase()),
    )
    .max(20),
});
export type TCompareTray = z.infer<typeof ZCompareTray>;

/** The live share of the signed-in user's favourites, or null when they are not shared. */
export const ZShortlistShare = z
  .object({ token: z.string(), createdAt: z.string() })
  .meta({ id: 'ShortlistShare' });
export type TShortlistShare = z.infer<typeof ZShortlistShare>;

/** GET /shortlists/{token}: the owner's first name and their favourites' cards, read-only. */
export const ZSharedShortlist = z
  .object({ ownerFirstName: z.string(), listings: z.array(ZPropertyCard) })
  .meta({ id: 'SharedShortlist' });
export type TSharedShortlist = z.infer<typeof ZSharedShortlist>;

/** Share tokens: 32 random bytes, base64url (43 characters). */
export const SHARE_TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;
