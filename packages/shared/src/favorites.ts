import { z } from 'zod';

/** Whether a listing is in the signed-in user's favourites (the answer of add, remove and status). */
export const ZFavoriteStatus = z.object({ propertyId: z.string(), isFavorite: z.boolean() });
export type TFavoriteStatus = z.infer<typeof ZFavoriteStatus>;

/** GET /auth/favorites/{id}/status: the spec's client reads isFavorite at the top level, others in data. */
export const ZFavoriteStatusAnswer = z.object({
  success: z.literal(true),
  isFavorite: z.boolean(),
  data: ZFavoriteStatus,
});
