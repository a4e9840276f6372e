import { type TAdminContact, ZAdminContact } from '@nivaas/shared/admin';
import { changedOf } from '@nivaas/shared/envelope';
import type { ZContactStatusUpdate } from '@nivaas/shared/property';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../../lib/http-client';
import { adminContactsQueryKey } from './get-contacts';
import { invalidateAdminData } from './invalidate';

export type TUpdateContactStatusVariables = { id: string } & z.input<typeof ZContactStatusUpdate>;

const ZAnswer = changedOf(ZAdminContact);

/** PATCH /admin/contacts/{id} { status }: pending, contacted or completed. */
export async function updateContactStatus({
  id,
  status,
}: TUpdateContactStatusVariables): Promise<TAdminContact> {
  const res = await request(`/admin/contacts/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { status },
    answer: ZAnswer,
  });
  return res.data;
}

export function useUpdateContactStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContactStatus,
    onSuccess: (updated) => {
      // Show the new status at once; the refetch then confirms it.
      queryClient.setQueryData<TAdminContact[]>(adminContactsQueryKey, (list) =>
        list?.map((c) => (c._id === updated._id ? updated : c)),
      );
      return invalidateAdminData(queryClient);
    },
  });
}
