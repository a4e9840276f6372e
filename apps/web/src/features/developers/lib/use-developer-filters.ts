import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  applyFilterPatch,
  developerFiltersToSearchParams,
  EMPTY_DEVELOPER_FILTERS,
  parseDeveloperFilters,
  type TFilterKey,
} from './developer-filters';

/**
 * The directory's filters live in the query string (admin spec §2.8): read from it, written back
 * with only the set values. A link with values the server would refuse is tidied once, in place.
 */
export function useDeveloperFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseDeveloperFilters(params), [params]);

  const canonical = developerFiltersToSearchParams(filters).toString();
  useEffect(() => {
    if (canonical !== params.toString()) {
      setParams(new URLSearchParams(canonical), { replace: true, preventScrollReset: true });
    }
  }, [canonical, params, setParams]);

  /** Typing replaces the history entry, so Back does not step through every word typed. */
  const setFilters = useCallback(
    (patch: Partial<Record<TFilterKey, string>>, opts: { replace?: boolean } = {}) =>
      setParams(developerFiltersToSearchParams(applyFilterPatch(filters, patch)), {
        replace: opts.replace ?? false,
        preventScrollReset: true,
      }),
    [filters, setParams],
  );

  const setPage = useCallback(
    (page: number) => setParams(developerFiltersToSearchParams({ ...filters, page })),
    [filters, setParams],
  );

  const clearAll = useCallback(
    () => setParams(developerFiltersToSearchParams(EMPTY_DEVELOPER_FILTERS), { preventScrollReset: true }),
    [setParams],
  );

  return { filters, setFilters, setPage, clearAll };
}
