import { ACCOUNT_MSG, CONFIRM_LINK_HOURS } from '@nivaas/shared/account';
import type { TLocale } from '@nivaas/shared/locale';
import { isPhoneAccountEmail } from '@nivaas/shared/otp';
import { AppError } from '../../lib/app-error';
import { mailLocale } from '../notifications/mail-locale';
import type { TOutboxRepository } from '../notifications/outbox.repository';
import type { TUserRow } from '../users/users.repository';
import type { TCredentialsRepository } from './credentials.repository';
import { hashLinkToken, linkTo, newLinkToken } from './link-tokens';

/** The web page a confirmation email's link opens (apps/web: paths.confirmEmail). */
export const CONFIRM_PAGE_PATH = '/confirm-email';

type TMailText = { subject: string; body: string };

/** The confirmation email in each language (the English word for word the spec's). */
const CONFIRM_MAIL: Record<TLocale, (name: string, link: string) => TMailText> = {
  en: (name, link) => ({
    subject: 'Confirm your email address for Nivaas',
    body: [
      `Hello ${name},`,
      '',
      `Please confirm that this is your email address by opening this link within ${CONFIRM_LINK_HOURS} hours:`,
      '',
      link,
      '',
      'Until it is confirmed, an agent account cannot publish listings and no enquiry emails are sent to it.',
      'If you did not create a Nivaas account, ignore this email.',
    ].join('\n'),
  }),
  hi: (name, link) => ({
    subject: 'निवास के लिए अपने ईमेल पते की पुष्टि करें',
    body: [
      `नमस्ते ${name},`,
      '',
      `कृपया ${CONFIRM_LINK_HOURS} घंटे के अंदर यह लिंक खोलकर पुष्टि करें कि यह ईमेल पता आपका ही है:`,
      '',
      link,
      '',
      'जब तक पुष्टि नहीं होती, एजेंट का खाता लिस्टिंग नहीं डाल सकता और उस पर पूछताछ के ईमेल नहीं भेजे जाते।',
      'अगर आपने निवास पर खाता नहीं बनाया है, तो इस ईमेल को अनदेखा करें।',
    ].join('\n'),
  }),
};

/**
 * Email confirmation: a single-use link to the account's address after registration and after the
 * address changes; confirming it proves the address belongs to the account's owner.
 */
export function createEmailConfirmation(deps: {
  credentials: TCredentialsRepository;
  outbox: TOutboxRepository;
  publicUrl: string | undefined;
}) {
  /** In the user's language (`preferredLanguage`), with the link to that language's page. */
  async function sendEmailConfirmation(
    user: Pick<TUserRow, 'id' | 'name' | 'email' | 'preferredLanguage'>,
  ): Promise<void> {
    const locale = mailLocale(user.preferredLanguage);
    const { token, hash } = newLinkToken();
    await deps.credentials.insertToken(
      { tokenHash: hash, userId: user.id, purpose: 'email-confirm', email: user.email },
      CONFIRM_LINK_HOURS * 3600,
    );
    await deps.outbox.enqueue({
      kind: 'email-confirm',
      recipient: user.email,
      ...CONFIRM_MAIL[locale](user.name, linkTo(deps.publicUrl, CONFIRM_PAGE_PATH, token, locale)),
      payload: { userId: user.id },
    });
  }

  return {
    sendEmailConfirmation,

    /** 400 for a link unknown, used, expired, or for an address the account no longer has. */
    async confirmEmail(token: string): Promise<void> {
      const userId = await deps.credentials.confirmEmail(hashLinkToken(token));
      if (!userId) throw AppError.badRequest(ACCOUNT_MSG.confirmLinkInvalid);
    },

    /** A new link, unless the address is confirmed already; answers the notice to show. */
    async resendEmailConfirmation(user: TUserRow): Promise<string> {
      if (user.emailVerifiedAt) return ACCOUNT_MSG.emailAlreadyConfirmed;
      if (isPhoneAccountEmail(user.email)) return ACCOUNT_MSG.noEmailYet;
      await sendEmailConfirmation(user);
      return ACCOUNT_MSG.confirmLinkSent;
    },
  };
}
