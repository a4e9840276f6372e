import { FRESHNESS_TEXT, type TAvailabilityConfirmed } from '@nivaas/shared/listing-freshness';
import { calendarDaysSince, formatDaysAgo } from '@nivaas/shared/format-date';
import { HINDI_FRESHNESS_TEXT } from '@nivaas/shared/listing-text-hi';
import type { TLocale } from '@nivaas/shared/locale';
import { MSG } from '@nivaas/shared/messages';
import { AppError } from '../../lib/app-error';
import { linkTo } from '../auth/link-tokens';
import { mailLocale } from '../notifications/mail-locale';
import type { TOutboxRepository } from '../notifications/outbox.repository';
import type { TSettingsService } from '../settings/settings.service';
import type { TUserRow } from '../users/users.repository';
import { CONFIRM_LISTING_PATH, type TConfirmLinks } from './confirm-link';
import type { TFreshnessRepository, TReminderRow } from './freshness.repository';

/** A listing confirmed within this many days is left out of the weekly reminder. */
export const REMIND_AFTER_DAYS = 7;

/** The reminder in each language (the English word for word as before). */
const REMINDER_TEXT: Record<
  TLocale,
  {
    subject: string;
    hello: (name: string) => string;
    intro: string;
    line: (title: string, confirmedAt: string, now: number) => string;
    outOfSearch: string;
    stale: string;
    outro: string;
  }
> = {
  en: {
    subject: 'Are your Nivaas listings still available?',
    hello: (name) => `Hello ${name},`,
    intro:
      'Buyers and tenants trust listings their agent has confirmed recently. If a listing below is still available, open its link: one click confirms it, no sign-in needed.',
    line: (title, confirmedAt, now) => `- ${title}: last confirmed ${formatDaysAgo(confirmedAt, now)}`,
    outOfSearch: ' (out of search until you confirm it)',
    stale: ` (shown as '${FRESHNESS_TEXT.staleBadge}')`,
    outro:
      'A listing sold or let out can be marked so from your profile. Listings not confirmed for a while are shown as not confirmed recently, and later leave search until you confirm them again.',
  },
  hi: {
    subject: 'क्या निवास पर आपकी लिस्टिंग अभी भी उपलब्ध हैं?',
    hello: (name) => `नमस्ते ${name},`,
    intro:
      'ख़रीदार और किरायेदार उन लिस्टिंग पर भरोसा करते हैं जिनकी एजेंट ने हाल में पुष्टि की हो। अगर नीचे दी गई कोई लिस्टिंग अभी भी उपलब्ध है, तो उसका लिंक खोलें: एक क्लिक में पुष्टि हो जाती है, लॉग इन की ज़रूरत नहीं।',
    line: (title, confirmedAt, now) =>
      `- ${title}: आख़िरी पुष्टि ${HINDI_FRESHNESS_TEXT.ago(calendarDaysSince(confirmedAt, now) ?? 0)}`,
    outOfSearch: ' (आपकी पुष्टि होने तक खोज से बाहर)',
    stale: ` (‘${HINDI_FRESHNESS_TEXT.staleBadge}’ दिख रहा है)`,
    outro:
      'बिक चुकी या किराये पर जा चुकी लिस्टिंग को आप अपनी प्रोफ़ाइल से वैसा मार्क कर सकते हैं। जिन लिस्टिंग की कुछ समय तक पुष्टि नहीं होती, उन पर ‘हाल में पुष्टि नहीं हुई’ दिखता है, और बाद में वे दोबारा पुष्टि होने तक खोज से हट जाती हैं।',
  },
};

