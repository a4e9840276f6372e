import { type TMessageAnswer, type TVerifyEmailRequest, ZMessageAnswer } from '@nivaas/shared/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '../../../lib/auth/auth-api';
import { request } from '../../../lib/http-client';

/** POST /auth/verify-email: the emailed link's token confirms the address. */
export function verifyEmail(body: TVerifyEmailRequest): Promise<TMessageAnswer> {
  return request('/auth/verify-email', {
    answer: ZMessageAnswer,
    method: 'POST',
    body,
    skipAuthRedirect: true,
  });
}

/** Confirms, then reloads the signed-in user (if any), whose address is now confirmed. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
