import { SHORTLIST_NOT_SHARED } from '@nivaas/shared/compare-limits';
import Heart from 'lucide-react/icons/heart';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorState } from '../../../components/feedback/error-state';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { errorMessage, HttpError } from '../../../lib/http-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { PropertyGrid, PropertyGridSkeleton } from '../../account/components/property-grid';
import { getSharedShortlist, sharedShortlistKey } from '../api/compare-api';

const browse = (
  <ButtonLink to={paths.properties} variant="primary">
    Browse listings
  </ButtonLink>
);

/** /shortlist/{token}: someone's favourites, shared read-only with whoever has the link. */
export default function SharedShortlistPage() {
  const token = useParams().token ?? '';
  const query = useQuery({
    queryKey: sharedShortlistKey(token),
    queryFn: ({ signal }) => getSharedShortlist(token, signal),
    retry: (count, err) => !(err instanceof HttpError && err.status === 404) && count < 2,
  });
  const owner = query.data?.ownerFirstName;
  const title = owner ? `${owner}’s shortlist` : 'Shared shortlist';
  usePageTitle(title);

  let body: ReactNode;
  if (query.isPending) body = <PropertyGridSkeleton />;
  else if (query.error instanceof HttpError && query.error.status === 404) {
    body = (
      <EmptyState
        icon={<Heart size={48} strokeWidth={1.5} />}
        title={SHORTLIST_NOT_SHARED}
        message="The person who shared it has stopped sharing, or the link is wrong."
        actions={browse}
      />
    );
  } else if (query.isError) {
    body = (
      <ErrorState
        title="Could not load the shortlist"
        message={errorMessage(query.error)}
        onRetry={() => query.refetch()}
      />
    );
  } else if (!query.data.listings.length) {
    body = (
      <EmptyState
        icon={<Heart size={48} strokeWidth={1.5} />}
        title="No listings here yet"
        message={`${owner ?? 'They'} has not saved any listings yet.`}
        actions={browse}
      />
    );
  } else {
    body = <PropertyGrid properties={query.data.listings} label={title} withFavorite={false} />;
  }

  return (
    <PageContainer spacing="md">
      <PageHeader
        title={title}
        description={
          query.data
            ? `${query.data.listings.length} listing${query.data.listings.length === 1 ? '' : 's'} shared read-only. Choose ‘Compare’ to set up to 4 side by side.`
            : undefined
        }
        breadcrumbs={[{ label: 'Home', to: paths.home }, { label: 'Shared shortlist' }]}
      />
      {body}
    </PageContainer>
  );
}
