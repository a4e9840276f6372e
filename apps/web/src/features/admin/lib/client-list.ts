import { ADMIN_DEFAULT_PAGE_SIZE, ADMIN_PAGE_SIZES } from '@nivaas/shared/constants';

/** Client-side search and paging of the admin lists (admin spec §4, §5 'Search', §9). */

export type TAdminPageSize = (typeof ADMIN_PAGE_SIZES)[number];
export type TSearchField = string | number | null | undefined;

/** Trimmed and lower-cased, so 'Nashik ' and 'nashik' search alike. */
export function normalizeSearch(term: string): string {
  return term.trim().toLocaleLowerCase('en-IN');
}

/** Case-insensitive substring match on any field; a blank term matches everything. */
export function matchesSearch(term: string, fields: readonly TSearchField[]): boolean {
  const needle = normalizeSearch(term);
  if (!needle) return true;
  return fields.some(
    (field) =>
      field !== null && field !== undefined && String(field).toLocaleLowerCase('en-IN').includes(needle),
  );
}

export function filterBySearch<T>(
  rows: readonly T[],
  term: string,
  fieldsOf: (row: T) => readonly TSearchField[],
): T[] {
  if (!normalizeSearch(term)) return [...rows];
  return rows.filter((row) => matchesSearch(term, fieldsOf(row)));
}

/** One of 5, 10, 25; anything else falls back to 10. */
export function toPageSize(value: unknown): TAdminPageSize {
  const n = Number(value);
  return (ADMIN_PAGE_SIZES as readonly number[]).includes(n)
    ? (n as TAdminPageSize)
    : ADMIN_DEFAULT_PAGE_SIZE;
}

/** The last page that still has rows (0-based); 0 for an empty list. */
export function lastPage(total: number, pageSize: number): number {
  if (total <= 0 || pageSize <= 0) return 0;
  return Math.ceil(total / pageSize) - 1;
}

/**
 * Keeps a page inside the list: after a delete empties the last page, or a search shortens
 * the list, the user sees the last page that has rows instead of an empty table.
 */
export function clampPage(page: number, total: number, pageSize: number): number {
  if (!Number.isFinite(page) || page < 0) return 0;
  return Math.min(Math.trunc(page), lastPage(total, pageSize));
}

/** The rows of one 0-based page. */
export function pageOf<T>(rows: readonly T[], page: number, pageSize: number): T[] {
  const current = clampPage(page, rows.length, pageSize);
  return rows.slice(current * pageSize, current * pageSize + pageSize);
}
