import type { TDeveloper, TDeveloperForm } from '@nivaas/shared/developer';
import type { TSuccess } from '@nivaas/shared/envelope';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { developerKeys } from './developer-keys';

/** PUT /developers/{id} with the whole parsed form as JSON, numbers as numbers (admin spec §7). */
export async function updateDeveloper({ id, form }: { id: string; form: TDeveloperForm }) {
  const res = await request<TSuccess<TDeveloper>>(`/developers/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: form,
  });
  return res.data;
}

/** Listings show their builder's name, so their caches go stale with it. */
export function useUpdateDeveloper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDeveloper,
    onSuccess: async (developer) => {
      queryClient.setQueryData(developerKeys.detail(developer._id), developer);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: developerKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['properties'] }),
      ]);
    },
  });
}
