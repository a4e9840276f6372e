import { CONTACT_STATUSES } from '@nivaas/shared/property-options';
import type { TEnquiryStatus } from '@nivaas/shared/enquiry';
import type { TRole } from '@nivaas/shared/roles';
import type { TBadgeTone } from '../../../components/ui/badge';

/** The kit's badge tones (components/ui/badge.tsx). */
export type TStatusTone = TBadgeTone;

/** Role badge (admin spec §2.4): admin primary, agent secondary, others plain. */
export function roleColor(role: TRole | string): TStatusTone {
  if (role === 'admin') return 'primary';
  if (role === 'agent') return 'secondary';
  return 'neutral';
}

/** Role names of the Edit User dialog (admin spec §2.4: Buyer, Agent, Admin). */
export const ADMIN_ROLE_LABELS: Record<TRole, string> = { buyer: 'Buyer', agent: 'Agent', admin: 'Admin' };

export function isKnownContactStatus(status: string): boolean {
  return (CONTACT_STATUSES as readonly string[]).includes(status);
}

/** Contact status (admin spec §3): pending, contacted, completed; any other value in the error colour. */
export function contactStatusColor(status: string): TStatusTone {
  switch (status) {
    case 'pending':
      return 'warning';
    case 'contacted':
      return 'info';
    case 'completed':
      return 'success';
    default:
      return 'error';
  }
}

export function enquiryStatusColor(status: TEnquiryStatus | string): TStatusTone {
  switch (status) {
    case 'new':
      return 'warning';
    case 'in-progress':
      return 'info';
    case 'closed':
      return 'success';
    default:
      return 'error';
  }
}

/** 'in-progress' → 'In progress'. */
export function statusLabel(status: string): string {
  const text = status.replace(/[-_]+/g, ' ').trim();
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : 'Unknown';
}

/** Property status badge (DESIGN 'Status badges'): For Sale blue, anything else red. */
export function isForSale(status: string): boolean {
  return status === 'For Sale';
}
