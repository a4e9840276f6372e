import type { TUser } from '@nivaas/shared/auth';
import type { TSuccess } from '@nivaas/shared/envelope';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { ADMIN_ERRORS } from '../lib/admin-messages';
import { adminUsersQueryKey } from './get-users';

/** GET /admin/users/{id}: the edit form's prefill (a 404 answers 'User not found'). */
export async function getUser(id: string, signal?: AbortSignal): Promise<TUser> {
  const res = await request<TSuccess<TUser>>(`/admin/users/${encodeURIComponent(id)}`, { signal });
  if (!res?.data?._id) throw new Error(ADMIN_ERRORS.loadUser);
  return res.data;
}

export const userQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...adminUsersQueryKey, 'detail', id] as const,
    queryFn: ({ signal }) => getUser(id, signal),
  });

export function useUser(id: string | undefined) {
  return useQuery({ ...userQueryOptions(id ?? ''), enabled: !!id });
}
