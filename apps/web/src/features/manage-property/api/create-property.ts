import { changedOf } from '@nivaas/shared/envelope';
import { type TProperty, ZProperty } from '@nivaas/shared/property';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';

export type TSavePropertyInput = {
  /** The multipart form of ZPropertyCreateForm / ZPropertyUpdateForm (lib/property-form-data.ts). */
  body: FormData;
  /** 0..1 while the files upload. */
  onUploadProgress?: (fraction: number) => void;
};

/**
 * The answer of a create or an update: the listing as stored. Its similar listings are read lazily
 * (a card refers back to the listing), so the output type says unknown[]; they are parsed as cards.
 */
export const ZPropertySaved = changedOf(ZProperty);

/** POST /properties, multipart (public-site §7), with upload progress. */
export async function createProperty({ body, onUploadProgress }: TSavePropertyInput): Promise<TProperty> {
  const res = await request('/properties', {
    method: 'POST',
    body,
    answer: ZPropertySaved,
    onUploadProgress: onUploadProgress ?? (() => {}),
  });
  return res.data as TProperty;
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
