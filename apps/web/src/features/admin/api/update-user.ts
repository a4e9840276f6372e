import type { TAdminUserUpdate } from '@nivaas/shared/admin-user';
import type { TUser } from '@nivaas/shared/auth';
import type { TSuccess } from '@nivaas/shared/envelope';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { userQueryOptions } from './get-user';
import { invalidateAdminData } from './invalidate';

export type TUpdateUserVariables = { id: string; body: TAdminUserUpdate };

/** PUT /admin/users/{id}: the Edit User dialog and the edit form; fields left out keep their value. */
export async function updateUser({ id, body }: TUpdateUserVariables): Promise<TUser> {
  const res = await request<TSuccess<TUser>>(`/admin/users/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
  });
  return res.data;
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (user) => {
      if (user?._id) queryClient.setQueryData(userQueryOptions(user._id).queryKey, user);
      return invalidateAdminData(queryClient);
    },
  });
}
