import type { TUser } from '@nivaas/shared/auth';
import type { TSuccess } from '@nivaas/shared/envelope';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { ADMIN_ERRORS } from '../lib/admin-messages';
import { ADMIN_QUERY_KEY } from './get-admin-stats';

export const adminUsersQueryKey = [...ADMIN_QUERY_KEY, 'users'] as const;

/** GET /admin/users (admin spec §7): every user, searched and paged on the client. */
export async function getUsers(signal?: AbortSignal): Promise<TUser[]> {
  const res = await request<TSuccess<TUser[]>>('/admin/users', { signal });
  // success false or a body without a list: the spec's 'Failed to fetch users'.
  if (!res?.success || !Array.isArray(res.data)) throw new Error(ADMIN_ERRORS.fetchUsers);
  return res.data;
}

export const usersQueryOptions = () =>
  queryOptions({
    queryKey: [...adminUsersQueryKey, 'list'] as const,
    queryFn: ({ signal }) => getUsers(signal),
  });

export function useUsers() {
  return useQuery(usersQueryOptions());
}
