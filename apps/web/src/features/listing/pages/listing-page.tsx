import Refresh from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { MOBILE_FILTER_MAX_WIDTH } from '@nivaas/shared/constants';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorState } from '../../../components/feedback/error-state';
import { DEFAULT_MAP_CENTER } from '../../../config/map';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/http-client';
import { useCities } from '../../../lib/locations/get-cities';
import { usePageTitle } from '../../../lib/use-page-title';
import { FAILED_TO_FETCH_PROPERTIES, useProperties } from '../api/get-properties';
import { FilterDropdowns } from '../components/filter-dropdowns';
import { FilterTags } from '../components/filter-tags';
import { ListingMap } from '../components/listing-map';
import { ListingSearchBox } from '../components/listing-search-box';
import { MobileFilterBar } from '../components/mobile-filter-bar';
import { PropertyGrid, PropertyGridSkeleton } from '../components/property-grid';
import { PropertyTypeToggle } from '../components/property-type-toggle';
import { ResultsToolbar } from '../components/results-toolbar';
import { citySuggestions } from '../lib/cities';
import { listingHeading, propertyTypePatch, toPropertyQuery } from '../lib/filters';
import { mapPoints } from '../lib/map';
import { LISTING_PAGE_SIZE, MAP_MARKER_LIMIT } from '../lib/options';
import { useListingFilters } from '../lib/use-listing-filters';

/** Listing and search (spec §2 'Listing / search page'). */
export default function ListingPage() {
  const navigate = useNavigate();
  const isMobile = useMediaQuery(`(max-width:${MOBILE_FILTER_MAX_WIDTH}px)`, { noSsr: true });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const clearSelection = useCallback(() => setSelectedId(null), []);
  const { filters, view, setFilters, setPage, clearAll, setView, setBbox } =
    useListingFilters(clearSelection);
  const resultsRef = useRef<HTMLDivElement>(null);

  const heading = listingHeading(filters);
  usePageTitle(heading, `${heading} on Nivaas: verified listings with honest prices in rupees.`);

  const cities = useCities();
  const knownCities = useMemo(() => (cities.data ?? []).map((c) => c.city), [cities.data]);
  const suggestions = useMemo(() => citySuggestions(knownCities), [knownCities]);

  const list = useProperties(useMemo(() => toPropertyQuery(filters, LISTING_PAGE_SIZE), [filters]));
  const mapResults = useProperties(
    useMemo(() => toPropertyQuery({ ...filters, sort: '' }, MAP_MARKER_LIMIT, 1), [filters]),
    { enabled: view === 'map' },
  );
  const points = useMemo(() => mapPoints(mapResults.data?.data ?? []), [mapResults.data]);
  const fitKey = JSON.stringify({ ...filters, page: 1, bbox: '', sort: '' });
  const cityCenter = cities.data?.find((c) => c.city.toLowerCase() === filters.city.toLowerCase())?.center;

  const changePage = (page: number) => {
    setPage(page);
    resultsRef.current?.scrollIntoView({ block: 'start' });
  };

  const total = list.data?.pagination.total;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 } }}>
      <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 1, typography: 'body2' }}>
        <Link component={RouterLink} to={paths.home} color="inherit">
          Home
        </Link>
        {filters.city ? (
          <Link component={RouterLink} to={paths.properties} color="inherit">
            Properties
          </Link>
        ) : (
          <Typography variant="body2" color="text.primary" aria-current="page">
            Properties
          </Typography>
        )}
        {filters.city && (
          <Typography variant="body2" color="text.primary" aria-current="page">
            {filters.city}
          </Typography>
        )}
      </Breadcrumbs>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, mb: 2 }}>
        {heading}
      </Typography>

      {isMobile ? (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <MobileFilterBar
            filters={filters}
            suggestions={suggestions}
            knownCities={knownCities}
            onChange={setFilters}
          />
          <PropertyTypeToggle
            value={filters.propertyType}
            onChange={(next) => setFilters(propertyTypePatch(filters, next))}
            fullWidth
          />
        </Box>
      ) : (
        <Box
          sx={{
            position: 'sticky',
            top: 64,
            zIndex: (t) => t.zIndex.appBar - 1,
            bgcolor: 'background.paper',
            py: 1.5,
            mx: -1,
            px: 1,
            display: 'flex',
            alignItems: 'center',
            flexWrap: 'wrap',
            gap: 1,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <ListingSearchBox
            key={filters.search}
            search={filters.search}
            suggestions={suggestions}
            onSearch={(search) => setFilters({ search })}
            onCity={(city) => setFilters({ city })}
          />
          <PropertyTypeToggle
            value={filters.propertyType}
            onChange={(next) => setFilters(propertyTypePatch(filters, next))}
          />
          <FilterDropdowns filters={filters} onChange={setFilters} />
        </Box>
      )}

      <FilterTags filters={filters} isMobile={isMobile} onChange={setFilters} onClearAll={clearAll} />

      <Box ref={resultsRef} sx={{ scrollMarginTop: { xs: 16, md: 140 }, mt: 2 }}>
        <ResultsToolbar
          total={total}
          isCounting={list.isFetching}
          search={filters.search}
          sort={filters.sort}
          onSort={(sort) => setFilters({ sort })}
          view={view}
          onView={setView}
        />

        {view === 'map' && (
          <Box sx={{ mb: 3 }}>
            <ListingMap
              points={points}
              selectedId={selectedId}
              onSelect={setSelectedId}
              onOpen={(id) => navigate(paths.property(id))}
              fitKey={fitKey}
              isStale={mapResults.isPending || mapResults.isPlaceholderData}
              isFetching={mapResults.isFetching}
              center={cityCenter ?? DEFAULT_MAP_CENTER}
              bbox={filters.bbox}
              onBboxChange={setBbox}
            />
          </Box>
        )}

        {list.isPending ? (
          <PropertyGridSkeleton />
        ) : list.isError ? (
          <ErrorState
            title="Error loading properties"
            message={errorMessage(list.error, FAILED_TO_FETCH_PROPERTIES)}
            onRetry={() => list.refetch()}
          />
        ) : list.data.data.length === 0 ? (
          <EmptyState
            title="No properties found matching your criteria"
            message="Try adjusting your filters or search terms"
            actions={
              <>
                <Button
                  variant="outlined"
                  startIcon={<Refresh />}
                  onClick={() => list.refetch()}
                  sx={{ minHeight: 44 }}
                >
                  Refresh
                </Button>
                <Button
                  component={RouterLink}
                  to={paths.addProperty}
                  variant="contained"
                  sx={{ minHeight: 44 }}
                >
                  Add Property
                </Button>
              </>
            }
          />
        ) : (
          <PropertyGrid
            properties={list.data.data}
            page={filters.page}
            pages={list.data.pagination.pages}
            isMobile={isMobile}
            selectedId={selectedId}
            isFetching={list.isPlaceholderData}
            onPage={changePage}
          />
        )}
      </Box>
    </Container>
  );
}
