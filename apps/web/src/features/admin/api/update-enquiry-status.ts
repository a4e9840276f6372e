import { type TEnquiry, ZEnquiry, type ZEnquiryStatusRequest } from '@nivaas/shared/enquiry';
import { changedOf } from '@nivaas/shared/envelope';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../../lib/http-client';
import { adminEnquiriesQueryKey } from './get-enquiries';
import { invalidateAdminData } from './invalidate';

export type TUpdateEnquiryStatusVariables = { id: string } & z.input<typeof ZEnquiryStatusRequest>;

const ZAnswer = changedOf(ZEnquiry);

/** PATCH /admin/enquiries/{id} { status }: new, in-progress or closed. */
export async function updateEnquiryStatus({ id, status }: TUpdateEnquiryStatusVariables): Promise<TEnquiry> {
  const res = await request(`/admin/enquiries/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { status },
    answer: ZAnswer,
  });
  return res.data;
}

export function useUpdateEnquiryStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEnquiryStatus,
    onSuccess: (updated) => {
      queryClient.setQueryData<TEnquiry[]>(adminEnquiriesQueryKey, (list) =>
        list?.map((e) => (e._id === updated._id ? updated : e)),
      );
      return invalidateAdminData(queryClient);
    },
  });
}
