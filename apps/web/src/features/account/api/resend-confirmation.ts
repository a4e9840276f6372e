import { type TMessageAnswer, ZMessageAnswer } from '@nivaas/shared/account';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';

/** POST /auth/verify-email/resend: a new confirmation link to the account's address. */
export function resendConfirmation(): Promise<TMessageAnswer> {
  return request('/auth/verify-email/resend', { answer: ZMessageAnswer, method: 'POST' });
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
