import {
  type TAuthResponse,
  type TCurrentUser,
  type TLoginRequest,
  type TRegisterRequest,
  ZAuthAnswer,
  ZCurrentUser,
} from '@nivaas/shared/auth';
import { successOf } from '@nivaas/shared/envelope';
import { MSG } from '@nivaas/shared/messages';
import { request } from '../http-client';

export const meQueryKey = ['auth', 'me'] as const;

const ZMeAnswer = successOf(ZCurrentUser);

export async function getMe(): Promise<TCurrentUser> {
  const res = await request('/auth/me', { answer: ZMeAnswer, invalid: MSG.failedToLoadUser });
  return res.data;
}

/** An answer without a token is refused as the spec words it (public-site §5). */
const authCall = { answer: ZAuthAnswer, invalid: MSG.tokenMissing, skipAuthRedirect: true } as const;

export async function login(body: TLoginRequest): Promise<TAuthResponse> {
  return request('/auth/login', { ...authCall, method: 'POST', body });
}

export async function register(body: TRegisterRequest): Promise<TAuthResponse> {
  return request('/auth/register', { ...authCall, method: 'POST', body });
}
