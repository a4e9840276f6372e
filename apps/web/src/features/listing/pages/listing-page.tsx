import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { BackToTop } from '../../../components/ui/back-to-top';
import { Breadcrumbs, type TCrumb } from '../../../components/ui/breadcrumbs';
import layout from '../../../components/ui/layout.module.css';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/http-client';
import { useCities } from '../../../lib/locations/get-cities';
import { useLocalizedPath } from '../../../lib/i18n/use-localized-path';
import { usePageTitle } from '../../../lib/use-page-title';
import { SaveSearchButton } from '../../saved-searches/components/save-search-button';
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
import {
  filterTags,
  listingDescription,
  listingHeading,
  propertyTypePatch,
  type TListingFilters,
  toPropertyQuery,
} from '../lib/filters';
import type { TMapArea } from '../lib/map';
import { LISTING_PAGE_SIZE } from '../lib/options';
import { NoMatches } from '../lib/no-matches';
import { useListingFilters } from '../lib/use-listing-filters';
import stateStyles from '../components/listing-states.module.css';
import styles from './listing-page.module.css';

/** A failed load is rare, and never drawn by the server: its code comes when it happens. */
const ListingError = lazy(() => import('../components/listing-error'));

/** Filters that name the place searched: changing one drops the map's area, which then fits the new place. */
const PLACE_FILTERS = ['search', 'city', 'state'] as const;

/**
 * Listing and search (spec §2 'Listing / search page'). Built without MUI: its first view loads
 * none (the filter panels, the phone's city picker and filter drawer, and the map bring theirs
 * when first used). Its render reads only the URL and the query data, and draws the phone and
 * desktop filter bars both, a media query showing one, so a server can render it per request.
 */
