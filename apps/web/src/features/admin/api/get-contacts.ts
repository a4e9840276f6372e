import { type TAdminContact, ZAdminContact } from '@nivaas/shared/admin';
import { successOf } from '@nivaas/shared/envelope';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../../../lib/http-client';
import { ADMIN_ERRORS } from '../lib/admin-messages';
import { ADMIN_QUERY_KEY } from './get-admin-stats';

export const adminContactsQueryKey = [...ADMIN_QUERY_KEY, 'contacts'] as const;

const ZAnswer = successOf(z.array(ZAdminContact));

/** GET /admin/contacts: every contact request, newest first. */
export async function getContacts(signal?: AbortSignal): Promise<TAdminContact[]> {
  const res = await request('/admin/contacts', {
    answer: ZAnswer,
    invalid: ADMIN_ERRORS.loadContacts,
    signal,
  });
  return res.data;
}

export const contactsQueryOptions = () =>
  queryOptions({ queryKey: adminContactsQueryKey, queryFn: ({ signal }) => getContacts(signal) });

export function useContacts() {
  return useQuery(contactsQueryOptions());
}
