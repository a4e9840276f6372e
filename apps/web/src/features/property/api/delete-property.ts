import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { favoritesQueryKey } from '../../../components/favorite-button/api/get-favorites';
import { request } from '../../../lib/http-client';
import { propertyQueryKey } from './get-property';

const ZAnswer = () => import('./delete-answers').then((m) => m.ZDeleteAnswer);

/** DELETE /properties/{id} (spec §7): the listing's agent or an admin. */
export async function deleteProperty(id: string): Promise<void> {
  await request(`/properties/${encodeURIComponent(id)}`, { method: 'DELETE', answer: ZAnswer });
}

/**
 * A deleted listing leaves every list (spec §4 'Caching'). Its own cache entry is dropped by
 * `forgetDeletedProperty` once its page has gone, so the open page does not fetch it again.
 */
export function useDeleteProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProperty,
    onSuccess: async (_data, id) => {
      const detail = propertyQueryKey(id);
      await Promise.all([
        queryClient.invalidateQueries({
          queryKey: ['properties'],
          predicate: (q) => !detail.every((part, i) => q.queryKey[i] === part),
        }),
        queryClient.invalidateQueries({ queryKey: favoritesQueryKey }),
      ]);
    },
  });
}

export function forgetDeletedProperty(queryClient: QueryClient, id: string) {
  queryClient.removeQueries({ queryKey: propertyQueryKey(id) });
}
