import { type TProfileUpdateInput, type TUser, ZCurrentUser } from '@nivaas/shared/auth';
import { changedOf } from '@nivaas/shared/envelope';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '../../../lib/auth/auth-api';
import { request } from '../../../lib/http-client';

export type TUpdateMe = {
  name: string;
  /** Blank clears it. */
  mobile: string;
  occupation: string;
  /** An agent's RERA licence; blank clears it. */
  licenseNumber?: string;
  /** A new photo, re-encoded by the server. */
  avatar?: File | null;
  removeAvatar?: boolean;
};

const ZUpdateMeAnswer = changedOf(ZCurrentUser);

/** PUT /auth/me (API.md): JSON, or multipart when a photo is sent. */
export async function updateMe(values: TUpdateMe): Promise<TUser> {
  const { avatar, removeAvatar, ...fields } = values;
  let body: TProfileUpdateInput | FormData = fields;
  if (avatar || removeAvatar) {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, value);
    if (removeAvatar) form.append('removeAvatar', 'true');
    if (avatar) form.append('avatar', avatar, avatar.name);
    body = form;
  }
  const res = await request('/auth/me', { method: 'PUT', body, answer: ZUpdateMeAnswer });
  return res.data;
}

/** Saves the profile and puts the answer in the signed-in user's cache. */
export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (user) => queryClient.setQueryData(meQueryKey, user),
  });
}
