import { type TUser, ZUser } from '@nivaas/shared/auth';
import { successOf } from '@nivaas/shared/envelope';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../../../lib/http-client';
import { ADMIN_ERRORS } from '../lib/admin-messages';
import { ADMIN_QUERY_KEY } from './get-admin-stats';

export const adminUsersQueryKey = [...ADMIN_QUERY_KEY, 'users'] as const;

const ZAnswer = successOf(z.array(ZUser));

/** GET /admin/users (admin spec §7): every user, searched and paged on the client. */
export async function getUsers(signal?: AbortSignal): Promise<TUser[]> {
  // success false or a body without a list: the spec's 'Failed to fetch users'.
  const res = await request('/admin/users', { answer: ZAnswer, invalid: ADMIN_ERRORS.fetchUsers, signal });
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
