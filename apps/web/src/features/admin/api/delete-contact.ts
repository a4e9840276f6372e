import type { TSuccess } from '@nivaas/shared/envelope';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { invalidateAdminData, removeFromAdminLists } from './invalidate';

/** DELETE /admin/contacts/{id}. */
export async function deleteContact(id: string): Promise<{ _id: string }> {
  const res = await request<TSuccess<{ _id: string }>>(`/admin/contacts/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
  return res?.data ?? { _id: id };
}

export function useDeleteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContact,
    onSuccess: (_data, id) => {
      removeFromAdminLists(queryClient, id);
      return invalidateAdminData(queryClient);
    },
  });
}
