import { createHmac, randomBytes, randomInt } from 'node:crypto';
import {
  OTP_MAX_ATTEMPTS,
  OTP_MINUTES,
  OTP_MSG,
  formatIndianMobile,
  otpSentMessage,
  PHONE_ACCOUNT_EMAIL_DOMAIN,
} from '@nivaas/shared/otp';
import type { TLocale } from '@nivaas/shared/locale';
import { MSG } from '@nivaas/shared/messages';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { hashPassword } from '../../lib/passwords';
import { mailLocale } from '../notifications/mail-locale';
import type { TSmsSender } from '../sms/sms-sender';
import type { TUserRow, TUsersRepository } from '../users/users.repository';
import type { TOtpRepository } from './otp.repository';

/**
 * The sign-in code's text message in each language (the English word for word as before). Hindi is
 * Unicode, so one SMS holds 70 characters, not 160: this one stays within two.
 */
const CODE_SMS: Record<TLocale, (code: string) => string> = {
  en: (code) =>
    `${code} is your Nivaas sign-in code. It works for ${OTP_MINUTES} minutes. Do not share it with anyone.`,
  hi: (code) => `${code} आपका निवास साइन इन कोड है। यह ${OTP_MINUTES} मिनट तक चलेगा। इसे किसी को न बताएँ।`,
};

/**
 * Sign-in with a 6-digit code sent by SMS to a +91 mobile number. A number not yet on an account
 * makes a buyer account once a name is given. Codes are kept as an HMAC under the server's secret
 * (a million possible codes would be no secret as a plain hash), work for 5 minutes and 5 tries.
 */
export function createOtpSignIn(deps: {
  otp: TOtpRepository;
  users: TUsersRepository;
  sms: TSmsSender;
  secret: string;
}) {
  const hashCode = (mobile: string, code: string) =>
    createHmac('sha256', deps.secret).update(`otp:${mobile}:${code}`).digest('hex');

  return {
    /**
     * Sends a new code to the number (any earlier one stops working); answers the notice. The text
     * is in the language of the number's account when it has one, else in `requestLocale` (the
     * page the code was asked from: its Accept-Language).
     */
    async requestCode(mobile: string, requestLocale: TLocale = 'en'): Promise<string> {
      const account = await deps.users.getUserByVerifiedPhone(mobile);
      const locale = account ? mailLocale(account.preferredLanguage) : requestLocale;
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const id = await deps.otp.insertCode(mobile, hashCode(mobile, code), OTP_MINUTES * 60);
      try {
        await deps.sms.send({
          to: mobile,
          text: CODE_SMS[locale](code),
        });
      } catch (err) {
        // A code that never arrived must not count against the number.
        await deps.otp.deleteCode(id);
        throw err;
      }
      return otpSentMessage(mobile);
    },

    /**
     * The user the code signs in: 400 for a wrong, used or expired code (a wrong one counts a
     * try), 422 on `name` when the number has no account and no name was given (the code stays
     * usable), 403 for a deactivated account.
     */
    async verifyCode(input: { mobile: string; code: string; name?: string }): Promise<TUserRow> {
      const hash = hashCode(input.mobile, input.code);
      const existing = await deps.users.getUserByVerifiedPhone(input.mobile);
      const check = await deps.otp.checkCode(input.mobile, hash, {
        maxAttempts: OTP_MAX_ATTEMPTS,
        consume: !!existing || !!input.name,
      });
      if (check.status === 'none') throw AppError.badRequest(OTP_MSG.codeInvalid);
      if (check.status === 'wrong') {
        throw AppError.badRequest(check.attemptsLeft > 0 ? OTP_MSG.codeInvalid : OTP_MSG.tooManyTries);
      }
      if (existing) {
        if (!existing.active) throw new AppError('FORBIDDEN', MSG.deactivated);
        return existing;
      }
      if (!input.name) throw AppError.validation({ name: OTP_MSG.nameNeeded });
      const digits = input.mobile.slice(1);
      const row = await deps.users.insertUser({
        id: newId(),
        email: `${digits}@${PHONE_ACCOUNT_EMAIL_DOMAIN}`,
        // Signs in by code: no password can match this one.
        passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
        name: input.name,
        role: 'buyer',
        mobile: formatIndianMobile(input.mobile),
        phoneVerified: input.mobile,
      });
      if (!row) throw new AppError('CONFLICT', MSG.emailExists);
      return row;
    },
  };
}
