import type { TAdminUserCreateInput } from '@nivaas/shared/admin-user';
import { type TUser, ZUser } from '@nivaas/shared/auth';
import { changedOf } from '@nivaas/shared/envelope';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { invalidateAdminData } from './invalidate';

const ZAnswer = changedOf(ZUser);

/** POST /admin/users: an admin creates a user of any role (the Add New Agent screen). */
export async function createUser(body: TAdminUserCreateInput): Promise<TUser> {
  const res = await request('/admin/users', { method: 'POST', body, answer: ZAnswer });
  return res.data;
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => invalidateAdminData(queryClient),
  });
}
