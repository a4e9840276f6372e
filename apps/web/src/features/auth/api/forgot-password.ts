import { type TForgotPasswordRequest, type TMessageAnswer, ZMessageAnswer } from '@nivaas/shared/account';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';

/** POST /auth/forgot-password: the same answer whether or not an account uses the address. */
export function forgotPassword(body: TForgotPasswordRequest): Promise<TMessageAnswer> {
  return request('/auth/forgot-password', {
    answer: ZMessageAnswer,
    method: 'POST',
    body,
    skipAuthRedirect: true,
  });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
