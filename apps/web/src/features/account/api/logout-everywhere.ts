import { type TMessageAnswer, ZMessageAnswer } from '@nivaas/shared/account';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';

/** POST /auth/logout-all: every token of the user stops working, this one included. */
export function logoutEverywhere(): Promise<TMessageAnswer> {
  return request('/auth/logout-all', { answer: ZMessageAnswer, method: 'POST' });
}

export function useLogoutEverywhere() {
  return useMutation({ mutationFn: logoutEverywhere });
}
