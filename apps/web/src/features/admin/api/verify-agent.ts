import { type TUser, ZUser } from '@nivaas/shared/auth';
import { changedOf } from '@nivaas/shared/envelope';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { invalidateAdminData, patchInAdminLists } from './invalidate';

const ZAnswer = changedOf(ZUser);

/** PUT /admin/agents/{id}/verify: unverified to verified (admin spec §4). */
export async function verifyAgent(id: string): Promise<TUser> {
  const res = await request(`/admin/agents/${encodeURIComponent(id)}/verify`, {
    method: 'PUT',
    answer: ZAnswer,
  });
  return res.data;
}

export function useVerifyAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyAgent,
    onSuccess: (_user, id) => {
      patchInAdminLists(queryClient, id, { isVerified: true });
      return invalidateAdminData(queryClient, { publicListings: true });
    },
  });
}
