import type { TAdminContact, TAdminProperty } from '@nivaas/shared/admin';
import type { TAdminContactRow, TAdminPropertyRow, TPersonRow } from './admin.repository';

function toPerson(row: TPersonRow | null) {
  return row ? { _id: row.id, name: row.name, email: row.email, avatar: row.avatar } : null;
}

export function toAdminPropertyDto(row: TAdminPropertyRow): TAdminProperty {
  return {
    _id: row.id,
    title: row.title,
    type: row.type,
    status: row.status,
    price: Number(row.price),
    featured: row.featured,
    images: row.cover ? [{ _id: row.cover._id, url: row.cover.url }] : [],
    address: { city: row.city, state: row.state, locality: row.locality },
    agent: row.agent
      ? {
          _id: row.agent.id,
          name: row.agent.name,
          email: row.agent.email,
          avatar: row.agent.avatar,
          photo: row.agent.avatar,
        }
      : null,
    developer: row.developerId ? { _id: row.developerId, name: row.developerName ?? '' } : null,
    createdAt: row.createdAt.toISOString(),
  };
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
