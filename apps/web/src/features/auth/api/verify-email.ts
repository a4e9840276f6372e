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

/**
 * Confirms, then reloads the signed-in user (if any), whose address is now confirmed. The user's
 * first load may still be in flight (the link opens a fresh page): invalidating alone would reuse
 * that fetch, which may have read the account before the confirmation, and keep it for good
 * (staleTime: Infinity). So the fetch in flight is cancelled first, and a new one asked for.
 */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: async () => {
      await queryClient.cancelQueries({ queryKey: meQueryKey });
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
