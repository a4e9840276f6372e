import { type TEnquiry, type TEnquiryRequestInput, ZEnquiry } from '@nivaas/shared/enquiry';
import { changedOf } from '@nivaas/shared/envelope';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';

const ZEnquiryAnswer = changedOf(ZEnquiry);

/** POST /enquiries (API.md): the contact, design-team, design consultation, lawyer and movers forms. */
export async function sendEnquiry(body: TEnquiryRequestInput): Promise<TEnquiry> {
  const res = await request('/enquiries', { method: 'POST', body, answer: ZEnquiryAnswer });
  return res.data;
}

export function useSendEnquiry(
  options: Omit<UseMutationOptions<TEnquiry, Error, TEnquiryRequestInput>, 'mutationFn'> = {},
) {
  return useMutation({ ...options, mutationFn: sendEnquiry });
}
