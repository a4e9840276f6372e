import type { TAdminProperty } from '@nivaas/shared/admin';
import type { TPage } from '@nivaas/shared/envelope';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { ADMIN_ERRORS } from '../lib/admin-messages';
import { ADMIN_QUERY_KEY } from './get-admin-stats';

export const adminPropertiesQueryKey = [...ADMIN_QUERY_KEY, 'properties'] as const;

/** GET /admin/properties without page or limit: every listing, paged on the client (admin spec §4). */
export async function getAdminProperties(signal?: AbortSignal): Promise<TAdminProperty[]> {
  const res = await request<TPage<TAdminProperty>>('/admin/properties', { signal });
  if (!res?.success || !Array.isArray(res.data)) throw new Error(ADMIN_ERRORS.fetchProperties);
  return res.data;
}

export const adminPropertiesQueryOptions = () =>
  queryOptions({ queryKey: adminPropertiesQueryKey, queryFn: ({ signal }) => getAdminProperties(signal) });

export function useAdminProperties() {
  return useQuery(adminPropertiesQueryOptions());
}
