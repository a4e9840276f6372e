import {
  ENQUIRY_KIND_LABELS,
  type TEnquiry,
  type TEnquiryKind,
  type TEnquiryRequest,
  type TEnquiryStatus,
  type ZAdminEnquiriesQuery,
} from '@nivaas/shared/enquiry';
import type { TLocale } from '@nivaas/shared/locale';
import { MSG } from '@nivaas/shared/messages';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { mailLocale } from '../notifications/mail-locale';
import type { TOutboxMessage } from '../notifications/outbox.repository';
import type { TSettingsService } from '../settings/settings.service';
import type { TUserRow, TUsersRepository } from '../users/users.repository';
import { toEnquiryDto } from './enquiry-dto';
import type { TEnquiriesRepository } from './enquiries.repository';

/** The enquiry kinds as the team's Hindi email names them. */
const HINDI_KIND_LABELS: Record<TEnquiryKind, string> = {
  contact: 'संपर्क फ़ॉर्म',
  loan: 'होम लोन का आवेदन',
  'design-team': 'डिज़ाइन टीम का आवेदन',
  lawyer: 'वकील का आवेदन',
  movers: 'पैकर्स और मूवर्स का अनुरोध',
};

/**
 * The words of a new enquiry's email to the team, in each language (the English word for word as
 * before). The form's own fields (`details`) keep their names: they are the data as sent.
 */
const ENQUIRY_MAIL: Record<
  TLocale,
  {
    subject: (input: TEnquiryRequest) => string;
    from: (input: TEnquiryRequest) => string;
    phone: string;
    subjectLine: string;
  }
> = {
  en: {
    subject: (input) =>
      `New ${ENQUIRY_KIND_LABELS[input.kind].toLowerCase()}: ${input.subject ?? input.name}`,
    from: (input) => `${ENQUIRY_KIND_LABELS[input.kind]} from ${input.name} <${input.email}>`,
    phone: 'Phone',
    subjectLine: 'Subject',
  },
  hi: {
    subject: (input) => `नई पूछताछ (${HINDI_KIND_LABELS[input.kind]}): ${input.subject ?? input.name}`,
    from: (input) => `${HINDI_KIND_LABELS[input.kind]}: ${input.name} <${input.email}>`,
    phone: 'फ़ोन',
    subjectLine: 'विषय',
  },
};

function notificationText(input: TEnquiryRequest, locale: TLocale): string {
  const words = ENQUIRY_MAIL[locale];
  const header = [
    words.from(input),
    input.phone && `${words.phone}: ${input.phone}`,
    input.subject && `${words.subjectLine}: ${input.subject}`,
    ...Object.entries(input.details)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => `${k}: ${String(v)}`),
  ].filter(Boolean);
  return input.message ? `${header.join('\n')}\n\n${input.message}` : header.join('\n');
}

/** General enquiries: anyone sends one; every active admin (and the settings' address) is told. */
export function createEnquiriesService(deps: {
  enquiries: TEnquiriesRepository;
  users: TUsersRepository;
  settings: TSettingsService;
}) {
  const { enquiries, users, settings } = deps;

  async function getOrThrow(id: string): Promise<TEnquiry> {
    const row = await enquiries.getEnquiryById(id);
    if (!row) throw AppError.notFound(MSG.enquiryNotFound);
    return toEnquiryDto(row);
  }

  /** Each active admin in their language, and the settings' address (no account: English), once each. */
  async function recipients(): Promise<{ email: string; locale: TLocale }[]> {
    const admins = (await users.findUsers('admin'))
      .filter((u) => u.active)
      .map((u) => ({ email: u.email, locale: mailLocale(u.preferredLanguage) }));
    const { notificationEmail } = await settings.getSettings();
    const all = [
      ...admins,
      ...(notificationEmail ? [{ email: notificationEmail, locale: mailLocale(null) }] : []),
    ];
    return all.filter((r, i) => all.findIndex((o) => o.email === r.email) === i);
  }

  return {
    async createEnquiry(input: TEnquiryRequest, user: TUserRow | null): Promise<TEnquiry> {
      const id = newId();
      const messages: TOutboxMessage[] = (await recipients()).map(({ email, locale }) => ({
        kind: 'enquiry.new',
        recipient: email,
        subject: ENQUIRY_MAIL[locale].subject(input).slice(0, 200),
        body: notificationText(input, locale),
        payload: { enquiryId: id, kind: input.kind },
      }));
      await enquiries.insertEnquiry(
        {
          id,
          kind: input.kind,
          name: input.name,
          email: input.email,
          phone: input.phone ?? null,
          subject: input.subject ?? null,
          message: input.message,
          details: input.details,
          userId: user?.id ?? null,
        },
        messages,
      );
      return getOrThrow(id);
    },

    async findEnquiries(filters: z.output<typeof ZAdminEnquiriesQuery>): Promise<TEnquiry[]> {
      return (await enquiries.findEnquiries(filters)).map(toEnquiryDto);
    },

    async updateStatus(id: string, status: TEnquiryStatus): Promise<TEnquiry> {
      if (!(await enquiries.updateStatus(id, status))) throw AppError.notFound(MSG.enquiryNotFound);
      return getOrThrow(id);
    },

    async deleteEnquiry(id: string): Promise<{ _id: string }> {
      if (!(await enquiries.deleteEnquiry(id))) throw AppError.notFound(MSG.enquiryNotFound);
      return { _id: id };
    },
  };
}
export type TEnquiriesService = ReturnType<typeof createEnquiriesService>;
