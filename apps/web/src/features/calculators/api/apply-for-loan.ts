import { type TEnquiry, type TEnquiryRequestInput, ZEnquiry } from '@nivaas/shared/enquiry';
import { changedOf } from '@nivaas/shared/envelope';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';

export type TLoanApplication = Extract<TEnquiryRequestInput, { kind: 'loan' }>;

const ZEnquiryAnswer = changedOf(ZEnquiry);

/** POST /enquiries with kind 'loan' (API.md): the EMI page's Apply for Loan. */
export async function applyForLoan(body: TLoanApplication): Promise<TEnquiry> {
  const res = await request('/enquiries', { method: 'POST', body, answer: ZEnquiryAnswer });
  return res.data;
}

export function useApplyForLoan(
  options: Omit<UseMutationOptions<TEnquiry, Error, TLoanApplication>, 'mutationFn'> = {},
) {
  return useMutation({ ...options, mutationFn: applyForLoan });
}
