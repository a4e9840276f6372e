import type { TUserStatusRequest } from '@nivaas/shared/admin-user';
import { type TUser, ZUser } from '@nivaas/shared/auth';
import { changedOf } from '@nivaas/shared/envelope';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { invalidateAdminData, patchInAdminLists } from './invalidate';

export type TSetUserStatusVariables = { id: string } & TUserStatusRequest;

const ZAnswer = changedOf(ZUser);

/**
 * PATCH /admin/users/{id}/status { active }. The Agents screen sends the opposite of the current
 * value (admin spec §4); a deactivated agent's listings leave the public lists, hence the refresh.
 */
export async function setUserStatus({ id, active }: TSetUserStatusVariables): Promise<TUser> {
  const body: TUserStatusRequest = { active };
  const res = await request(`/admin/users/${encodeURIComponent(id)}/status`, {
    method: 'PATCH',
    body,
    answer: ZAnswer,
  });
  return res.data;
}

export function useSetUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserStatus,
    onSuccess: (user, { id }) => {
      patchInAdminLists(queryClient, id, { active: user.active });
      return invalidateAdminData(queryClient, { publicListings: true });
    },
  });
}
