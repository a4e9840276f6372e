import { type TImageRef, ZImageRef } from '@nivaas/shared/auth';
import { changedOf } from '@nivaas/shared/envelope';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { developerKeys } from './developer-keys';

const ZAnswer = changedOf(ZImageRef);

/** PUT /developers/{id}/logo, multipart with one file `logo`; answers the new logo (admin spec §7). */
export async function replaceLogo({ id, file }: { id: string; file: File }): Promise<TImageRef> {
  const body = new FormData();
  body.append('logo', file, file.name);
  const res = await request(`/developers/${encodeURIComponent(id)}/logo`, {
    method: 'PUT',
    answer: ZAnswer,
    body,
  });
  return res.data;
}

export function useReplaceLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replaceLogo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: developerKeys.all }),
  });
}
