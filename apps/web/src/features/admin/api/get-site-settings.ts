import { successOf } from '@nivaas/shared/envelope';
import { type TSiteSettings, ZSiteSettingsAnswer } from '@nivaas/shared/site-settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { ADMIN_ERRORS } from '../lib/admin-messages';
import { ADMIN_QUERY_KEY } from './get-admin-stats';

export const adminSettingsQueryKey = [...ADMIN_QUERY_KEY, 'settings'] as const;

const ZAnswer = successOf(ZSiteSettingsAnswer);

/**
 * GET /admin/settings: the public site settings plus the private notification address
 * (GET /settings answers the public part only).
 */
export async function getSiteSettings(signal?: AbortSignal): Promise<TSiteSettings> {
  const res = await request('/admin/settings', {
    answer: ZAnswer,
    invalid: ADMIN_ERRORS.loadSettings,
    signal,
  });
  return res.data;
}

export const siteSettingsQueryOptions = () =>
  queryOptions({ queryKey: adminSettingsQueryKey, queryFn: ({ signal }) => getSiteSettings(signal) });

export function useSiteSettings() {
  return useQuery(siteSettingsQueryOptions());
}
