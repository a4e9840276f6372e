import type { TCurrentUser, TUser } from '@nivaas/shared/auth';
import type { TMediaUrls } from '../../storage/media-urls';
import type { TUserRow } from './users.repository';

/** The public shape of a user: never the password hash; the avatar's URL as answered (`media`). */
export function toUserDto(row: TUserRow, media: TMediaUrls): TUser {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    mobile: row.mobile,
    phone: row.mobile,
    occupation: row.occupation,
    avatar: media.toPublic(row.avatar),
    company: row.company,
    licenseNumber: row.licenseNumber,
    specializations: row.specializations,
    isVerified: row.isVerified,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The signed-in user's own object, with their favourite and recently viewed property ids. */
export function toCurrentUserDto(
  row: TUserRow,
  media: TMediaUrls,
  lists: { favorites: string[]; recentlyViewed: string[] },
): TCurrentUser {
  return {
    ...toUserDto(row, media),
    favorites: lists.favorites,
    recentlyViewed: lists.recentlyViewed,
    emailConfirmed: row.emailVerifiedAt !== null,
    preferredLanguage: row.preferredLanguage ?? null,
  };
}
