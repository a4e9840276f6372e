import type { TSuccess } from '@nivaas/shared/envelope';
import type { TEnquiry, TEnquiryStatus } from '@nivaas/shared/enquiry';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { adminEnquiriesQueryKey } from './get-enquiries';
import { invalidateAdminData } from './invalidate';

export type TUpdateEnquiryStatusVariables = { id: string; status: TEnquiryStatus };

/** PATCH /admin/enquiries/{id} { status }: new, in-progress or closed. */
export async function updateEnquiryStatus({ id, status }: TUpdateEnquiryStatusVariables): Promise<TEnquiry> {
  const res = await request<TSuccess<TEnquiry>>(`/admin/enquiries/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { status },
  });
  return res.data;
}

export function useUpdateEnquiryStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEnquiryStatus,
    onSuccess: (updated) => {
      if (updated?._id) {
        queryClient.setQueryData<TEnquiry[]>(adminEnquiriesQueryKey, (list) =>
          list?.map((e) => (e._id === updated._id ? updated : e)),
        );
      }
      return invalidateAdminData(queryClient);
    },
  });
}
