import { type TUser, ZUser } from '@nivaas/shared/auth';
import { successOf } from '@nivaas/shared/envelope';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { ADMIN_ERRORS } from '../lib/admin-messages';
import { adminUsersQueryKey } from './get-users';

const ZAnswer = successOf(ZUser);

/** GET /admin/users/{id}: the edit form's prefill (a 404 answers 'User not found'). */
export async function getUser(id: string, signal?: AbortSignal): Promise<TUser> {
  const res = await request(`/admin/users/${encodeURIComponent(id)}`, {
    answer: ZAnswer,
    invalid: ADMIN_ERRORS.loadUser,
    signal,
  });
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
