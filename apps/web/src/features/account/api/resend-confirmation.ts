import type { TMessageAnswer } from '@nivaas/shared/account';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';

/** POST /auth/verify-email/resend: a new confirmation link to the account's address. */
export function resendConfirmation(): Promise<TMessageAnswer> {
  return request<TMessageAnswer>('/auth/verify-email/resend', { method: 'POST' });
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
