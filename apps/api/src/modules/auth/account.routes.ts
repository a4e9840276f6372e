import {
  ACCOUNT_MSG,
  ZChangePasswordRequest,
  ZForgotPasswordRequest,
  ZMessageAnswer,
  ZResetPasswordRequest,
  ZVerifyEmailRequest,
} from '@nivaas/shared/account';
import { ZAuthAnswer } from '@nivaas/shared/auth';
import { acceptLanguageLocale } from '@nivaas/shared/locale';
import { OTP_MAX_ATTEMPTS, ZOtpRequest, ZOtpVerify } from '@nivaas/shared/otp';
import { ZNoBody } from '@nivaas/shared/route-params';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAppDeps } from '../../app-deps';
import { AppError } from '../../lib/app-error';
import { refusingCommonPasswords } from '../../lib/password-policy';
import { failures, SIGNED_IN } from '../../lib/route-contract';

const tags = ['Auth'];
const HOUR = 60 * 60_000;

/** New passwords as the shared forms check them, refusing the ones anyone would try first. */
const ZChangePassword = ZChangePasswordRequest.extend({
  newPassword: refusingCommonPasswords(ZChangePasswordRequest.shape.newPassword),
});
const ZResetPassword = ZResetPasswordRequest.extend({
  password: refusingCommonPasswords(ZResetPasswordRequest.shape.password),
});

/** The signed-in user and session set by requireAuth. */
function signedIn(request: FastifyRequest) {
  const { user, sessionId } = request;
  if (!user || !sessionId) throw new Error('requireAuth did not set the user');
  return { user, sessionId };
}

/** 429 with Retry-After, in the envelope every limit answers. */
function tooMany(reply: FastifyReply, ttlMs: number): never {
  reply.header('retry-after', String(Math.max(1, Math.ceil(ttlMs / 1000))));
  throw new AppError('TOO_MANY_REQUESTS');
}

/**
 * Sessions, passwords and the email address: sign out (here or everywhere), change a password,
 * forgot password, confirm the address, sign in with a code sent by SMS.
 */
