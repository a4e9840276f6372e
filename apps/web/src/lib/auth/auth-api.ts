import type { TAuthResponse, TCurrentUser, TLoginRequest, TRegisterRequest } from '@nivaas/shared/auth';
import type { TSuccess } from '@nivaas/shared/envelope';
import { MSG } from '@nivaas/shared/messages';
import { request } from '../http-client';

export const meQueryKey = ['auth', 'me'] as const;

export async function getMe(): Promise<TCurrentUser> {
  const res = await request<TSuccess<TCurrentUser> | TCurrentUser>('/auth/me');
  // The spec allows the user in data or at the top level.
  return 'data' in res && res.data ? res.data : (res as TCurrentUser);
}

export async function login(body: TLoginRequest): Promise<TAuthResponse> {
  const res = await request<TAuthResponse>('/auth/login', { method: 'POST', body, skipAuthRedirect: true });
  if (!res?.token) throw new Error(MSG.tokenMissing);
  return res;
}

export async function register(body: TRegisterRequest): Promise<TAuthResponse> {
  const res = await request<TAuthResponse>('/auth/register', {
    method: 'POST',
    body,
    skipAuthRedirect: true,
  });
  if (!res?.token) throw new Error(MSG.tokenMissing);
  return res;
}
