import type { TSuccess } from '@nivaas/shared/envelope';
import type { TContactMethod } from '@nivaas/shared/property-options';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';

export type TContactAgent = { propertyId: string; contactMethod: TContactMethod; message: string };

/** POST /properties/{id}/contact (spec §7): 201 the first time, 200 when it updates an open request. */
export async function contactAgent({ propertyId, ...body }: TContactAgent): Promise<unknown> {
  const res = await request<TSuccess<unknown>>(`/properties/${encodeURIComponent(propertyId)}/contact`, {
    method: 'POST',
    body,
  });
  return res?.data;
}

export function useContactAgent() {
  return useMutation({ mutationFn: contactAgent });
}
