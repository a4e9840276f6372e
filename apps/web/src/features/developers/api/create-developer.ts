import { type TDeveloperForm, ZDeveloper } from '@nivaas/shared/developer';
import { changedOf } from '@nivaas/shared/envelope';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { type TDeveloperFiles, toDeveloperFormData } from '../lib/form-payload';
import { developerKeys } from './developer-keys';

export type TCreateDeveloperInput = {
  form: TDeveloperForm;
  files: TDeveloperFiles;
  /** 0..1 while the logo and team photos upload. */
  onUploadProgress?: (fraction: number) => void;
};

const ZAnswer = changedOf(ZDeveloper);

/** POST /developers, multipart with the logo and team photos (admin spec §7); admins only. */
export async function createDeveloper({ form, files, onUploadProgress }: TCreateDeveloperInput) {
  const res = await request('/developers', {
    method: 'POST',
    answer: ZAnswer,
    body: toDeveloperFormData(form, files),
    onUploadProgress: onUploadProgress ?? (() => {}),
  });
  return res.data;
}

export function useCreateDeveloper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDeveloper,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: developerKeys.all }),
  });
}
