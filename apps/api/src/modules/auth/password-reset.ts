import { ACCOUNT_MSG, RESET_LINK_MINUTES } from '@nivaas/shared/account';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import type { TOutboxRepository } from '../notifications/outbox.repository';
import type { TUsersRepository } from '../users/users.repository';
import type { TCredentialsRepository } from './credentials.repository';
import { hashLinkToken, linkTo, newLinkToken } from './link-tokens';

export type TPasswordResetDeps = {
  users: TUsersRepository;
  credentials: TCredentialsRepository;
  outbox: TOutboxRepository;
  publicUrl: string | undefined;
};

/** The web page a reset link opens (apps/web: paths.resetPassword). */
export const RESET_PAGE_PATH = '/reset-password';

function resetMail(name: string, link: string): { subject: string; body: string } {
  return {
    subject: 'Choose a new password for Nivaas',
    body: [
      `Hello ${name},`,
      '',
      `Someone asked to reset the password of your Nivaas account. To choose a new one, open this link within ${RESET_LINK_MINUTES} minutes:`,
      '',
      link,
      '',
      'The link works once, and using it signs your account out on every device.',
      'If you did not ask for this, ignore this email: your password stays as it is.',
    ].join('\n'),
  };
}

/** Forgot password: a single-use link by email (through the outbox), then a new password with it. */
export function createPasswordReset(deps: TPasswordResetDeps) {
  return {
    /**
     * Sends a reset link to an active account with that email. Says nothing about whether one
     * exists: the caller answers the same either way (and the limits count per address typed).
     */
    async requestPasswordReset(email: string): Promise<void> {
      const user = await deps.users.getUserByEmail(email);
      if (!user?.active) return;
      const { token, hash } = newLinkToken();
      await deps.credentials.insertToken(
        { tokenHash: hash, userId: user.id, purpose: 'password-reset' },
        RESET_LINK_MINUTES * 60,
      );
      const mail = resetMail(user.name, linkTo(deps.publicUrl, RESET_PAGE_PATH, token));
      await deps.outbox.enqueue({
        kind: 'password-reset',
        recipient: user.email,
        ...mail,
        payload: { userId: user.id },
      });
    },

    /** A new password with a link: 400 for a link unknown, used or expired (nothing changes). */
    async resetPassword(input: { token: string; password: string }): Promise<void> {
      const passwordHash = await hashPassword(input.password);
      const userId = await deps.credentials.resetPassword(hashLinkToken(input.token), passwordHash);
      if (!userId) throw AppError.badRequest(ACCOUNT_MSG.resetLinkInvalid);
    },
  };
}
