import {
  ENQUIRY_KIND_LABELS,
  type TEnquiry,
  type TEnquiryRequest,
  type TEnquiryStatus,
  type ZAdminEnquiriesQuery,
} from '@nivaas/shared/enquiry';
import { MSG } from '@nivaas/shared/messages';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import type { TOutboxMessage } from '../notifications/outbox.repository';
import type { TSettingsService } from '../settings/settings.service';
import type { TUserRow, TUsersRepository } from '../users/users.repository';
import { toEnquiryDto } from './enquiry-dto';
import type { TEnquiriesRepository } from './enquiries.repository';

function notificationText(input: TEnquiryRequest): string {
  const header = [
    `${ENQUIRY_KIND_LABELS[input.kind]} from ${input.name} <${input.email}>`,
    input.phone && `Phone: ${input.phone}`,
    input.subject && `Subject: ${input.subject}`,
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

  async function recipients(): Promise<string[]> {
    const admins = (await users.findUsers('admin')).filter((u) => u.active).map((u) => u.email);
    const { notificationEmail } = await settings.getSettings();
    return [...new Set([...admins, ...(notificationEmail ? [notificationEmail] : [])])];
  }

  return {
    async createEnquiry(input: TEnquiryRequest, user: TUserRow | null): Promise<TEnquiry> {
      const id = newId();
      const subject = `New ${ENQUIRY_KIND_LABELS[input.kind].toLowerCase()}: ${input.subject ?? input.name}`;
      const text = notificationText(input);
      const messages: TOutboxMessage[] = (await recipients()).map((recipient) => ({
        kind: 'enquiry.new',
        recipient,
        subject: subject.slice(0, 200),
        body: text,
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
