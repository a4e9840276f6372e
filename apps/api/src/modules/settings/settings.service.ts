import {
  SITE_SETTING_KEYS,
  SITE_SETTINGS_DEFAULTS,
  type TPublicSiteSettings,
  type TSiteSettings,
  ZSiteSettings,
} from '@nivaas/shared/site-settings';
import { AppError } from '../../lib/app-error';
import { validate } from '../../lib/validate';
import type { TSettingsRepository } from './settings.repository';

/** Site settings of the admin Settings screen; a key never saved (or no longer valid) has its default. */
export function createSettingsService(deps: { settings: TSettingsRepository }) {
  const { settings } = deps;

  async function getSettings(): Promise<TSiteSettings> {
    const stored = await settings.getAll();
    const result: Record<string, unknown> = {};
    for (const key of SITE_SETTING_KEYS) {
      const parsed = ZSiteSettings.shape[key].safeParse(stored[key]);
      result[key] = parsed.success ? parsed.data : SITE_SETTINGS_DEFAULTS[key];
    }
    return result as TSiteSettings;
  }

  return {
    getSettings,

    async getPublicSettings(): Promise<TPublicSiteSettings> {
      const { notificationEmail: _private, ...rest } = await getSettings();
      return rest;
    },

    /** Saves the form; keys left out keep their current value. */
    async updateSettings(body: unknown): Promise<TSiteSettings> {
      if (!body || typeof body !== 'object' || Array.isArray(body)) {
        throw AppError.badRequest('Send the settings as a JSON object');
      }
      const known = Object.fromEntries(
        Object.entries(body).filter(([key]) => (SITE_SETTING_KEYS as string[]).includes(key)),
      );
      const next = validate(ZSiteSettings, { ...(await getSettings()), ...known });
      await settings.save(Object.fromEntries(SITE_SETTING_KEYS.map((key) => [key, next[key]])));
      return next;
    },
  };
}
export type TSettingsService = ReturnType<typeof createSettingsService>;
