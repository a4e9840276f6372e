import Add from '@mui/icons-material/Add';
import Refresh from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DEVELOPER_PAGE_SIZE } from '@nivaas/shared/constants';
import { useMemo, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorState } from '../../../components/feedback/error-state';
import { PageContainer } from '../../../components/page-container';
import { plural } from '../../../components/property-card/property-card-lib';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { errorMessage } from '../../../lib/http-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDevelopers } from '../api/get-developers';
import { DeveloperFilters } from '../components/developer-filters';
import { DeveloperGrid } from '../components/developer-grid';
import { FilterTags } from '../components/filter-tags';
import { DEVELOPER_TEXT } from '../lib/developer-display';
import { clampPage, toDeveloperQuery } from '../lib/developer-filters';
import { useDeveloperFilters } from '../lib/use-developer-filters';

const TITLE = 'Real Estate Developers';
const NO_FILTERS = {};

/** The builders directory (admin spec §2.8): filtered by the server, paged here, 12 a page. */
export default function DevelopersPage() {
  const { user } = useAuth();
  const { filters, setFilters, setPage, clearAll } = useDeveloperFilters();
  const resultsRef = useRef<HTMLDivElement>(null);
  usePageTitle(
    TITLE,
    'Browse real estate developers in India: their projects, specializations and homes on Nivaas.',
  );

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
    <PageContainer spacing="sm">
      <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 1, typography: 'body2' }}>
        <Link component={RouterLink} to={paths.home} color="inherit">
          Home
        </Link>
        <Typography variant="body2" color="text.primary" aria-current="page">
          Developers
        </Typography>
      </Breadcrumbs>
      <Box
        sx={{
          display: 'flex',
          alignItems: { xs: 'flex-start', sm: 'center' },
          justifyContent: 'space-between',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: 1.5,
          mb: 2,
        }}
      >
        <Box>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
            {TITLE}
          </Typography>
          <Typography color="text.secondary" role="status" aria-live="polite" sx={{ mt: 0.5, minHeight: 24 }}>
            {list.isSuccess ? `${plural(total, 'developer', 'developers')} found` : ''}
          </Typography>
        </Box>
        {user?.role === 'admin' && (
          <Button
            component={RouterLink}
            to={paths.addDeveloper}
            variant="contained"
            startIcon={<Add />}
            sx={{ minHeight: 44 }}
          >
            Add Developer
          </Button>
        )}
      </Box>

      <DeveloperFilters
        filters={filters}
        allDevelopers={all.data ?? []}
        onChange={setFilters}
        onClearAll={clearAll}
      />
      <FilterTags filters={filters} onRemove={(key) => setFilters({ [key]: '' })} />

      <Box ref={resultsRef} sx={{ mt: 3, scrollMarginTop: 80 }}>
        {list.isPending ? (
          <Box role="status" sx={{ display: 'grid', placeItems: 'center', minHeight: 320 }}>
            <CircularProgress aria-label="Loading developers" />
          </Box>
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
              <Button
                variant="outlined"
                startIcon={<Refresh />}
                onClick={() => list.refetch()}
                sx={{ minHeight: 44 }}
              >
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
      </Box>
    </PageContainer>
  );
}
