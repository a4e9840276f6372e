import {
  DUPLICATE_PHOTOS_MSG,
  type TDuplicatePhotoFlag,
  type TDuplicatePhotoResolveRequest,
  ZDuplicatePhotoFlag,
} from '@nivaas/shared/duplicate-photos';
import { changedOf } from '@nivaas/shared/envelope';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { invalidateAdminData, removeFromAdminLists } from './invalidate';

export type TResolveDuplicatePhotoVariables = { id: string } & TDuplicatePhotoResolveRequest;

const ZAnswer = changedOf(ZDuplicatePhotoFlag);

/** PATCH /admin/moderation/duplicates/{id}: not a duplicate, or hide one of the two listings. */
export async function resolveDuplicatePhotoFlag({
  id,
  ...body
}: TResolveDuplicatePhotoVariables): Promise<{ message: string; data: TDuplicatePhotoFlag }> {
  const res = await request(`/admin/moderation/duplicates/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
    answer: ZAnswer,
    invalid: DUPLICATE_PHOTOS_MSG.resolve,
  });
  return { message: res.message, data: res.data };
}

export function useResolveDuplicatePhotoFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveDuplicatePhotoFlag,
    onSuccess: (_answer, { id, resolution }) => {
      // The flag leaves the open list at once; the refetch (not waited for: the dialog closes
      // now) brings the counts and the next page's first flag.
      removeFromAdminLists(queryClient, id);
      void invalidateAdminData(queryClient, { publicListings: resolution === 'hidden' });
    },
  });
}
