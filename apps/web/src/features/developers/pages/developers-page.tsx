import Plus from 'lucide-react/icons/plus';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { TSays } from '../../../lib/i18n/says';
import { DEVELOPER_PAGE_SIZE } from '@nivaas/shared/constants';
import { useMemo, useRef } from 'react';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorState } from '../../../components/feedback/error-state';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { Button, ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { errorMessage } from '../../../lib/http-client';
import { useCatalogPart } from '../../../lib/i18n/i18n';
import { useLocalizedPath } from '../../../lib/i18n/use-localized-path';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDevelopers } from '../api/get-developers';
import { DeveloperFilters } from '../components/developer-filters';
import { DeveloperGrid, DeveloperGridSkeleton } from '../components/developer-grid';
import { DEVELOPER_TEXT } from '../lib/developer-display';
import { clampPage, toDeveloperQuery } from '../lib/developer-filters';
import { DIRECTORY_DESCRIPTION, DIRECTORY_TITLE } from '../lib/developer-page-meta';
import { sayRequestText } from '../lib/say-request-text';
import { useDeveloperFilters } from '../lib/use-developer-filters';
import styles from './developers-page.module.css';

const NO_FILTERS = {};
const FOUND = msg({ message: '{n, plural, one {# builder found} other {# builders found}}' });

/**
 * The builders directory (admin spec §2.8): filtered by the server, paged here, 12 a page. Its
 * first render reads only the address and the query data, the same at every width.
 */
export default function DevelopersPage() {
  useCatalogPart('developers');
  const { t, i18n: lingui } = useLingui();
  const i18n: TSays = lingui;
  const localize = useLocalizedPath();
  const { user } = useAuth();
  const { filters, setFilters, setPage, clearAll } = useDeveloperFilters();
  const resultsRef = useRef<HTMLDivElement>(null);
  const title = i18n._(DIRECTORY_TITLE);
  usePageTitle(title, i18n._(DIRECTORY_DESCRIPTION));

  const query = useMemo(() => toDeveloperQuery(filters), [filters]);
  const list = useDevelopers(query);
  // Every builder, for the city and specialization choices (the same request when nothing is filtered).
  const all = useDevelopers(NO_FILTERS);

  const developers = list.data ?? [];
  const total = developers.length;
  const pages = Math.ceil(total / DEVELOPER_PAGE_SIZE);
  const page = clampPage(filters.page, total, DEVELOPER_PAGE_SIZE);
  const shown = developers.slice((page - 1) * DEVELOPER_PAGE_SIZE, page * DEVELOPER_PAGE_SIZE);

  const changePage = (next: number) => {
    setPage(next);
    resultsRef.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <PageContainer spacing="md">
      <PageHeader
        breadcrumbs={[{ label: t`Home`, to: localize(paths.home) }, { label: title }]}
        breadcrumbsLabel={t`Breadcrumb`}
        title={title}
        description={
          <span role="status" className={styles.count}>
            {list.isSuccess ? i18n._(FOUND, { n: total }) : ''}
          </span>
        }
        actions={
          user?.role === 'admin' && (
            <ButtonLink to={localize(paths.addDeveloper)} variant="primary" startIcon={<Plus size={20} />}>
              {t`Add developer`}
            </ButtonLink>
          )
        }
      />

      <DeveloperFilters
        filters={filters}
        allDevelopers={all.data ?? []}
        onChange={setFilters}
        onClearAll={clearAll}
      />

      <div ref={resultsRef} className={styles.results}>
        {list.isPending ? (
          <DeveloperGridSkeleton />
        ) : list.isError ? (
          <ErrorState
            title={i18n._(DEVELOPER_TEXT.listError)}
            message={sayRequestText(
              i18n,
              errorMessage(list.error, DEVELOPER_TEXT.listFallback.message ?? ''),
            )}
            retryLabel={t`Retry`}
            onRetry={() => list.refetch()}
          />
        ) : total === 0 ? (
          <EmptyState
            title={i18n._(DEVELOPER_TEXT.emptyTitle)}
            message={i18n._(DEVELOPER_TEXT.emptyMessage)}
            actions={
              <Button startIcon={<RefreshCw size={20} />} onClick={() => list.refetch()}>
                {t`Refresh`}
              </Button>
            }
          />
        ) : (
          <DeveloperGrid
            developers={shown}
            page={page}
            pages={pages}
            isStale={list.isPlaceholderData}
            onPage={changePage}
          />
        )}
      </div>
    </PageContainer>
  );
}
