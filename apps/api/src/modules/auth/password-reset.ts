import { ACCOUNT_MSG, RESET_LINK_MINUTES } from '@nivaas/shared/account';
import type { TLocale } from '@nivaas/shared/locale';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import { mailLocale } from '../notifications/mail-locale';
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

type TMailText = { subject: string; body: string };

/** The reset email in each language (the English word for word the spec's). */
const RESET_MAIL: Record<TLocale, (name: string, link: string) => TMailText> = {
  en: (name, link) => ({
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
  }),
  hi: (name, link) => ({
    subject: 'निवास के लिए नया पासवर्ड चुनें',
    body: [
      `नमस्ते ${name},`,
      '',
      `किसी ने आपके निवास खाते का पासवर्ड बदलने के लिए कहा है। नया पासवर्ड चुनने के लिए ${RESET_LINK_MINUTES} मिनट के अंदर यह लिंक खोलें:`,
      '',
      link,
      '',
      'यह लिंक एक ही बार चलता है, और इसे खोलने पर आपका खाता हर डिवाइस से लॉग आउट हो जाता है।',
      'अगर आपने यह नहीं माँगा था, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड जैसा है वैसा ही रहेगा।',
    ].join('\n'),
  }),
};

/** Forgot password: a single-use link by email (through the outbox), then a new password with it. */
export function createPasswordReset(deps: TPasswordResetDeps) {
  return {
    /**
     * Sends a reset link to an active account with that email. Says nothing about whether one
     * exists: the caller answers the same either way (and the limits count per address typed).
     * `pageLocale`: the language of the page that asked (Accept-Language).
     */
    async requestPasswordReset(email: string, pageLocale: TLocale = 'en'): Promise<void> {
      const user = await deps.users.getUserByEmail(email);
      if (!user?.active) return;
      const { token, hash } = newLinkToken();
      await deps.credentials.insertToken(
        { tokenHash: hash, userId: user.id, purpose: 'password-reset' },
        RESET_LINK_MINUTES * 60,
      );
      // In the account's language (with none chosen, the asking page's), with the link to that
      // language's page.
      const locale = mailLocale(user.preferredLanguage, pageLocale);
      const mail = RESET_MAIL[locale](user.name, linkTo(deps.publicUrl, RESET_PAGE_PATH, token, locale));
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
