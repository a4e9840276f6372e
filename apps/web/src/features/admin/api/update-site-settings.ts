import { changedOf } from '@nivaas/shared/envelope';
import {
  type TSiteSettings,
  ZSiteSettingsAnswer,
  type ZSiteSettingsUpdate,
} from '@nivaas/shared/site-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../../lib/http-client';
import { adminSettingsQueryKey } from './get-site-settings';

const ZAnswer = changedOf(ZSiteSettingsAnswer);

/** PUT /admin/settings: saves the Settings form; the answer is the stored settings. */
export async function updateSiteSettings(body: z.input<typeof ZSiteSettingsUpdate>): Promise<TSiteSettings> {
  const res = await request('/admin/settings', { method: 'PUT', body, answer: ZAnswer });
  return res.data;
}

export function useUpdateSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSiteSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(adminSettingsQueryKey, saved);
      // The public settings (footer, contact page, home) are cached under their own key.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: adminSettingsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['settings'] }),
      ]);
    },
  });
}
