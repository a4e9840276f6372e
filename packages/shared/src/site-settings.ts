import { z } from 'zod';
import { ZEmail } from './auth';
import { DEFAULT_CITY, FEATURED_HOME_COUNT, FEATURED_LIST_MAX } from './constants';
import { optionalText, requiredText } from './zod-helpers';

/** The most different reporters an admin may require before a listing is hidden pending review. */
export const REPORT_HIDE_THRESHOLD_MAX = 20;

export const SITE_SETTINGS_MSG = {
  defaultCityRequired: 'Default city is required',
  supportPhoneRequired: 'Support phone is required',
  invalidPhone: 'Please enter a valid phone number',
  officeAddressRequired: 'Office address is required',
  officeHoursRequired: 'Office hours are required',
  invalidFeaturedCount: `Featured count must be a whole number from 1 to ${FEATURED_LIST_MAX}`,
  invalidReportHideThreshold: `Reports before hiding must be a whole number from 1 to ${REPORT_HIDE_THRESHOLD_MAX}`,
} as const;

/** What the site shows until an admin changes it in Settings. */
export const SITE_SETTINGS_DEFAULTS = {
  defaultCity: DEFAULT_CITY,
  supportPhone: '+91 253 250 0000',
  supportEmail: 'support@nivaas.in',
  officeAddress: 'Nivaas Realty, College Road, Nashik, Maharashtra 422005',
  officeHours: 'Monday to Saturday, 9:30 AM to 6:30 PM',
  featuredCount: FEATURED_HOME_COUNT,
  notificationEmail: undefined as string | undefined,
  /** The privacy notice's grievance contact (DPDP Act 2023): who answers requests about personal data. */
  grievanceContact:
    'Grievance Officer, Nivaas Realty, College Road, Nashik, Maharashtra 422005; grievance@nivaas.in',
  /** A listing reported by this many different people is hidden until a moderator looks at it. */
  reportHideThreshold: 3,
};

const ZFeaturedCount = z
  .union([z.number(), z.string()], { error: () => SITE_SETTINGS_MSG.invalidFeaturedCount })
  .transform((v) => (typeof v === 'string' ? Number(v.trim() || Number.NaN) : v))
  .pipe(
    z
      .number()
      .int(SITE_SETTINGS_MSG.invalidFeaturedCount)
      .min(1, SITE_SETTINGS_MSG.invalidFeaturedCount)
      .max(FEATURED_LIST_MAX, SITE_SETTINGS_MSG.invalidFeaturedCount),
  );

/** A whole number typed into the form (number or text) within [1, max]. */
function formCount(max: number, message: string) {
  return z
    .union([z.number(), z.string()], { error: () => message })
    .transform((v) => (typeof v === 'string' ? Number(v.trim() || Number.NaN) : v))
    .pipe(z.number().int(message).min(1, message).max(max, message));
}

/**
 * The admin Settings form. `notificationEmail` is private (where new enquiries are copied,
 * besides every active admin); everything else is public and shown on the site.
 */
export const ZSiteSettings = z.object({
  defaultCity: requiredText(SITE_SETTINGS_MSG.defaultCityRequired, 100),
  supportPhone: requiredText(SITE_SETTINGS_MSG.supportPhoneRequired, 20).refine(
    (v) => /^[+0-9 ()-]{6,20}$/.test(v),
    { message: SITE_SETTINGS_MSG.invalidPhone },
  ),
  supportEmail: ZEmail,
  officeAddress: requiredText(SITE_SETTINGS_MSG.officeAddressRequired, 300),
  officeHours: requiredText(SITE_SETTINGS_MSG.officeHoursRequired, 200),
  featuredCount: ZFeaturedCount,
  notificationEmail: optionalText(254).pipe(z.email('Please enter a valid email').optional()),
  /** Blank: the default contact. */
  grievanceContact: optionalText(300),
  reportHideThreshold: formCount(REPORT_HIDE_THRESHOLD_MAX, SITE_SETTINGS_MSG.invalidReportHideThreshold),
});
export type TSiteSettingsInput = z.input<typeof ZSiteSettings>;
export type TSiteSettings = z.output<typeof ZSiteSettings>;

export const SITE_SETTING_KEYS = Object.keys(ZSiteSettings.shape) as (keyof TSiteSettings)[];

/** GET /settings: what any visitor may read (not how many reports hide a listing). */
export const ZPublicSiteSettings = ZSiteSettings.omit({ notificationEmail: true, reportHideThreshold: true });
export type TPublicSiteSettings = z.output<typeof ZPublicSiteSettings>;

/**
 * PUT /admin/settings: the form, every key optional. A key left out keeps its value; a blank
 * notificationEmail clears it; unknown keys are ignored.
 */
export const ZSiteSettingsUpdate = ZSiteSettings.partial();

/** The settings as the API answers them (the form after parsing: trimmed, numbers read). */
export const ZSiteSettingsAnswer = z
  .object({
    defaultCity: z.string(),
    supportPhone: z.string(),
    supportEmail: z.string(),
    officeAddress: z.string(),
    officeHours: z.string(),
    featuredCount: z.number().int(),
    notificationEmail: z.string().optional(),
    /** Always answered: the default when an admin left it blank. */
    grievanceContact: z.string(),
    reportHideThreshold: z.number().int(),
  })
  .meta({ id: 'SiteSettings' });
export const ZPublicSiteSettingsAnswer = ZSiteSettingsAnswer.omit({
  notificationEmail: true,
  reportHideThreshold: true,
}).meta({
  id: 'PublicSiteSettings',
});
export type TSiteSettingsAnswer = z.output<typeof ZSiteSettingsAnswer>;
export type TPublicSiteSettingsAnswer = z.output<typeof ZPublicSiteSettingsAnswer>;
