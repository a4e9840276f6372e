import { type TDeveloperFormInput, ZDeveloper } from '@nivaas/shared/developer';
import { changedOf } from '@nivaas/shared/envelope';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { developerKeys } from './developer-keys';

const ZAnswer = changedOf(ZDeveloper);

/** PUT /developers/{id} with the whole parsed form as JSON, numbers as numbers (admin spec §7). */
export async function updateDeveloper({ id, form }: { id: string; form: TDeveloperFormInput }) {
  const res = await request(`/developers/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: form,
    answer: ZAnswer,
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
