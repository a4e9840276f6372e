import type { TAdminUserCreate } from '@nivaas/shared/admin-user';
import type { TUser } from '@nivaas/shared/auth';
import type { TSuccess } from '@nivaas/shared/envelope';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { invalidateAdminData } from './invalidate';

/** POST /admin/users: an admin creates a user of any role (the Add New Agent screen). */
export async function createUser(body: TAdminUserCreate): Promise<TUser> {
  const res = await request<TSuccess<TUser>>('/admin/users', { method: 'POST', body });
  return res.data;
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => invalidateAdminData(queryClient),
  });
}
