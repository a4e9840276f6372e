import { ZProfileUpdate, ZRegisterRequest } from '@nivaas/shared/auth';
import { MAX_IMAGE_BYTES } from '@nivaas/shared/constants';
import { IMAGE_MIME_TYPES } from '@nivaas/shared/property-options';
import type { z } from 'zod';

/** The fields a user changes about themselves: the registration rules (PUT /auth/me uses the same). */
export const ZProfileForm = ZRegisterRequest.pick({ name: true, mobile: true, occupation: true }).extend({
  /** An agent's RERA licence (the field shows for agents only). */
  licenseNumber: ZProfileUpdate.shape.licenseNumber,
});
export type TProfileFormInput = z.input<typeof ZProfileForm>;

const MB = 1024 * 1024;

/** A photo the server will take: an image type it reads, at most 5 MB. Null when fine. */
export function avatarFileError(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) {
    return 'Please choose a JPEG, PNG, WebP, AVIF or GIF image';
  }
  if (file.size > MAX_IMAGE_BYTES) return `Photo must be at most ${MAX_IMAGE_BYTES / MB} MB`;
  return null;
}

/** 'AK' for 'Asha Kulkarni'; '?' when there is no name. */
export function initials(name: string | null | undefined): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}
