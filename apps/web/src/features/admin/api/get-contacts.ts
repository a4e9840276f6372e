import type { TAdminContact } from '@nivaas/shared/admin';
import type { TSuccess } from '@nivaas/shared/envelope';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { ADMIN_ERRORS } from '../lib/admin-messages';
import { ADMIN_QUERY_KEY } from './get-admin-stats';

export const adminContactsQueryKey = [...ADMIN_QUERY_KEY, 'contacts'] as const;

/** GET /admin/contacts: every contact request, newest first. */
export async function getContacts(signal?: AbortSignal): Promise<TAdminContact[]> {
  const res = await request<TSuccess<TAdminContact[]>>('/admin/contacts', { signal });
  if (!Array.isArray(res?.data)) throw new Error(ADMIN_ERRORS.loadContacts);
  return res.data;
}

export const contactsQueryOptions = () =>
  queryOptions({ queryKey: adminContactsQueryKey, queryFn: ({ signal }) => getContacts(signal) });

export function useContacts() {
  return useQuery(contactsQueryOptions());
}
