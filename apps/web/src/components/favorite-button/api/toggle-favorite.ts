import type { TProperty, TPropertyCard } from '@nivaas/shared/property';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '../../../lib/notify';

export type TToggleFavorite = {
  propertyId: string;
  /** The new state: true adds, false removes. */
  isFavorite: boolean;
  /** The listing, when the caller has it, so lists show it before they refetch. */
  property?: TPropertyCard | TProperty;
};

/** The spec's texts (public-site §4, §8). */
export const FAVORITE_MSG = {
  added: 'Added to favorites',
  removed: 'Removed from favorites',
  failed: 'Failed to update favorites',
  loginFirst: 'Please login to save favorites',
} as const;

/**
 * The favourite toggle's state: pending while a change is on its way. The change itself (the call,
 * the notices, the caches: run-toggle-favorite.ts) loads with the first press, so every card on the
 * home and listing pages does without it until someone saves a listing.
 */
export function useToggleFavorite(): { isPending: boolean; mutate: (change: TToggleFavorite) => void } {
  const queryClient = useQueryClient();
  const [isPending, setPending] = useState(false);
  const mutate = (change: TToggleFavorite) => {
    setPending(true);
    import('./run-toggle-favorite')
      .then(({ toggleFavorite }) => toggleFavorite(queryClient, change))
      // Its code could not load (offline, or a new release replaced it).
      .catch(() => notify(FAVORITE_MSG.failed, 'error'))
      .finally(() => setPending(false));
  };
  return { isPending, mutate };
}