export async function accountRoutes(app: FastifyInstance, deps: TAppDeps) {
  const { services, guards, config } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/auth/logout',
    {
      onRequest: guards.requireAuth,
      schema: {
        tags,
        summary: 'Sign out: the token stops working',
        security: SIGNED_IN,
        body: ZNoBody,
        response: { 200: ZMessageAnswer, ...failures(401, 403) },
      },
    },
    async (request) => {
      await services.auth.logout(signedIn(request).sessionId);
      return { success: true as const, message: ACCOUNT_MSG.signedOut };
    },
  );

  api.post(
    '/auth/logout-all',
    {
      onRequest: guards.requireAuth,
      schema: {
        tags,
        summary: 'Sign out of all devices',
        description: 'Every token of the signed-in user stops working, this one included.',
        security: SIGNED_IN,
        body: ZNoBody,
        response: { 200: ZMessageAnswer, ...failures(401, 403) },
      },
    },
    async (request) => {
      await services.auth.logoutEverywhere(signedIn(request).user.id);
      return { success: true as const, message: ACCOUNT_MSG.signedOutEverywhere };
    },
  );

  // Wrong current passwords are counted per account, as failed logins are: a stolen token cannot
  // be used to guess the password behind it.
  const wrongCurrentPassword = app.createRateLimit({
    max: config.loginLimits.perAccount,
    timeWindow: config.loginLimits.windowMs,
    keyGenerator: (request) => `password-change:${request.user?.id ?? ''}`,
  });
  api.put(
    '/auth/password',
    {
      onRequest: guards.requireAuth,
      schema: {
        tags,
        summary: 'Change own password',
        description:
          'The current password is required (a wrong one is a 422 on `currentPassword`). Every other session of the user is signed out; this token keeps working.',
        security: SIGNED_IN,
        body: ZChangePassword,
        response: { 200: ZMessageAnswer, ...failures(401, 403, 422, 429) },
      },
    },
    async (request, reply) => {
      const { user, sessionId } = signedIn(request);
      // Read without counting: only a wrong current password counts (below).
      const state = await wrongCurrentPassword(request, { increment: false });
      if (!state.isAllowed && state.remaining <= 0) tooMany(reply, state.ttl);
      try {
        await services.auth.changePassword(user, sessionId, request.body);
      } catch (err) {
        if (err instanceof AppError && err.errors?.currentPassword) await wrongCurrentPassword(request);
        throw err;
      }
      return { success: true as const, message: ACCOUNT_MSG.passwordChanged };
    },
  );

  // Reset emails are limited per email address typed (whether or not an account uses it, so the
  // limit tells nothing) and per client address.
  const resetsPerEmail = app.createRateLimit({
    max: config.passwordResetLimits.perAccount,
    timeWindow: HOUR,
    keyGenerator: (request) =>
      `password-reset:${(request.body as { email?: string } | undefined)?.email ?? ''}`,
  });
  api.post(
    '/auth/forgot-password',
    {
      config: { rateLimit: { max: config.passwordResetLimits.perAddress, timeWindow: HOUR } },
      schema: {
        tags,
        summary: 'Email a link to choose a new password',
        description:
          'The same answer whether or not an account uses the address. The link works once, for 30 minutes.',
        body: ZForgotPasswordRequest,
        response: { 200: ZMessageAnswer, ...failures(422, 429) },
      },
    },
    async (request, reply) => {
      // `isAllowed` is the plugin's allow list (none here); `isExceeded` is past the limit.
      const state = await resetsPerEmail(request);
      if (!state.isAllowed && state.isExceeded) tooMany(reply, state.ttl);
      // An account with no language chosen gets its email in the language of the page that asked.
      const locale = acceptLanguageLocale(request.headers['accept-language']);
      await services.auth.requestPasswordReset(request.body.email, locale);
      return { success: true as const, message: ACCOUNT_MSG.resetLinkSent };
    },
  );

  api.post(
    '/auth/reset-password',
    {
      config: { rateLimit: { max: config.passwordResetLimits.perAddress, timeWindow: HOUR } },
      schema: {
        tags,
        summary: 'Choose a new password with an emailed link',
        description:
          'A link unknown, used or expired is a 400 and nothing changes. On success every session of the account is signed out.',
        body: ZResetPassword,
        response: { 200: ZMessageAnswer, ...failures(400, 422, 429) },
      },
    },
    async (request) => {
      await services.auth.resetPassword(request.body);
      return { success: true as const, message: ACCOUNT_MSG.passwordReset };
    },
  );

  api.post(
    '/auth/verify-email',
    {
      config: { rateLimit: { max: config.passwordResetLimits.perAddress, timeWindow: HOUR } },
      schema: {
        tags,
        summary: 'Confirm the email address with the emailed link',
        description:
          'A link unknown, used, expired, or sent to an address the account no longer has, is a 400.',
        body: ZVerifyEmailRequest,
        response: { 200: ZMessageAnswer, ...failures(400, 422, 429) },
      },
    },
    async (request) => {
      await services.auth.confirmEmail(request.body.token);
      return { success: true as const, message: ACCOUNT_MSG.emailConfirmed };
    },
  );

  // New confirmation links per account in an hour (each is an email to that address).
  const resends = app.createRateLimit({
    max: config.passwordResetLimits.perAccount,
    timeWindow: HOUR,
    keyGenerator: (request) => `confirm-resend:${request.user?.id ?? ''}`,
  });
  api.post(
    '/auth/verify-email/resend',
    {
      onRequest: guards.requireAuth,
      schema: {
        tags,
        summary: 'Send a new email confirmation link',
        security: SIGNED_IN,
        body: ZNoBody,
        response: { 200: ZMessageAnswer, ...failures(401, 403, 429) },
      },
    },
    async (request, reply) => {
      const { user } = signedIn(request);
      if (!user.emailVerifiedAt) {
        const state = await resends(request);
        if (!state.isAllowed && state.isExceeded) tooMany(reply, state.ttl);
      }
      return { success: true as const, message: await services.auth.resendEmailConfirmation(user) };
    },
  );

  // Codes are limited per number (whichever address asks) and per client address.
  const codesPerNumber = app.createRateLimit({
    max: config.otpLimits.perNumber,
    timeWindow: 15 * 60_000,
    keyGenerator: (request) => {
      const parsed = ZOtpRequest.safeParse(request.body);
      return `otp-number:${parsed.success ? parsed.data.mobile : ''}`;
    },
  });
  api.post(
    '/auth/otp/request',
    {
      config: { rateLimit: { max: config.otpLimits.perAddress, timeWindow: HOUR } },
      schema: {
        tags,
        summary: 'Send a sign-in code by SMS to a +91 mobile number',
        description:
          'A 6-digit code that works for 5 minutes and 5 tries; any earlier code of the number stops working.',
        body: ZOtpRequest,
        response: { 200: ZMessageAnswer, ...failures(422, 429) },
      },
    },
    async (request, reply) => {
      const state = await codesPerNumber(request);
      if (!state.isAllowed && state.isExceeded) tooMany(reply, state.ttl);
      // A number with no account yet gets its text in the language of the page that asked.
      const locale = acceptLanguageLocale(request.headers['accept-language']);
      return {
        success: true as const,
        message: await services.auth.requestSignInCode(request.body.mobile, locale),
      };
    },
  );

  api.post(
    '/auth/otp/verify',
    {
      config: { rateLimit: { max: config.otpLimits.perAddress * OTP_MAX_ATTEMPTS, timeWindow: HOUR } },
      schema: {
        tags,
        summary: 'Sign in with the code (a new number makes a buyer account once a name is given)',
        description:
          'A wrong, used or expired code is a 400 (a wrong one counts a try). A number without an account and no `name` is a 422 on `name`, and the code stays usable.',
        body: ZOtpVerify,
        response: { 200: ZAuthAnswer, ...failures(400, 403, 422, 429) },
      },
    },
    async (request) => ({ success: true as const, ...(await services.auth.signInWithCode(request.body)) }),
  );
}
