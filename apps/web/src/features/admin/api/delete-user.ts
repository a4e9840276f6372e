import { ZDeletedUser } from '@nivaas/shared/admin-user';
import { changedOf } from '@nivaas/shared/envelope';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { invalidateAdminData, removeFromAdminLists } from './invalidate';

const ZDeletedUserAnswer = changedOf(ZDeletedUser);

/** DELETE /admin/users/{id}: also removes an agent's listings and the requests on them. */
export async function deleteUser(id: string): Promise<{ _id: string; deletedProperties?: number }> {
  const res = await request(`/admin/users/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    answer: ZDeletedUserAnswer,
  });
  return res.data;
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: (_data, id) => {
      removeFromAdminLists(queryClient, id);
      return invalidateAdminData(queryClient, { publicListings: true });
    },
  });
}
