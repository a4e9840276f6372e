import { changedOf, ZDeleted } from '@nivaas/shared/envelope';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { invalidateAdminData, removeFromAdminLists } from './invalidate';

const ZDeletedAnswer = changedOf(ZDeleted);

/** DELETE /admin/contacts/{id}. */
export async function deleteContact(id: string): Promise<{ _id: string }> {
  const res = await request(`/admin/contacts/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    answer: ZDeletedAnswer,
  });
  return res.data;
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
