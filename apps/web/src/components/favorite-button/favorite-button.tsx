import { useLingui } from '@lingui/react/macro';
import Heart from 'lucide-react/icons/heart';
import type { TProperty, TPropertyCard } from '@nivaas/shared/property';
import { useQuery } from '@tanstack/react-query';
import { type MouseEvent, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth/auth-context';
import { notify } from '../../lib/notify';
import type { TFromState } from '../route-guards';
import { favoriteStatusQueryOptions } from './api/get-favorite-status';
import { favoritesQueryOptions } from './api/get-favorites';
import { FAVORITE_MSG, useToggleFavorite } from './api/toggle-favorite';
import styles from './favorite-button.module.css';

const toIdSet = (list: readonly { _id: string }[]) => new Set(list.map((p) => p._id));

/**
 * Whether a listing is saved: the detail page asks the server (`checkStatus`, spec §2); cards
 * read the one saved-listings query they share. A toggle writes the status cache, which wins.
 */
export function useIsFavorite(propertyId: string, checkStatus = false): boolean {
  const { user } = useAuth();
  const status = useQuery({ ...favoriteStatusQueryOptions(propertyId), enabled: !!user && checkStatus });
  const saved = useQuery({ ...favoritesQueryOptions(), enabled: !!user && !checkStatus, select: toIdSet });
  useEffect(() => {
    // A failed status check is only logged (spec §8).
    if (status.error) console.warn('Favourite status check failed', status.error);
  }, [status.error]);
  if (!user) return false;
  return status.data?.isFavorite ?? saved.data?.has(propertyId) ?? false;
}

export type TFavoriteButtonProps = {
  propertyId: string;
  /** The listing itself, so saved lists show it at once. */
  property?: TPropertyCard | TProperty;
  /** Ask the server for this listing's status (the detail page). */
  checkStatus?: boolean;
  /** 'overlay' sits on a photo (white disc); 'outlined' sits in a toolbar. */
  variant?: 'overlay' | 'outlined';
};

/**
 * The favourite toggle (spec §4): a spinner while it updates, a notice when done. Anonymous users
 * go to /login, which brings them back here afterwards.
 */
export function FavoriteButton({
  propertyId,
  property,
  checkStatus = false,
  variant = 'overlay',
}: TFavoriteButtonProps) {
  const { t } = useLingui();
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const isFavorite = useIsFavorite(propertyId, checkStatus);
  const toggle = useToggleFavorite();
  const label = isFavorite ? t`Remove from favourites` : t`Add to favourites`;

  const onClick = (event: MouseEvent) => {
    // Cards are links; the toggle must not open the listing.
    event.preventDefault();
    event.stopPropagation();
    if (!user) {
      notify(FAVORITE_MSG.loginFirst, 'info');
      const from = `${location.pathname}${location.search}${location.hash}`;
      navigate(paths.login, { state: { from } satisfies TFromState });
      return;
    }
    if (toggle.isPending) return;
    toggle.mutate({ propertyId, isFavorite: !isFavorite, property });
  };

  const className = [
    styles.toggle,
    variant === 'overlay' ? styles.overlay : styles.outlined,
    isFavorite && styles.on,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      aria-pressed={isFavorite}
      aria-busy={toggle.isPending}
      title={label}
      className={className}
    >
      {toggle.isPending ? (
        <span className={styles.spinner} aria-hidden="true" />
      ) : (
        <Heart size={24} fill={isFavorite ? 'currentColor' : 'none'} />
      )}
    </button>
  );
}
