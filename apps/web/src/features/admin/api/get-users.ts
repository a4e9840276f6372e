import type { TUser } from '@nivaas/shared/auth';
import type { TSuccess } from '@nivaas/shared/envelope';
import type { TRole } from '@nivaas/shared/roles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { ADMIN_ERRORS } from '../lib/admin-messages';
import { ADMIN_QUERY_KEY } from './get-admin-stats';

export const adminUsersQueryKey = [...ADMIN_QUERY_KEY, 'users'] as const;

/** GET /admin/users, or ?role=agent for the Agents screen (admin spec §7). */
export async function getUsers(role: TRole | undefined, signal?: AbortSignal): Promise<TUser[]> {
  const res = await request<TSuccess<TUser[]>>('/admin/users', { query: { role }, signal });
  // success false or a body without a list: the spec's 'Failed to fetch users'.
  if (!res?.success || !Array.isArray(res.data)) throw new Error(ADMIN_ERRORS.fetchUsers);
  return res.data;
}

export const usersQueryOptions = (role?: TRole) =>
  queryOptions({
    queryKey: [...adminUsersQueryKey, 'list', role ?? 'all'] as const,
    queryFn: ({ signal }) => getUsers(role, signal),
  });

export function useUsers(role?: TRole) {
  return useQuery(usersQueryOptions(role));
}
