import Plus from 'lucide-react/icons/plus';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { DEVELOPER_PAGE_SIZE } from '@nivaas/shared/constants';
import { useMemo, useRef } from 'react';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorState } from '../../../components/feedback/error-state';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { plural } from '../../../components/property-card/property-card-lib';
import { Button, ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { errorMessage } from '../../../lib/http-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDevelopers } from '../api/get-developers';
import { DeveloperFilters } from '../components/developer-filters';
import { DeveloperGrid, DeveloperGridSkeleton } from '../components/developer-grid';
import { DEVELOPER_TEXT } from '../lib/developer-display';
import { clampPage, toDeveloperQuery } from '../lib/developer-filters';
import { useDeveloperFilters } from '../lib/use-developer-filters';
import styles from './developers-page.module.css';

const TITLE = 'Builders';
const NO_FILTERS = {};
const CRUMBS = [{ label: 'Home', to: paths.home }, { label: 'Builders' }];

/**
 * The builders directory (admin spec §2.8): filtered by the server, paged here, 12 a page. Its
 * first render reads only the address and the query data, the same at every width.
 */
export default function DevelopersPage() {
  const { user } = useAuth();
  const { filters, setFilters, setPage, clearAll } = useDeveloperFilters();
  const resultsRef = useRef<HTMLDivElement>(null);
  usePageTitle(TITLE, 'Browse builders in India: their projects, specializations and homes on Nivaas.');

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
        breadcrumbs={CRUMBS}
        title={TITLE}
        description={
          <span role="status" className={styles.count}>
            {list.isSuccess ? `${plural(total, 'builder', 'builders')} found` : ''}
          </span>
        }
        actions={
          user?.role === 'admin' && (
            <ButtonLink to={paths.addDeveloper} variant="primary" startIcon={<Plus size={20} />}>
              Add developer
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
            title={DEVELOPER_TEXT.listError}
            message={errorMessage(list.error, DEVELOPER_TEXT.listFallback)}
            onRetry={() => list.refetch()}
          />
        ) : total === 0 ? (
          <EmptyState
            title={DEVELOPER_TEXT.emptyTitle}
            message={DEVELOPER_TEXT.emptyMessage}
            actions={
              <Button startIcon={<RefreshCw size={20} />} onClick={() => list.refetch()}>
                Refresh
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
