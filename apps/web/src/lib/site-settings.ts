import type { TPublicSiteSettings } from '@nivaas/shared/site-settings';
import { queryOptions } from '@tanstack/react-query';
import { siteAnswers } from './first-view';
import { request } from './http-client';

const ZAnswer = siteAnswers.answer((a) => a.ZSiteSettingsAnswer);

/** GET /settings: the public site settings (contact details, the home's featured count). */
export async function getSiteSettings(): Promise<TPublicSiteSettings> {
  const res = await request('/settings', { answer: ZAnswer });
  return res.data;
}

export const siteSettingsQueryKey = ['settings', 'public'] as const;

export const siteSettingsQueryOptions = () =>
  queryOptions({
    queryKey: siteSettingsQueryKey,
    queryFn: getSiteSettings,
    staleTime: 10 * 60_000,
  });
