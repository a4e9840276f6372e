import { changedOf } from '@nivaas/shared/envelope';
import { type TReraCheck, ZReraCheck } from '@nivaas/shared/rera';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { invalidateAdminData, patchInAdminLists } from './invalidate';

const ZAnswer = changedOf(ZReraCheck);

/**
 * POST /admin/properties/{id}/rera-check marks the listing's RERA number checked by this admin;
 * DELETE takes the check back.
 */
export async function setReraCheck({ id, checked }: { id: string; checked: boolean }): Promise<TReraCheck> {
  const res = await request(`/admin/properties/${encodeURIComponent(id)}/rera-check`, {
    method: checked ? 'POST' : 'DELETE',
    answer: ZAnswer,
  });
  return res.data;
}

export function useSetReraCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setReraCheck,
    onSuccess: (check) => {
      patchInAdminLists(queryClient, check._id, { rera: check.rera, reraCheckedBy: check.checkedBy });
      // Public lists and the detail (under 'properties') show the check too.
      return invalidateAdminData(queryClient, { publicListings: true });
    },
  });
}
