import type { TAdminUserUpdateInput } from '@nivaas/shared/admin-user';
import { type TUser, ZUser } from '@nivaas/shared/auth';
import { changedOf } from '@nivaas/shared/envelope';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { userQueryOptions } from './get-user';
import { invalidateAdminData } from './invalidate';

export type TUpdateUserVariables = { id: string; body: TAdminUserUpdateInput };

const ZAnswer = changedOf(ZUser);

/** PUT /admin/users/{id}: the Edit User dialog and the edit form; fields left out keep their value. */
export async function updateUser({ id, body }: TUpdateUserVariables): Promise<TUser> {
  const res = await request(`/admin/users/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
    answer: ZAnswer,
  });
  return res.data;
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryOptions(user._id).queryKey, user);
      return invalidateAdminData(queryClient);
    },
  });
}
