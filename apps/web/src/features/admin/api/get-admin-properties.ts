import { type TAdminProperty, ZAdminProperty } from '@nivaas/shared/admin';
import { pageOf } from '@nivaas/shared/envelope';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { ADMIN_ERRORS } from '../lib/admin-messages';
import { ADMIN_QUERY_KEY } from './get-admin-stats';

export const adminPropertiesQueryKey = [...ADMIN_QUERY_KEY, 'properties'] as const;

const ZAdminPropertiesAnswer = pageOf(ZAdminProperty);

/** GET /admin/properties without page or limit: every listing, paged on the client (admin spec §4). */
export async function getAdminProperties(signal?: AbortSignal): Promise<TAdminProperty[]> {
  const res = await request('/admin/properties', {
    answer: ZAdminPropertiesAnswer,
    invalid: ADMIN_ERRORS.fetchProperties,
    signal,
  });
  return res.data;
}

export const adminPropertiesQueryOptions = () =>
  queryOptions({ queryKey: adminPropertiesQueryKey, queryFn: ({ signal }) => getAdminProperties(signal) });

export function useAdminProperties() {
  return useQuery(adminPropertiesQueryOptions());
}
