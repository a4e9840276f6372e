import { z } from 'zod';
import { ZEmail, ZNewPassword } from './auth';

/** How long a password reset link works. */
export const RESET_LINK_MINUTES = 30;
/** How long an email confirmation link works. */
export const CONFIRM_LINK_HOURS = 48;

/** Texts of the account flows (sessions, passwords), the same on the server and in the web app. */
export const ACCOUNT_MSG = {
  signedOut: 'Signed out',
  signedOutEverywhere: 'Signed out of all devices',
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Current password is incorrect',
  newPasswordSame: 'The new password must be different from the current one',
  confirmPasswordRequired: 'Please confirm the new password',
  passwordsDiffer: 'The passwords do not match',
  passwordChanged: 'Password changed. Other devices have been signed out.',
  resetLinkSent: `If an account uses that email, we have sent it a link to choose a new password. The link works once, for ${RESET_LINK_MINUTES} minutes.`,
  resetLinkInvalid: 'This link is invalid or has expired. Please ask for a new one.',
  passwordReset: 'Your password has been changed. Please log in with the new password.',
  tokenRequired: 'The link is incomplete',
  confirmLinkSent: 'We have sent a new confirmation link to your email address.',
  emailConfirmed: 'Your email address is confirmed.',
  emailAlreadyConfirmed: 'Your email address is already confirmed.',
  noEmailYet: 'This account has no email address yet.',
  confirmLinkInvalid: 'This confirmation link is invalid or has expired. Please ask for a new one.',
  confirmBeforePublishing: 'Please confirm your email address before publishing listings.',
} as const;

/** `{ success: true, message }`: a change whose answer is only the notice to show. */
export const ZMessageAnswer = z.object({ success: z.literal(true), message: z.string() });
export type TMessageAnswer = z.infer<typeof ZMessageAnswer>;

/** PUT /auth/password. */
export const ZChangePasswordRequest = z.object({
  currentPassword: z
    .string({ error: () => ACCOUNT_MSG.currentPasswordRequired })
    .min(1, ACCOUNT_MSG.currentPasswordRequired)
    .max(200, 'Password is too long'),
  newPassword: ZNewPassword,
});
export type TChangePasswordRequest = z.input<typeof ZChangePasswordRequest>;

/** The web's change-password form: the request and the new password typed twice. */
export const ZChangePasswordForm = ZChangePasswordRequest.extend({
  confirmPassword: z.string().min(1, ACCOUNT_MSG.confirmPasswordRequired),
}).refine((v) => v.newPassword === v.confirmPassword, {
  path: ['confirmPassword'],
  message: ACCOUNT_MSG.passwordsDiffer,
});
export type TChangePasswordForm = z.input<typeof ZChangePasswordForm>;

/** POST /auth/forgot-password. */
export const ZForgotPasswordRequest = z.object({ email: ZEmail });
export type TForgotPasswordRequest = z.input<typeof ZForgotPasswordRequest>;

/** The secret of an emailed link (`?token=` of the page it opens). */
export const ZLinkToken = z
  .string({ error: () => ACCOUNT_MSG.tokenRequired })
  .trim()
  .min(1, ACCOUNT_MSG.tokenRequired)
  .max(200, ACCOUNT_MSG.tokenRequired);

/** POST /auth/reset-password: the link's token and the new password. */
export const ZResetPasswordRequest = z.object({ token: ZLinkToken, password: ZNewPassword });
export type TResetPasswordRequest = z.input<typeof ZResetPasswordRequest>;

/** The web's reset form: the new password typed twice (the token comes from the link). */
export const ZResetPasswordForm = z
  .object({ password: ZNewPassword, confirmPassword: z.string().min(1, ACCOUNT_MSG.confirmPasswordRequired) })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: ACCOUNT_MSG.passwordsDiffer,
  });
export type TResetPasswordForm = z.input<typeof ZResetPasswordForm>;

/** POST /auth/verify-email: the token of the confirmation link. */
export const ZVerifyEmailRequest = z.object({ token: ZLinkToken });
export type TVerifyEmailRequest = z.input<typeof ZVerifyEmailRequest>;
