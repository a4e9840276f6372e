import { changedOf, ZDeleted } from '@nivaas/shared/envelope';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { invalidateAdminData, removeFromAdminLists } from './invalidate';

const ZDeletedAnswer = changedOf(ZDeleted);

/** DELETE /admin/properties/{id}: any listing, with its files. */
export async function deleteProperty(id: string): Promise<{ _id: string }> {
  const res = await request(`/admin/properties/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    answer: ZDeletedAnswer,
  });
  return res.data;
}

export function useDeleteProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProperty,
    onSuccess: (_data, id) => {
      removeFromAdminLists(queryClient, id);
      return invalidateAdminData(queryClient, { publicListings: true });
    },
  });
}
