import type { TDeveloper } from '@nivaas/shared/developer';
import { changedOf, ZDeleted } from '@nivaas/shared/envelope';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { developerKeys } from './developer-keys';

const ZAnswer = changedOf(ZDeleted);

/** DELETE /developers/{id} (admin spec §7), admins only; the builder's listings stay, without it. */
export async function deleteDeveloper(id: string): Promise<void> {
  await request(`/developers/${encodeURIComponent(id)}`, { method: 'DELETE', answer: ZAnswer });
}

/**
 * The builder leaves every cached list at once, and lists and listings (which showed it) are
 * fetched again when next shown. Its own entry is dropped by `forgetDeletedDeveloper` once its
 * page has gone, so the open page does not ask for it again.
 */
export function useDeleteDeveloper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDeveloper,
    onSuccess: (_data, id) => {
      queryClient.setQueriesData<TDeveloper[]>({ queryKey: developerKeys.lists() }, (list) =>
        Array.isArray(list) ? list.filter((d) => d._id !== id) : list,
      );
      const detail = developerKeys.detail(id);
      void queryClient.invalidateQueries({
        queryKey: developerKeys.all,
        predicate: (q) => !detail.every((part, i) => q.queryKey[i] === part),
      });
      void queryClient.invalidateQueries({ queryKey: ['properties'] });
    },
  });
}

export function forgetDeletedDeveloper(queryClient: QueryClient, id: string) {
  queryClient.removeQueries({ queryKey: developerKeys.detail(id) });
}
