import type { TEnquiry, TEnquiryKind, TEnquiryStatus } from '@nivaas/shared/enquiry';
import type { TEnquiryRow } from './enquiries.repository';

export function toEnquiryDto(row: TEnquiryRow): TEnquiry {
  return {
    _id: row.id,
    kind: row.kind as TEnquiryKind,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    details: row.details,
    status: row.status as TEnquiryStatus,
    user: row.user ? { _id: row.user.id, name: row.user.name } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
