import { ADMIN_DEFAULT_PAGE_SIZE } from '@nivaas/shared/constants';
import { useCallback, useMemo, useState } from 'react';
import {
  clampPage,
  filterBySearch,
  pageOf,
  type TAdminPageSize,
  type TSearchField,
  toPageSize,
} from './client-list';

/**
 * Search and paging of one admin list, on the client (admin spec §4 'Admin lists'). `fieldsOf`
 * must be stable (a module-level function). A new search or page size goes back to page 1.
 */
export function useClientList<T>(
  rows: readonly T[] | undefined,
  fieldsOf: (row: T) => readonly TSearchField[],
) {
  const [search, setSearchText] = useState('');
  const [page, setPageIndex] = useState(0);
  const [pageSize, setPageSizeValue] = useState<TAdminPageSize>(ADMIN_DEFAULT_PAGE_SIZE);

  const filtered = useMemo(() => filterBySearch(rows ?? [], search, fieldsOf), [rows, search, fieldsOf]);
  const current = clampPage(page, filtered.length, pageSize);
  const visible = useMemo(() => pageOf(filtered, current, pageSize), [filtered, current, pageSize]);

  const setSearch = useCallback((value: string) => {
    setSearchText(value);
    setPageIndex(0);
  }, []);
  const setPageSize = useCallback((value: number) => {
    setPageSizeValue(toPageSize(value));
    setPageIndex(0);
  }, []);

  return {
    search,
    setSearch,
    page: current,
    setPage: setPageIndex,
    pageSize,
    setPageSize,
    /** Every row that matches the search. */
    filtered,
    /** The rows of the current page. */
    visible,
    total: filtered.length,
  };
}
