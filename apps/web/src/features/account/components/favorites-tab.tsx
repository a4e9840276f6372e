import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useFavorites } from '../../../components/favorite-button/api/get-favorites';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorState } from '../../../components/feedback/error-state';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/http-client';
import { PropertyGrid, PropertyGridSkeleton } from './property-grid';

/** The Favorites tab: the user's saved listings as cards. */
export function FavoritesTab() {
  const query = useFavorites();
  if (query.isPending) return <PropertyGridSkeleton />;
  if (query.isError) {
    return (
      <ErrorState
        title="Could not load your favorites"
        message={errorMessage(query.error)}
        onRetry={() => query.refetch()}
      />
    );
  }
  if (!query.data.length) {
    return (
      <EmptyState
        icon={<FavoriteBorder sx={{ fontSize: 48, color: 'text.secondary', mb: 1 }} aria-hidden />}
        title="No favorites yet"
        message="Tap the heart on any listing to save it here."
        actions={
          <Button component={RouterLink} to={paths.properties} variant="contained">
            Browse Properties
          </Button>
        }
      />
    );
  }
  return <PropertyGrid properties={query.data} label="Your favorites" />;
}
