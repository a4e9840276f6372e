import type { TProperty } from '@nivaas/shared/property';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { PROPERTY_MSG } from '../lib/submit-error';
import { type TSavePropertyInput, ZPropertySaved } from './create-property';
import { propertyQueryOptions } from './get-property';

/** PUT /properties/{id}, multipart (public-site §7); `success: false` fails with its message or 'Update failed' (§5). */
export async function updateProperty({
  id,
  body,
  onUploadProgress,
}: TSavePropertyInput & { id: string }): Promise<TProperty> {
  const res = await request(`/properties/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
    answer: ZPropertySaved,
    invalid: PROPERTY_MSG.updateRejected,
    onUploadProgress: onUploadProgress ?? (() => {}),
  });
  return res.data as TProperty;
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
