import type { TDeveloper, TDeveloperForm } from '@nivaas/shared/developer';
import type { TSuccess } from '@nivaas/shared/envelope';
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

/** POST /developers, multipart with the logo and team photos (admin spec §7); admins only. */
export async function createDeveloper({ form, files, onUploadProgress }: TCreateDeveloperInput) {
  const res = await request<TSuccess<TDeveloper>>('/developers', {
    method: 'POST',
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
