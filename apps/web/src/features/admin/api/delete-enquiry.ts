import type { TSuccess } from '@nivaas/shared/envelope';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { invalidateAdminData, removeFromAdminLists } from './invalidate';

/** DELETE /admin/enquiries/{id}. */
export async function deleteEnquiry(id: string): Promise<{ _id: string }> {
  const res = await request<TSuccess<{ _id: string }>>(`/admin/enquiries/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
  return res?.data ?? { _id: id };
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
