import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { loadFilterReader } from './filter-reader';
import {
  applyFilterPatch,
  clearFilters,
  filtersToSearchParams,
  parseFilters,
  parseView,
  type TListingFilters,
  type TListingView,
} from './filters';

/**
 * The listing's filters live in the query string (spec §2): read from it, written back with the
 * non-empty values on every change. A link in an older or looser form (propertyType=Land) is
 * rewritten once, in place, to the canonical one.
 */
export function useListingFilters(onChange?: () => void) {
  const [params, setParams] = useSearchParams();
  const client = useQueryClient();
  // The first view reads the server's filters (filter-reader.ts). The reader (zod and the API's
  // search parameters: about 100 ms of a slow phone's main thread) is needed by the next change of
  // filters, whose navigation waits for it (the route's loader): it loads at the user's first touch,
  // key or focus, before the change they lead to, rather than competing with the page's start.
  const filters = useMemo(() => parseFilters(params, client), [params, client]);
  useEffect(() => {
    const intents = ['pointerdown', 'keydown', 'focusin'] as const;
    const stop = () => {
      for (const type of intents) window.removeEventListener(type, load, true);
    };
    const load = () => {
      stop();
      loadFilterReader().catch(() => {});
    };
    for (const type of intents) window.addEventListener(type, load, { capture: true, passive: true });
    return stop;
  }, []);
  const view = parseView(params);

  const canonical = filtersToSearchParams(filters, view).toString();
  useEffect(() => {
    if (canonical !== params.toString()) {
      setParams(new URLSearchParams(canonical), { replace: true, preventScrollReset: true });
    }
  }, [canonical, params, setParams]);

  const write = useCallback(
    (next: TListingFilters, nextView: TListingView, replace = false) => {
      // The page keeps its scroll position; a page change scrolls to the results itself.
      setParams(filtersToSearchParams(next, nextView), { replace, preventScrollReset: true });
    },
    [setParams],
  );

  /** Any filter change goes to page 1 and drops the selected property (spec §4). */
  const setFilters = useCallback(
    (patch: Partial<TListingFilters>) => {
      write(applyFilterPatch(filters, patch), view);
      onChange?.();
    },
    [filters, view, write, onChange],
  );

  const setPage = useCallback((page: number) => write({ ...filters, page }, view), [filters, view, write]);

  const clearAll = useCallback(() => {
    write(clearFilters(filters), view);
    onChange?.();
  }, [filters, view, write, onChange]);

  const setView = useCallback((next: TListingView) => write(filters, next), [filters, write]);

  /** The map's own moves replace the history entry rather than piling up. */
  const setBbox = useCallback(
    (bbox: string) => {
      write(applyFilterPatch(filters, { bbox }), view, true);
      onChange?.();
    },
    [filters, view, write, onChange],
  );

  return { filters, view, setFilters, setPage, clearAll, setView, setBbox };
}
