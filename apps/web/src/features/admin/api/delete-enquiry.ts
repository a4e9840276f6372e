import { changedOf, ZDeleted } from '@nivaas/shared/envelope';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { invalidateAdminData, removeFromAdminLists } from './invalidate';

const ZDeletedAnswer = changedOf(ZDeleted);

/** DELETE /admin/enquiries/{id}. */
export async function deleteEnquiry(id: string): Promise<{ _id: string }> {
  const res = await request(`/admin/enquiries/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    answer: ZDeletedAnswer,
  });
  return res.data;
}

export function useDeleteEnquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEnquiry,
    onSuccess: (_data, id) => {
      removeFromAdminLists(queryClient, id);
      return invalidateAdminData(queryClient);
    },
  });
}
