import type { TSuccess } from '@nivaas/shared/envelope';
import type { TEnquiry } from '@nivaas/shared/enquiry';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { ADMIN_ERRORS } from '../lib/admin-messages';
import { ADMIN_QUERY_KEY } from './get-admin-stats';

export const adminEnquiriesQueryKey = [...ADMIN_QUERY_KEY, 'enquiries'] as const;

/** GET /admin/enquiries: every enquiry; the screen filters by kind and searches on the client. */
export async function getEnquiries(signal?: AbortSignal): Promise<TEnquiry[]> {
  const res = await request<TSuccess<TEnquiry[]>>('/admin/enquiries', { signal });
  if (!Array.isArray(res?.data)) throw new Error(ADMIN_ERRORS.loadEnquiries);
  return res.data;
}

export const enquiriesQueryOptions = () =>
  queryOptions({ queryKey: adminEnquiriesQueryKey, queryFn: ({ signal }) => getEnquiries(signal) });

export function useEnquiries() {
  return useQuery(enquiriesQueryOptions());
}
