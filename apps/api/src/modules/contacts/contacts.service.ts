import type { TLead, ZLeadsQuery } from '@nivaas/shared/lead';
import { MSG } from '@nivaas/shared/messages';
import type { TContactStatus } from '@nivaas/shared/property-options';
import type { ZContactRequest } from '@nivaas/shared/property';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import type { TMediaUrls } from '../../storage/media-urls';
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
      const link = `${deps.publicUrl ?? ''}/properties/${p.id}`;
      const result = await contacts.upsertWithNotification(
        { id: newId(), userId: user.id, propertyId: p.id, ...input },
        // The lead is kept either way; its email goes only to an address the agent has confirmed.
        (requestId) =>
          agent.emailVerifiedAt
            ? {
                kind: 'contact-request',
                recipient: agent.email,
                subject: `New enquiry for ${p.title}`,
                body: [
                  `${user.name} (${user.email}${user.mobile ? `, ${user.mobile}` : ''}) asked about "${p.title}" in ${p.locality}, ${p.city}.`,
                  `Preferred contact: ${input.contactMethod}.`,
                  input.message ? `Message: ${input.message}` : '',
                  `Listing: ${link}`,
                ]
                  .filter(Boolean)
                  .join('\n'),
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
