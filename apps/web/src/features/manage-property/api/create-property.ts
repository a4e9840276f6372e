import type { TSuccess } from '@nivaas/shared/envelope';
import type { TProperty } from '@nivaas/shared/property';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';

export type TSavePropertyInput = {
  body: FormData;
  /** 0..1 while the files upload. */
  onUploadProgress?: (fraction: number) => void;
};

/** POST /properties, multipart (public-site §7), with upload progress. */
export async function createProperty({ body, onUploadProgress }: TSavePropertyInput): Promise<TProperty> {
  const res = await request<TSuccess<TProperty>>('/properties', {
    method: 'POST',
    body,
    onUploadProgress: onUploadProgress ?? (() => {}),
  });
  return res.data;
}

/** The list cache is cleared after a property is created (public-site §4 'Caching'). */
export function useCreateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProperty,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['properties'] });
    },
  });
}
