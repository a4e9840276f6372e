import type { TSuccess } from '@nivaas/shared/envelope';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { invalidateAdminData, removeFromAdminLists } from './invalidate';

/** DELETE /admin/users/{id}: also removes an agent's listings and the requests on them. */
export async function deleteUser(id: string): Promise<{ _id: string; deletedProperties?: number }> {
  const res = await request<TSuccess<{ _id: string; deletedProperties?: number }>>(
    `/admin/users/${encodeURIComponent(id)}`,
    { method: 'DELETE' },
  );
  return res?.data ?? { _id: id };
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
