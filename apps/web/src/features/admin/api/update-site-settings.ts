import type { TSuccess } from '@nivaas/shared/envelope';
import type { TSiteSettings } from '@nivaas/shared/site-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { adminSettingsQueryKey } from './get-site-settings';

/** PUT /admin/settings: saves the Settings form; the answer is the stored settings. */
export async function updateSiteSettings(body: TSiteSettings): Promise<TSiteSettings> {
  const res = await request<TSuccess<TSiteSettings>>('/admin/settings', { method: 'PUT', body });
  return res.data;
}

export function useUpdateSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSiteSettings,
    onSuccess: (saved) => {
      if (saved) queryClient.setQueryData(adminSettingsQueryKey, saved);
      // The public settings (footer, contact page, home) are cached under their own key.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: adminSettingsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['settings'] }),
      ]);
    },
  });
}
