import type { TMessageAnswer } from '@nivaas/shared/account';
import type { TAuthResponse } from '@nivaas/shared/auth';
import type { TOtpRequest, TOtpVerify } from '@nivaas/shared/otp';
import { MSG } from '@nivaas/shared/messages';
import { request } from '../../../lib/http-client';

/** POST /auth/otp/request: a 6-digit code by SMS. */
export function requestOtp(body: TOtpRequest): Promise<TMessageAnswer> {
  return request<TMessageAnswer>('/auth/otp/request', { method: 'POST', body, skipAuthRedirect: true });
}

/** POST /auth/otp/verify: the code (and a name for a new number) for a token and the user. */
export async function verifyOtp(body: TOtpVerify): Promise<TAuthResponse> {
  const res = await request<TAuthResponse>('/auth/otp/verify', {
    method: 'POST',
    body,
    skipAuthRedirect: true,
  });
  if (!res?.token) throw new Error(MSG.tokenMissing);
  return res;
}
