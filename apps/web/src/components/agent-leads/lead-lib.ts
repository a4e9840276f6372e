import { formatDateTime } from '@nivaas/shared/format-date';
import { CONTACT_STATUSES, type TContactStatus } from '@nivaas/shared/property-options';

/**
 * A contact request on one of the agent's listings (GET /agent/contacts, API.md 'Lists beyond the
 * spec's table'), read tolerantly: the buyer's phone may come as mobile or phone.
 */
export type TLeadPerson = {
  _id: string;
  name: string;
  email?: string | null;
  mobile?: string | null;
  phone?: string | null;
  avatar?: string | null;
};
export type TAgentLead = {
  _id: string;
  user: TLeadPerson | null;
  property: { _id: string; title: string; price?: number } | null;
  contactMethod: string;
  message: string;
  status: string;
  createdAt: string;
};

export const LEAD_STATUS_LABELS: Record<TContactStatus, string> = {
  pending: 'Pending',
  contacted: 'Contacted',
  completed: 'Completed',
};

export const CONTACT_METHOD_LABELS: Record<string, string> = {
  email: 'Email',
  whatsapp: 'WhatsApp',
  phone: 'Phone call',
};

export const isLeadStatus = (s: string): s is TContactStatus =>
  (CONTACT_STATUSES as readonly string[]).includes(s);

/** Newest first; requests with an unreadable date go last. */
export function sortLeadsNewestFirst(leads: readonly TAgentLead[]): TAgentLead[] {
  const time = (l: TAgentLead) => {
    const t = Date.parse(l.createdAt);
    return Number.isNaN(t) ? Number.NEGATIVE_INFINITY : t;
  };
  return [...leads].sort((a, b) => time(b) - time(a));
}

export function leadPhone(lead: TAgentLead): string | undefined {
  return lead.user?.mobile?.trim() || lead.user?.phone?.trim() || undefined;
}

/** 'tel:' link text: digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** '12 Mar 2025, 4:30 pm' (the shared date formatter); the raw text if it is not a date. */
export function leadDateText(iso: string): string {
  return formatDateTime(iso) ?? iso;
}

/** The list with one request's status replaced (the optimistic update of a status change). */
export function withLeadStatus(
  leads: readonly TAgentLead[],
  id: string,
  status: TContactStatus,
): TAgentLead[] {
  return leads.map((l) => (l._id === id ? { ...l, status } : l));
}
