import type { TAuthResponse, TCurrentUser, TLoginRequest, TRegisterRequest } from '@nivaas/shared/auth';
import { MSG } from '@nivaas/shared/messages';
import { sessionAnswers } from '../first-view';
import { request } from '../http-client';

export const meQueryKey = ['auth', 'me'] as const;

const ZMeAnswer = sessionAnswers.answer((a) => a.ZMeAnswer);

export async function getMe(): Promise<TCurrentUser> {
  const res = await request('/auth/me', { answer: ZMeAnswer, invalid: MSG.failedToLoadUser });
  return res.data;
}

/** An answer without a token is refused as the spec words it (public-site §5). */
const authCall = {
  answer: sessionAnswers.answer((a) => a.ZAuthAnswer),
  invalid: MSG.tokenMissing,
  skipAuthRedirect: true,
} as const;

export async function login(body: TLoginRequest): Promise<TAuthResponse> {
  return request('/auth/login', { ...authCall, method: 'POST', body });
}

export async function register(body: TRegisterRequest): Promise<TAuthResponse> {
  return request('/auth/register', { ...authCall, method: 'POST', body });
}
