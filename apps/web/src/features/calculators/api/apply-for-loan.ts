import type { TEnquiry, TEnquiryRequest } from '@nivaas/shared/enquiry';
import type { TSuccess } from '@nivaas/shared/envelope';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';

export type TLoanApplication = Extract<TEnquiryRequest, { kind: 'loan' }>;

/** POST /enquiries with kind 'loan' (API.md): the EMI page's Apply for Loan. */
export async function applyForLoan(body: TLoanApplication): Promise<TEnquiry> {
  const res = await request<TSuccess<TEnquiry>>('/enquiries', { method: 'POST', body });
  return res.data;
}

export function useApplyForLoan(
  options: Omit<UseMutationOptions<TEnquiry, Error, TLoanApplication>, 'mutationFn'> = {},
) {
  return useMutation({ ...options, mutationFn: applyForLoan });
}