function reminderMail(
  locale: TLocale,
  name: string,
  listings: { row: TReminderRow; link: string }[],
  now: number,
): { subject: string; body: string } {
  const text = REMINDER_TEXT[locale];
  const lines = listings.flatMap(({ row, link }) => {
    const state = row.hidden_as_stale ? text.outOfSearch : row.stale ? text.stale : '';
    return [`${text.line(row.title, row.confirmed_at, now)}${state}`, `  ${link}`, ''];
  });
  return {
    subject: text.subject,
    body: [text.hello(name), '', text.intro, '', ...lines, text.outro].join('\n'),
  };
}

/** Confirming listings, the daily freshness marks and the weekly reminders (issue part 2). */
export function createFreshnessService(deps: {
  freshness: TFreshnessRepository;
  settings: TSettingsService;
  outbox: TOutboxRepository;
  links: TConfirmLinks;
  publicUrl: string | undefined;
  /** Lists and pages cached anywhere forget what they showed (a listing left or came back). */
  onChange?: () => void;
}) {
  const { freshness } = deps;

  async function confirm(id: string): Promise<TAvailabilityConfirmed> {
    const row = await freshness.confirm(id);
    if (!row) throw AppError.notFound(MSG.propertyNotFound);
    deps.onChange?.();
    return { propertyId: row.id, title: row.title, freshness: row.freshness };
  }

  return {
    /** The listing's agent, and only them (not an admin: the agent is the one who knows): 403 otherwise. */
    async confirmByAgent(user: TUserRow, id: string): Promise<TAvailabilityConfirmed> {
      const agentId = await freshness.findAgent(id);
      if (!agentId) throw AppError.notFound(MSG.propertyNotFound);
      if (agentId !== user.id) throw AppError.forbidden();
      return confirm(id);
    },

    /** A weekly email's link: 400 when it is not valid, expired, or the listing changed hands. */
    async confirmByLink(token: string): Promise<TAvailabilityConfirmed> {
      const claims = await deps.links.verify(token);
      const agentId = claims && (await freshness.findAgent(claims.propertyId));
      if (!claims || agentId !== claims.agentId) throw AppError.badRequest(FRESHNESS_TEXT.confirmLinkInvalid);
      return confirm(claims.propertyId);
    },

    /**
     * The daily job: marks listings stale past the site's stale limit and takes them out of search
     * past its hide limit, each in one statement whatever the number of listings.
     */
    async markUnconfirmed(): Promise<string> {
      const { staleAfterDays, hideAfterDays } = await deps.settings.getSettings();
      const { marked, unmarked } = await freshness.markStale(staleAfterDays);
      const hidden = await freshness.hideUnconfirmed(hideAfterDays);
      if (marked || unmarked || hidden) deps.onChange?.();
      return `listing-freshness: ${marked} marked stale, ${unmarked} no longer stale, ${hidden} out of search`;
    },

    /** The weekly job: one email per agent listing their open listings unconfirmed for a week, each with its link. */
    async sendReminders(now = Date.now()): Promise<string> {
      const rows = await freshness.findReminders(REMIND_AFTER_DAYS);
      const byAgent = new Map<string, TReminderRow[]>();
      for (const row of rows) byAgent.set(row.agent_id, [...(byAgent.get(row.agent_id) ?? []), row]);
      for (const [agentId, listings] of byAgent) {
        const first = listings[0];
        if (!first) continue;
        const locale = mailLocale(first.agent_language);
        const links = await Promise.all(
          listings.map(async (row) => ({
            row,
            link: linkTo(
              deps.publicUrl,
              CONFIRM_LISTING_PATH,
              await deps.links.sign({ propertyId: row.id, agentId }, now),
              locale,
            ),
          })),
        );
        await deps.outbox.enqueue({
          kind: 'listing-confirm-reminder',
          recipient: first.agent_email,
          ...reminderMail(locale, first.agent_name, links, now),
          payload: { userId: agentId, propertyIds: listings.map((l) => l.id) },
        });
      }
      return `listing-reminders: ${byAgent.size} email(s) about ${rows.length} listing(s)`;
    },
  };
}
export type TFreshnessService = ReturnType<typeof createFreshnessService>;
