import type { TUser } from '@nivaas/shared/auth';
import type { TSuccess } from '@nivaas/shared/envelope';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { invalidateAdminData, patchInAdminLists } from './invalidate';

/** PUT /admin/agents/{id}/verify: unverified to verified (admin spec §4). */
export async function verifyAgent(id: string): Promise<TUser> {
  const res = await request<TSuccess<TUser>>(`/admin/agents/${encodeURIComponent(id)}/verify`, {
    method: 'PUT',
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
