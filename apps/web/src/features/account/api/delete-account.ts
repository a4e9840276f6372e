import { type TMessageAnswer, ZMessageAnswer } from '@nivaas/shared/account';
import type { TDeleteAccountRequest } from '@nivaas/shared/personal-data';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';

/** DELETE /auth/me: erases the account and signs it out everywhere. */
export function deleteAccount(body: TDeleteAccountRequest): Promise<TMessageAnswer> {
  return request('/auth/me', { answer: ZMessageAnswer, method: 'DELETE', body });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
