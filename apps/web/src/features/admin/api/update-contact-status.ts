import type { TAdminContact } from '@nivaas/shared/admin';
import type { TContactStatus } from '@nivaas/shared/property-options';
import type { TSuccess } from '@nivaas/shared/envelope';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { adminContactsQueryKey } from './get-contacts';
import { invalidateAdminData } from './invalidate';

export type TUpdateContactStatusVariables = { id: string; status: TContactStatus };

/** PATCH /admin/contacts/{id} { status }: pending, contacted or completed. */
export async function updateContactStatus({
  id,
  status,
}: TUpdateContactStatusVariables): Promise<TAdminContact> {
  const res = await request<TSuccess<TAdminContact>>(`/admin/contacts/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { status },
  });
  return res.data;
}

export function useUpdateContactStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContactStatus,
    onSuccess: (updated) => {
      // Show the new status at once; the refetch then confirms it.
      if (updated?._id) {
        queryClient.setQueryData<TAdminContact[]>(adminContactsQueryKey, (list) =>
          list?.map((c) => (c._id === updated._id ? updated : c)),
        );
      }
      return invalidateAdminData(queryClient);
    },
  });
}
