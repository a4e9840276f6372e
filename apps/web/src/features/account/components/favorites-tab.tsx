import { priceDropNote } from '@nivaas/shared/price-drop';
import Heart from 'lucide-react/icons/heart';
import TrendingDown from 'lucide-react/icons/trending-down';
import { useFavorites } from '../../../components/favorite-button/api/get-favorites';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorState } from '../../../components/feedback/error-state';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/http-client';
import { ShareShortlistCard } from '../../compare/components/share-shortlist-card';
import styles from './favorites-tab.module.css';
import { PropertyGrid, PropertyGridSkeleton } from './property-grid';

/** The Favorites tab: the user's saved listings as cards, a recent price drop noted under its card. */
export function FavoritesTab() {
  const query = useFavorites();
  if (query.isPending) return <PropertyGridSkeleton />;
  if (query.isError) {
    return (
      <ErrorState
        title="Could not load your favourites"
        message={errorMessage(query.error)}
        onRetry={() => query.refetch()}
      />
    );
  }
  if (!query.data.length) {
    return (
      <EmptyState
        icon={<Heart size={48} strokeWidth={1.5} />}
        title="No favourites yet"
        message="Tap the heart on any listing to save it here."
        actions={
          <ButtonLink to={paths.properties} variant="primary">
            Browse Properties
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
        label="Your favourites"
        footer={(p) => {
          const note = priceDropNote(p.priceDrop);
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