export default function ListingPage() {
  const navigate = useNavigate();
  const { t, i18n } = useLingui();
  const localized = useLocalizedPath();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const clearSelection = useCallback(() => setSelectedId(null), []);
  const {
    filters,
    view,
    setFilters: writeFilters,
    setPage,
    clearAll: clearFilters,
    setView,
    setBbox,
  } = useListingFilters(clearSelection);
  // 'Search as I move the map' (on by default) and the area the map last asked about: none until
  // the map has fitted the matches, and none again when the place searched or the box is dropped.
  const [follow, setFollow] = useState(true);
  const [mapArea, setMapArea] = useState<TMapArea | null>(null);
  const setFilters = useCallback(
    (patch: Partial<TListingFilters>) => {
      const placeChanged = PLACE_FILTERS.some((k) => k in patch && patch[k] !== filters[k]);
      if (placeChanged || patch.bbox === '') setMapArea(null);
      writeFilters(placeChanged && filters.bbox ? { ...patch, bbox: '' } : patch);
    },
    [filters, writeFilters],
  );
  const clearAll = useCallback(() => {
    setMapArea(null);
    clearFilters();
  }, [clearFilters]);
  const onMapArea = useCallback(
    (area: TMapArea, isSearch = false) => {
      setMapArea(area);
      if ((follow || isSearch) && area.bbox !== filters.bbox) setBbox(area.bbox);
    },
    [follow, filters.bbox, setBbox],
  );
  const resultsRef = useRef<HTMLDivElement>(null);

  const heading = listingHeading(filters, i18n);
  usePageTitle(heading, listingDescription(heading, i18n));

  const cities = useCities();
  const knownCities = useMemo(() => (cities.data ?? []).map((c) => c.city), [cities.data]);
  const suggestions = useMemo(() => citySuggestions(knownCities), [knownCities]);

  const list = useProperties(useMemo(() => toPropertyQuery(filters, LISTING_PAGE_SIZE), [filters]));
  const mapQuery = useMemo(() => {
    const {
      page: _page,
      limit: _limit,
      sort: _sort,
      ...query
    } = toPropertyQuery({ ...filters, bbox: mapArea?.bbox ?? filters.bbox }, LISTING_PAGE_SIZE);
    return query;
  }, [filters, mapArea]);
  // Until the map has an area of its own, each new set of matches is fitted once.
  const fitKey = mapArea || filters.bbox ? null : JSON.stringify(mapQuery);
  const cityCenter = cities.data?.find((c) => c.city.toLowerCase() === filters.city.toLowerCase())?.center;

  const changePage = (page: number) => {
    setPage(page);
    resultsRef.current?.scrollIntoView({ block: 'start' });
  };

  // What 'Save this search' keeps: the filters, and the map's area when the map is shown.
  const savedQuery = useMemo(() => {
    const {
      page: _p,
      limit: _l,
      sort: _s,
      ...query
    } = toPropertyQuery(
      { ...filters, bbox: view === 'map' ? (mapArea?.bbox ?? filters.bbox) : filters.bbox },
      LISTING_PAGE_SIZE,
    );
    return Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));
  }, [filters, mapArea, view]);
  const summary = useMemo(() => {
    const labels = filterTags(filters, i18n).map((tag) => tag.label);
    if (view === 'map' && mapArea && !filters.bbox) labels.push(t`Map area`);
    return labels;
  }, [filters, mapArea, view, i18n, t]);

  const total = list.data?.pagination.total;
  const home = { label: t`Home`, to: localized(paths.home) };
  const crumbs: TCrumb[] = filters.city
    ? [home, { label: t`Properties`, to: localized(paths.properties) }, { label: filters.city }]
    : [home, { label: t`Properties` }];

  return (
    <div className={`${layout.container} ${styles.page}`}>
      <Breadcrumbs items={crumbs} className={styles.breadcrumbs} label={t`Breadcrumb`} />
      <div className={styles.headingRow}>
        <h1 className={styles.heading}>{heading}</h1>
        <SaveSearchButton query={savedQuery} suggestedName={heading} summary={summary} />
      </div>

      <div className={styles.phoneBar}>
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
      </div>
      <div className={styles.desktopBar}>
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
      </div>

      <FilterTags filters={filters} onChange={setFilters} onClearAll={clearAll} />

      <div ref={resultsRef} className={styles.results}>
        <ResultsToolbar
          total={total}
          isEstimate={list.data?.pagination.isEstimate}
          isCounting={list.isFetching}
          sort={filters.sort}
          onSort={(sort) => setFilters({ sort })}
          view={view}
          onView={setView}
        />

        {view === 'map' && (
          <div className={styles.map}>
            <ListingMap
              query={mapQuery}
              zoom={mapArea?.zoom}
              selectedId={selectedId}
              onSelect={setSelectedId}
              onOpen={(id) => navigate(localized(paths.property(id)))}
              fitKey={fitKey}
              center={cityCenter}
              bbox={filters.bbox}
              follow={follow}
              onFollowChange={setFollow}
              onArea={onMapArea}
            />
          </div>
        )}

        {list.isPending ? (
          <PropertyGridSkeleton />
        ) : list.isError ? (
          <Suspense fallback={<PropertyGridSkeleton />}>
            <ListingError
              styles={stateStyles}
              title={t`Error loading properties`}
              message={errorMessage(list.error, FAILED_TO_FETCH_PROPERTIES)}
              onRetry={() => list.refetch()}
              retryLabel={t`Retry`}
            />
          </Suspense>
        ) : list.data.data.length === 0 ? (
          <NoMatches
            styles={stateStyles}
            fallback={<PropertyGridSkeleton />}
            onRefresh={() => list.refetch()}
          />
        ) : (
          <PropertyGrid
            properties={list.data.data}
            page={filters.page}
            pages={list.data.pagination.pages}
            selectedId={selectedId}
            isFetching={list.isPlaceholderData}
            onPage={changePage}
          />
        )}
      </div>
      <BackToTop />
    </div>
  );
}
