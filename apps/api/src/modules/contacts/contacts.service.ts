import type { TLead, ZLeadsQuery } from '@nivaas/shared/lead';
import type { TLocale } from '@nivaas/shared/locale';
import { MSG } from '@nivaas/shared/messages';
import type { TContactStatus } from '@nivaas/shared/property-options';
import type { ZContactRequest } from '@nivaas/shared/property';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import type { TMediaUrls } from '../../storage/media-urls';
import { mailLocale, siteLink } from '../notifications/mail-locale';
import type { TPropertiesRepository } from '../properties/properties.repository';
import type { TUserRow, TUsersRepository } from '../users/users.repository';
import type { TContactsRepository, TLeadRow } from './contacts.repository';

/**
 * A lead as the agent's screen shows it (the same fields as the admin's contact list, plus phone);
 * avatars' URLs as answered (`media`).
 */
export function toLeadDto(row: TLeadRow, media: TMediaUrls): TLead {
  const person = (p: TLeadRow['user']) =>
    p
      ? {
          _id: p.id,
          name: p.name,
          email: p.email,
          mobile: p.mobile,
          phone: p.mobile,
          avatar: media.toPublic(p.avatar),
        }
      : null;
  return {
    _id: row.id,
    user: person(row.user),
    agent: person(row.agent),
    property: row.property
      ? {
          _id: row.property.id,
          title: row.property.title,
          price: Number(row.property.price),
          city: row.property.city,
        }
      : null,
    contactMethod: row.contactMethod,
    message: row.message,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What a new lead's email tells its agent. */
type TLeadMail = {
  buyer: Pick<TUserRow, 'name' | 'email' | 'mobile'>;
  listing: { title: string; locality: string; city: string };
  contactMethod: string;
  message: string;
  link: string;
};

const CONTACT_METHOD_HI: Record<string, string> = { email: 'ईमेल', phone: 'फ़ोन', whatsapp: 'WhatsApp' };

/** The new lead's email in each language (the English word for word as before). */
const LEAD_MAIL: Record<TLocale, (m: TLeadMail) => { subject: string; body: string }> = {
  en: ({ buyer, listing, contactMethod, message, link }) => ({
    subject: `New enquiry for ${listing.title}`,
    body: [
      `${buyer.name} (${buyer.email}${buyer.mobile ? `, ${buyer.mobile}` : ''}) asked about "${listing.title}" in ${listing.locality}, ${listing.city}.`,
      `Preferred contact: ${contactMethod}.`,
      message ? `Message: ${message}` : '',
      `Listing: ${link}`,
    ]
      .filter(Boolean)
      .join('\n'),
  }),
  hi: ({ buyer, listing, contactMethod, message, link }) => ({
    subject: `${listing.title} के लिए नई पूछताछ`,
    body: [
      `${buyer.name} (${buyer.email}${buyer.mobile ? `, ${buyer.mobile}` : ''}) ने ${listing.locality}, ${listing.city} में "${listing.title}" के बारे में पूछा है।`,
      `संपर्क का पसंदीदा तरीका: ${CONTACT_METHOD_HI[contactMethod] ?? contactMethod}।`,
      message ? `संदेश: ${message}` : '',
      `लिस्टिंग: ${link}`,
    ]
      .filter(Boolean)
      .join('\n'),
  }),
};

/** Contact requests: a buyer asks about a listing; its agent is told through the outbox. */
export function createContactsService(deps: {
  contacts: TContactsRepository;
  properties: TPropertiesRepository;
  users: TUsersRepository;
  publicUrl: string | undefined;
  media: TMediaUrls;
}) {
  const { contacts, properties, users } = deps;

  async function lead(id: string) {
    const row = await contacts.getLead(id);
    if (!row) throw AppError.notFound(MSG.contactNotFound);
    return toLeadDto(row, deps.media);
  }

  return {
    /** POST /properties/{id}/contact: 201 for a new request, 200 when it updates the open one. */
    async contactAgent(user: TUserRow, id: string, input: z.output<typeof ZContactRequest>) {
      const p = await properties.getPropertyRecord(id);
      if (!p?.listed) throw AppError.notFound(MSG.propertyNotFound);
      const agent = await users.getUserById(p.agentId);
      if (!agent) throw AppError.notFound(MSG.propertyNotFound);
      // In the agent's language, the listing's link to that language's page.
      const locale = mailLocale(agent.preferredLanguage);
      const link = siteLink(deps.publicUrl, `/properties/${p.id}`, locale);
      const result = await contacts.upsertWithNotification(
        { id: newId(), userId: user.id, propertyId: p.id, ...input },
        // The lead is kept either way; its email goes only to an address the agent has confirmed.
        (requestId) =>
          agent.emailVerifiedAt
            ? {
                kind: 'contact-request',
                recipient: agent.email,
                ...LEAD_MAIL[locale]({
                  buyer: user,
                  listing: p,
                  contactMethod: input.contactMethod,
                  message: input.message,
                  link,
                }),
                payload: { contactRequestId: requestId, propertyId: p.id, userId: user.id },
              }
            : null,
      );
      return { isNew: result.isNew, data: await lead(result.id) };
    },

    /** GET /agent/contacts: the leads on an agent's listings (whoever they were sent to); an admin sees all. */
    async findLeads(user: TUserRow, q: z.output<typeof ZLeadsQuery>) {
      const { rows, total } = await contacts.findLeads({
        agentId: user.role === 'admin' ? undefined : user.id,
        limit: q.limit,
        offset: (q.page - 1) * q.limit,
      });
      return {
        data: rows.map((row) => toLeadDto(row, deps.media)),
        pagination: { page: q.page, limit: q.limit, total, pages: Math.ceil(total / q.limit) },
      };
    },

    /** PATCH /agent/contacts/{id}: only the listing's current agent (or an admin) moves a lead along. */
    async updateLeadStatus(user: TUserRow, id: string, status: TContactStatus) {
      const existing = await contacts.getLead(id);
      if (!existing) throw AppError.notFound(MSG.contactNotFound);
      if (user.role !== 'admin' && existing.agent?.id !== user.id) throw AppError.forbidden();
      // The ownership check is repeated in the update itself: a reassignment in between is refused.
      const isUpdated = await contacts.updateStatus(id, status, user.role === 'admin' ? undefined : user.id);
      if (!isUpdated) throw AppError.forbidden();
      return lead(id);
    },
  };
}
export type TContactsService = ReturnType<typeof createContactsService>;
