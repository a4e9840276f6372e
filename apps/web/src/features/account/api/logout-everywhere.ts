import type { TMessageAnswer } from '@nivaas/shared/account';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';

/** POST /auth/logout-all: every token of the user stops working, this one included. */
export function logoutEverywhere(): Promise<TMessageAnswer> {
  return request<TMessageAnswer>('/auth/logout-all', { method: 'POST' });
}

export function useLogoutEverywhere() {
  return useMutation({ mutationFn: logoutEverywhere });
}
