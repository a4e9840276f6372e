import { type TAdminStats, ZAdminStats } from '@nivaas/shared/admin';
import { successOf } from '@nivaas/shared/envelope';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { ADMIN_ERRORS } from '../lib/admin-messages';

/** Every admin query key starts here, so a change can refresh the whole panel. */
export const ADMIN_QUERY_KEY = ['admin'] as const;
export const adminStatsQueryKey = [...ADMIN_QUERY_KEY, 'stats'] as const;

const ZAnswer = successOf(ZAdminStats);

/** GET /admin/stats (admin spec §7): counts and the recent users, properties and contacts. */
export async function getAdminStats(signal?: AbortSignal): Promise<TAdminStats> {
  const res = await request('/admin/stats', { answer: ZAnswer, invalid: ADMIN_ERRORS.loadDashboard, signal });
  return res.data;
}

export const adminStatsQueryOptions = () =>
  queryOptions({ queryKey: adminStatsQueryKey, queryFn: ({ signal }) => getAdminStats(signal) });

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
