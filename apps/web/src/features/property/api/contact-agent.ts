import { changedOf } from '@nivaas/shared/envelope';
import { ZLead } from '@nivaas/shared/lead';
import type { TContactRequest } from '@nivaas/shared/property';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';

export type TContactAgent = { propertyId: string } & TContactRequest;

const ZContactAnswer = changedOf(ZLead);

/** POST /properties/{id}/contact (spec §7): 201 the first time, 200 when it updates an open request. */
export async function contactAgent({ propertyId, ...body }: TContactAgent) {
  const res = await request(`/properties/${encodeURIComponent(propertyId)}/contact`, {
    method: 'POST',
    body,
    answer: ZContactAnswer,
  });
  return res.data;
}

export function useContactAgent() {
  return useMutation({ mutationFn: contactAgent });
}
