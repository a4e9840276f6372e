import type { TAdminContact } from '@nivaas/shared/admin';
import type { TMediaUrls } from '../../storage/media-urls';
import type { TAdminContactRow, TPersonRow } from './admin.repository';

/** A contact request in the admin table; avatars' URLs as answered (`media`). */
export function toAdminContactDto(row: TAdminContactRow, media: TMediaUrls): TAdminContact {
  const toPerson = (p: TPersonRow | null) =>
    p ? { _id: p.id, name: p.name, email: p.email, avatar: media.toPublic(p.avatar) } : null;
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
