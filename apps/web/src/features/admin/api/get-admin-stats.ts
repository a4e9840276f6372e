import type { TAdminStats } from '@nivaas/shared/admin';
import type { TSuccess } from '@nivaas/shared/envelope';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { ADMIN_ERRORS } from '../lib/admin-messages';

/** Every admin query key starts here, so a change can refresh the whole panel. */
export const ADMIN_QUERY_KEY = ['admin'] as const;
export const adminStatsQueryKey = [...ADMIN_QUERY_KEY, 'stats'] as const;

/** GET /admin/stats (admin spec §7): counts and the recent users, properties and contacts. */
export async function getAdminStats(signal?: AbortSignal): Promise<TAdminStats> {
  const res = await request<TSuccess<TAdminStats>>('/admin/stats', { signal });
  if (!res?.success || !res.data?.counts || !res.data.recent) throw new Error(ADMIN_ERRORS.loadDashboard);
  return res.data;
}

export const adminStatsQueryOptions = () =>
  queryOptions({ queryKey: adminStatsQueryKey, queryFn: ({ signal }) => getAdminStats(signal) });

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
