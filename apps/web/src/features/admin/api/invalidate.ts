import type { QueryClient } from '@tanstack/react-query';
import { ADMIN_QUERY_KEY } from './get-admin-stats';

/**
 * After a change in the admin panel: every admin list and the dashboard counts may have moved
 * (deleting an agent removes their listings and contact requests too), and so may the public
 * listing caches (a deactivated agent's listings leave search). Keys are matched by prefix.
 */
export function invalidateAdminData(queryClient: QueryClient, opts: { publicListings?: boolean } = {}) {
  const jobs = [queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY })];
  if (opts.publicListings) jobs.push(queryClient.invalidateQueries({ queryKey: ['properties'] }));
  return Promise.all(jobs);
}

type TRow = { _id?: string } | null;

/** Applies `edit` to the rows of every cached admin list: whole lists, and pages ({ data: [...] }). */
function editAdminLists(queryClient: QueryClient, edit: (rows: TRow[]) => TRow[]) {
  queryClient.setQueriesData<unknown>({ queryKey: ADMIN_QUERY_KEY }, (data: unknown) => {
    if (Array.isArray(data)) return edit(data);
    if (data && typeof data === 'object' && Array.isArray((data as { data?: unknown }).data)) {
      return { ...data, data: edit((data as { data: TRow[] }).data) };
    }
    return data;
  });
}

/** Takes a deleted row out of every cached admin list at once, before the refetch answers. */
export function removeFromAdminLists(queryClient: QueryClient, id: string) {
  editAdminLists(queryClient, (rows) => rows.filter((row) => row?._id !== id));
}

/** Shows a saved change in every cached admin list at once (a switch flips without waiting). */
export function patchInAdminLists(queryClient: QueryClient, id: string, patch: Record<string, unknown>) {
  editAdminLists(queryClient, (rows) => rows.map((row) => (row?._id === id ? { ...row, ...patch } : row)));
}
