import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
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
import { useCatalogPart } from '../../../lib/i18n/i18n';
import type { TSays } from '../../../lib/i18n/says';
import { sayKnown } from '../../../lib/i18n/known-messages';
import { useLocalizedPath } from '../../../lib/i18n/use-localized-path';
import { usePageTitle } from '../../../lib/use-page-title';
import { PropertyGrid, PropertyGridSkeleton } from '../../account/components/property-grid';
import { getSharedShortlist, sharedShortlistKey } from '../api/compare-api';

/** SHORTLIST_NOT_SHARED (compare-limits.ts) in the page's language. */
const NOT_SHARED = msg`This shortlist is no longer shared`;
const SHARED = msg({
  message:
    '{n, plural, one {# listing shared read-only.} other {# listings shared read-only.}} Choose ‘Compare’ to set up to 4 side by side.',
});

/** /shortlist/{token}: someone's favourites, shared read-only with whoever has the link. */
export default function SharedShortlistPage() {
  useCatalogPart('compare');
  const { t, i18n } = useLingui();
  const localize = useLocalizedPath();
  const browse = (
    <ButtonLink to={localize(paths.properties)} variant="primary">
      {t`Browse listings`}
    </ButtonLink>
  );
  const token = useParams().token ?? '';
  const query = useQuery({
    queryKey: sharedShortlistKey(token),
    queryFn: ({ signal }) => getSharedShortlist(token, signal),
    retry: (count, err) => !(err instanceof HttpError && err.status === 404) && count < 2,
  });
  const owner = query.data?.ownerFirstName;
  const title = owner ? t`${owner}’s shortlist` : t`Shared shortlist`;
  usePageTitle(title);

  let body: ReactNode;
  if (query.isPending) body = <PropertyGridSkeleton />;
  else if (query.error instanceof HttpError && query.error.status === 404) {
    body = (
      <EmptyState
        icon={<Heart size={48} strokeWidth={1.5} />}
        title={i18n._(NOT_SHARED)}
        message={t`The person who shared it has stopped sharing, or the link is wrong.`}
        actions={browse}
      />
    );
  } else if (query.isError) {
    body = (
      <ErrorState
        title={t`Could not load the shortlist`}
        message={sayKnown(i18n, errorMessage(query.error))}
        retryLabel={t`Retry`}
        onRetry={() => query.refetch()}
      />
    );
  } else if (!query.data.listings.length) {
    body = (
      <EmptyState
        icon={<Heart size={48} strokeWidth={1.5} />}
        title={t`No listings here yet`}
        message={
          owner ? t`${owner} has not saved any listings yet.` : t`They has not saved any listings yet.`
        }
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
        description={query.data ? (i18n as TSays)._(SHARED, { n: query.data.listings.length }) : undefined}
        breadcrumbs={[{ label: t`Home`, to: localize(paths.home) }, { label: t`Shared shortlist` }]}
      />
      {body}
    </PageContainer>
  );
}
