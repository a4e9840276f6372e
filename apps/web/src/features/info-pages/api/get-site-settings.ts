import { SITE_SETTINGS_DEFAULTS, type TPublicSiteSettings } from '@nivaas/shared/site-settings';
import { useQuery } from '@tanstack/react-query';
import { siteSettingsQueryOptions } from '../../../lib/site-settings';

export type TContactDetails = Pick<
  TPublicSiteSettings,
  'supportPhone' | 'supportEmail' | 'officeAddress' | 'officeHours'
>;

/**
 * The contact details to show: the admin's settings once loaded (the page shows skeletons until
 * then), and the built-in defaults when the call fails, so the contact page is never empty.
 */
export function useContactDetails(): { details: TContactDetails; isLoading: boolean } {
  const query = useQuery(siteSettingsQueryOptions());
  const data = query.data;
  const details: TContactDetails = {
    supportPhone: data?.supportPhone || SITE_SETTINGS_DEFAULTS.supportPhone,
    supportEmail: data?.supportEmail || SITE_SETTINGS_DEFAULTS.supportEmail,
    officeAddress: data?.officeAddress || SITE_SETTINGS_DEFAULTS.officeAddress,
    officeHours: data?.officeHours || SITE_SETTINGS_DEFAULTS.officeHours,
  };
  return { details, isLoading: query.isPending };
}
