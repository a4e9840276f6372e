import { type TMessageAnswer, ZMessageAnswer } from '@nivaas/shared/account';
import { type TAuthResponse, ZAuthAnswer } from '@nivaas/shared/auth';
import { MSG } from '@nivaas/shared/messages';
import type { TOtpRequest, TOtpVerify } from '@nivaas/shared/otp';
import { request } from '../../../lib/http-client';

/** POST /auth/otp/request: a 6-digit code by SMS. */
export function requestOtp(body: TOtpRequest): Promise<TMessageAnswer> {
  return request('/auth/otp/request', {
    answer: ZMessageAnswer,
    method: 'POST',
    body,
    skipAuthRedirect: true,
  });
}

/** POST /auth/otp/verify: the code (and a name for a new number) for a token and the user. */
export function verifyOtp(body: TOtpVerify): Promise<TAuthResponse> {
  return request('/auth/otp/verify', {
    answer: ZAuthAnswer,
    invalid: MSG.tokenMissing,
    method: 'POST',
    body,
    skipAuthRedirect: true,
  });
}
