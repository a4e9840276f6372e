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

/** Takes a deleted row out of every cached admin list at once, before the refetch answers. */
export function removeFromAdminLists(queryClient: QueryClient, id: string) {
  queryClient.setQueriesData<unknown>({ queryKey: ADMIN_QUERY_KEY }, (data: unknown) =>
    Array.isArray(data) ? data.filter((row: { _id?: string } | null) => row?._id !== id) : data,
  );
}
