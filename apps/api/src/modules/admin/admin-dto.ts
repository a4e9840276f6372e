import type { TAdminContact } from '@nivaas/shared/admin';
import type { TAdminContactRow, TPersonRow } from './admin.repository';

function toPerson(row: TPersonRow | null) {
  return row ? { _id: row.id, name: row.name, email: row.email, avatar: row.avatar } : null;
}

export function toAdminContactDto(row: TAdminContactRow): TAdminContact {
  return {
    _id: row.id,
    user: toPerson(row.user),
    property: row.property
      ? {
          _id: row.property.id,
          title: row.property.title,
          price: Number(row.property.price),
          agent: toPerson(row.propertyAgent),
        }
      : null,
    agent: toPerson(row.agent),
    contactMethod: row.contactMethod,
    message: row.message,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}
