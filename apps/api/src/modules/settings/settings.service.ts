import {
  SITE_SETTING_KEYS,
  SITE_SETTINGS_DEFAULTS,
  type TPublicSiteSettingsAnswer,
  type TSiteSettingsAnswer,
  ZSiteSettings,
  type ZSiteSettingsUpdate,
} from '@nivaas/shared/site-settings';
import type { z } from 'zod';
import type { TSettingsRepository } from './settings.repository';

/** Site settings of the admin Settings screen; a key never saved (or no longer valid) has its default. */
export function createSettingsService(deps: { settings: TSettingsRepository }) {
  const { settings } = deps;

  async function getSettings(): Promise<TSiteSettingsAnswer> {
    const stored = await settings.getAll();
    const result: Record<string, unknown> = {};
    for (const key of SITE_SETTING_KEYS) {
      const parsed = ZSiteSettings.shape[key].safeParse(stored[key]);
      // A key left blank (the grievance contact) has its default too.
      result[key] = parsed.success && parsed.data !== undefined ? parsed.data : SITE_SETTINGS_DEFAULTS[key];
    }
    return result as TSiteSettingsAnswer;
  }

  return {
    getSettings,

    async getPublicSettings(): Promise<TPublicSiteSettingsAnswer> {
      const { notificationEmail: _private, reportHideThreshold: _moderation, ...rest } = await getSettings();
      return rest;
    },

    /** Saves the form; keys left out keep their current value (a key sent blank is cleared). */
    async updateSettings(input: z.output<typeof ZSiteSettingsUpdate>): Promise<TSiteSettingsAnswer> {
      const saved = { ...(await getSettings()), ...input };
      await settings.save(Object.fromEntries(SITE_SETTING_KEYS.map((key) => [key, saved[key]])));
      // Read back, so a key sent blank is answered with its default (the grievance contact).
      return getSettings();
    },
  };
}
export type TSettingsService = ReturnType<typeof createSettingsService>;
