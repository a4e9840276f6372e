import { type TEnquiry, ZEnquiry } from '@nivaas/shared/enquiry';
import { successOf } from '@nivaas/shared/envelope';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../../../lib/http-client';
import { ADMIN_ERRORS } from '../lib/admin-messages';
import { ADMIN_QUERY_KEY } from './get-admin-stats';

export const adminEnquiriesQueryKey = [...ADMIN_QUERY_KEY, 'enquiries'] as const;

const ZAnswer = successOf(z.array(ZEnquiry));

/** GET /admin/enquiries: every enquiry; the screen filters by kind and searches on the client. */
export async function getEnquiries(signal?: AbortSignal): Promise<TEnquiry[]> {
  const res = await request('/admin/enquiries', {
    answer: ZAnswer,
    invalid: ADMIN_ERRORS.loadEnquiries,
    signal,
  });
  return res.data;
}

export const enquiriesQueryOptions = () =>
  queryOptions({ queryKey: adminEnquiriesQueryKey, queryFn: ({ signal }) => getEnquiries(signal) });

export function useEnquiries() {
  return useQuery(enquiriesQueryOptions());
}
