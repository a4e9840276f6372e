import { z } from 'zod';
import { optionalText } from './zod-helpers';

/** How long a sign-in code works, and how many wrong tries it takes. */
export const OTP_MINUTES = 5;
export const OTP_MAX_ATTEMPTS = 5;

export const OTP_MSG = {
  mobileRequired: 'Mobile number is required',
  mobileInvalid: 'Please enter a 10-digit Indian mobile number',
  codeRequired: 'Please enter the 6-digit code',
  codeInvalid: 'This code is not correct or has expired. Please ask for a new one.',
  tooManyTries: 'Too many wrong codes. Please ask for a new one.',
  nameNeeded: 'Please enter your name to create an account',
} as const;

/**
 * An account made by phone has no email address yet: it stands under a reserved domain that never
 * receives mail ('919822012345@phone.nivaas.invalid').
 */
export const PHONE_ACCOUNT_EMAIL_DOMAIN = 'phone.nivaas.invalid';
export const isPhoneAccountEmail = (email: string): boolean =>
  email.endsWith(`@${PHONE_ACCOUNT_EMAIL_DOMAIN}`);

/** The notice after a code is sent, naming the number it went to. */
export const otpSentMessage = (mobile: string) =>
  `We have sent a 6-digit code to ${formatIndianMobile(mobile)}. It works for ${OTP_MINUTES} minutes.`;

/** '+919822012345' as people write it: '+91 98220 12345'. */
export function formatIndianMobile(e164: string): string {
  const digits = e164.replace(/^\+91/, '');
  return `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;
}

/**
 * An Indian mobile number (10 digits starting 6 to 9), typed with or without +91 or 0 and with
 * spaces or dashes; read as '+91XXXXXXXXXX'.
 */
export const ZIndianMobile = z
  .string({ error: () => OTP_MSG.mobileRequired })
  .trim()
  .min(1, OTP_MSG.mobileRequired)
  .max(20, OTP_MSG.mobileInvalid)
  .transform((v) => v.replace(/[\s()-]/g, '').replace(/^(\+91|0091|91(?=\d{10}$)|0(?=\d{10}$))/, ''))
  .pipe(z.string().regex(/^[6-9]\d{9}$/, OTP_MSG.mobileInvalid))
  .transform((digits) => `+91${digits}`);

/** POST /auth/otp/request. */
export const ZOtpRequest = z.object({ mobile: ZIndianMobile });
export type TOtpRequest = z.input<typeof ZOtpRequest>;

/** POST /auth/otp/verify: the code, and a name when the number has no account yet. */
export const ZOtpVerify = z.object({
  mobile: ZIndianMobile,
  code: z
    .string({ error: () => OTP_MSG.codeRequired })
    .trim()
    .regex(/^\d{6}$/, OTP_MSG.codeRequired),
  name: optionalText(100),
});
export type TOtpVerify = z.input<typeof ZOtpVerify>;
