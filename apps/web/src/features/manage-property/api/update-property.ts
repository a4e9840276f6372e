import type { TProperty } from '@nivaas/shared/property';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { PROPERTY_MSG } from '../lib/submit-error';
import type { TSavePropertyInput } from './create-property';
import { propertyQueryOptions } from './get-property';

type TUpdateResponse = { success: boolean; data?: TProperty; message?: string };

/** PUT /properties/{id}, multipart (public-site §7); `success: false` fails with its message (§5). */
export async function updateProperty({
  id,
  body,
  onUploadProgress,
}: TSavePropertyInput & { id: string }): Promise<TProperty> {
  const res = await request<TUpdateResponse>(`/properties/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
    onUploadProgress: onUploadProgress ?? (() => {}),
  });
  if (!res?.success || !res.data) throw new Error(res?.message || PROPERTY_MSG.updateRejected);
  return res.data;
}

export function useUpdateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProperty,
    onSuccess: async (property) => {
      queryClient.setQueryData(propertyQueryOptions(property._id).queryKey, property);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['properties'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'properties'] }),
      ]);
    },
  });
}
