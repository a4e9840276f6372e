import { type TMessageAnswer, type TResetPasswordRequest, ZMessageAnswer } from '@nivaas/shared/account';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';

/** POST /auth/reset-password: a new password with the emailed link's token. */
export function resetPassword(body: TResetPasswordRequest): Promise<TMessageAnswer> {
  return request('/auth/reset-password', {
    answer: ZMessageAnswer,
    method: 'POST',
    body,
    skipAuthRedirect: true,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
