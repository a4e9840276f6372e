import { type TChangePasswordRequest, type TMessageAnswer, ZMessageAnswer } from '@nivaas/shared/account';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';

/** PUT /auth/password: this device stays signed in; every other one is signed out. */
export function changePassword(body: TChangePasswordRequest): Promise<TMessageAnswer> {
  return request('/auth/password', { answer: ZMessageAnswer, method: 'PUT', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
