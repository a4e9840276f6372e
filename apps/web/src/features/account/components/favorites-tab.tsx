import { useLingui } from '@lingui/react/macro';
import { priceDropBadge, priceDropNote } from '@nivaas/shared/price-drop';
import type { TPropertyCard } from '@nivaas/shared/property';
import Heart from 'lucide-react/icons/heart';
import TrendingDown from 'lucide-react/icons/trending-down';
import { useFavorites } from '../../../components/favorite-button/api/get-favorites';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorState } from '../../../components/feedback/error-state';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/http-client';
import { cardTextFor } from '../../../lib/i18n/i18n';
import { useLocalizedPath } from '../../../lib/i18n/use-localized-path';
import { useSayAccount } from '../lib/account-words';
import { ShareShortlistCard } from '../../compare/components/share-shortlist-card';
import styles from './favorites-tab.module.css';
import { PropertyGrid, PropertyGridSkeleton } from './property-grid';

/** The Favorites tab: the user's saved listings as cards, a recent price drop noted under its card. */
export function FavoritesTab() {
  const { t, i18n } = useLingui();
  const say = useSayAccount();
  const localize = useLocalizedPath();
  const query = useFavorites();
  // A Hindi page's badge and date are written in code (packages/shared/src/listing-text-hi.ts).
  const hindi = cardTextFor(i18n.locale);
  const dropNote = (p: TPropertyCard): string | undefined => {
    if (!hindi) return priceDropNote(p.priceDrop);
    const badge = priceDropBadge(p.priceDrop, undefined, hindi.priceDrop);
    const date = hindi.date(p.priceDrop?.droppedAt);
    return badge && date ? t`${badge} on ${date}` : undefined;
  };
  if (query.isPending) return <PropertyGridSkeleton />;
  if (query.isError) {
    return (
      <ErrorState
        title={t`Could not load your favourites`}
        message={say(errorMessage(query.error))}
        retryLabel={t`Retry`}
        onRetry={() => query.refetch()}
      />
    );
  }
  if (!query.data.length) {
    return (
      <EmptyState
        icon={<Heart size={48} strokeWidth={1.5} />}
        title={t`No favourites yet`}
        message={t`Tap the heart on any listing to save it here.`}
        actions={
          <ButtonLink to={localize(paths.properties)} variant="primary">
            {t`Browse Properties`}
          </ButtonLink>
        }
      />
    );
  }
  return (
    <>
      <ShareShortlistCard />
      <PropertyGrid
        properties={query.data}
        label={t`Your favourites`}
        footer={(p) => {
          const note = dropNote(p);
          return note ? (
            <p className={styles.priceDrop} data-testid="favourite-price-drop">
              <TrendingDown size={16} aria-hidden />
              {note}
            </p>
          ) : null;
        }}
      />
    </>
  );
}
