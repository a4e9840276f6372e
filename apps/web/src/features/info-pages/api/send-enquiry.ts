import type { TEnquiry, TEnquiryRequest } from '@nivaas/shared/enquiry';
import type { TSuccess } from '@nivaas/shared/envelope';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';

/** POST /enquiries (API.md): the contact, design-team, design consultation, lawyer and movers forms. */
export async function sendEnquiry(body: TEnquiryRequest): Promise<TEnquiry> {
  const res = await request<TSuccess<TEnquiry>>('/enquiries', { method: 'POST', body });
  return res.data;
}

export function useSendEnquiry(
  options: Omit<UseMutationOptions<TEnquiry, Error, TEnquiryRequest>, 'mutationFn'> = {},
) {
  return useMutation({ ...options, mutationFn: sendEnquiry });
}
