import { z } from 'zod';
import { ADMIN_DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants';
import { isId } from './route-params';
import { queryInt } from './zod-helpers';

/** Texts of the duplicate photos screen and its answers. */
export const DUPLICATE_PHOTOS_MSG = {
  dismissed: 'Marked as not a duplicate',
  hidden: 'Listing hidden',
  flagNotFound: 'Flag not found',
  alreadyResolved: 'This flag has already been resolved',
  notInFlag: 'Choose one of the two listings of this flag',
  load: 'Failed to load duplicate photos. Please try again later.',
  resolve: 'Failed to update the flag',
  empty: 'No duplicate photos to review',
  emptyHint: 'When a new listing uses a photo of another agent’s listing, it appears here.',
} as const;

export const DUPLICATE_FLAG_STATES = ['open', 'resolved'] as const;
export const DUPLICATE_FLAG_RESOLUTIONS = ['dismissed', 'hidden'] as const;
export type TDuplicateFlagResolution = (typeof DUPLICATE_FLAG_RESOLUTIONS)[number];

/** GET /admin/moderation/duplicates: open flags by default, oldest first, a page at a time. */
export const ZDuplicatePhotoFlagsQuery = z.object({
  state: z.enum(DUPLICATE_FLAG_STATES).default('open'),
  page: queryInt(1, 1_000_000).transform((v) => v ?? 1),
  limit: queryInt(1, MAX_PAGE_SIZE).transform((v) => v ?? ADMIN_DEFAULT_PAGE_SIZE),
});
export type TDuplicatePhotoFlagsQuery = z.input<typeof ZDuplicatePhotoFlagsQuery>;

/** One side of a flag: the listing, its agent and the photo that matched. */
export const ZDuplicatePhotoListing = z.object({
  _id: z.string(),
  title: z.string(),
  status: z.string(),
  city: z.string(),
  /** Taken off the public site (by a moderator or otherwise). */
  isHidden: z.boolean(),
  agent: z.object({ _id: z.string(), name: z.string(), email: z.string() }).nullable(),
  /** The matched photo; null when it has since been removed from the listing. */
  photo: z
    .object({
      _id: z.string(),
      url: z.string(),
      variants: z.object({ small: z.string(), medium: z.string(), large: z.string() }).optional(),
    })
    .nullable(),
});
export type TDuplicatePhotoListing = z.infer<typeof ZDuplicatePhotoListing>;

/**
 * A photo of `listing` (new or edited) near-identical to one of `otherListing`, another agent's.
 * `distance`: how many of the 64 bits of their perceptual hashes differ (0: the same picture).
 */
export const ZDuplicatePhotoFlag = z
  .object({
    _id: z.string(),
    distance: z.number().int(),
    createdAt: z.string(),
    resolution: z.enum(DUPLICATE_FLAG_RESOLUTIONS).nullable(),
    resolvedAt: z.string().nullable(),
    resolvedBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
    listing: ZDuplicatePhotoListing,
    otherListing: ZDuplicatePhotoListing,
  })
  .meta({ id: 'DuplicatePhotoFlag' });
export type TDuplicatePhotoFlag = z.infer<typeof ZDuplicatePhotoFlag>;

/** PATCH /admin/moderation/duplicates/{id}: not a duplicate, or hide one of the two listings. */
export const ZDuplicatePhotoResolveRequest = z.discriminatedUnion(
  'resolution',
  [
    z.object({ resolution: z.literal('dismissed') }),
    z.object({
      resolution: z.literal('hidden'),
      propertyId: z
        .string()
        .refine(isId, { message: DUPLICATE_PHOTOS_MSG.notInFlag })
        .transform((id) => id.toLowerCase()),
    }),
  ],
  { error: () => 'Resolution must be dismissed or hidden' },
);
export type TDuplicatePhotoResolveRequest = z.input<typeof ZDuplicatePhotoResolveRequest>;
