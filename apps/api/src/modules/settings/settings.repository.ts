import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { siteSettings } from '../../db/schema';

/** The only code that touches site_settings: one row per setting key, its value as JSON. */
export function createSettingsRepository(db: Db) {
  return {
    async getAll(): Promise<Record<string, unknown>> {
      const rows = await db.select({ key: siteSettings.key, value: siteSettings.value }).from(siteSettings);
      return Object.fromEntries(rows.map((r) => [r.key, r.value]));
    },

    /** Writes the given keys in one transaction; a key set to null or undefined goes back to its default. */
    async save(values: Record<string, unknown>): Promise<void> {
      const entries = Object.entries(values);
      const cleared = entries.filter(([, v]) => v === undefined || v === null).map(([k]) => k);
      const rows = entries
        .filter(([, v]) => v !== undefined && v !== null)
        .map(([key, value]) => ({ key, value, updatedAt: new Date() }));
      await db.transaction(async (tx) => {
        if (cleared.length) await tx.delete(siteSettings).where(inArray(siteSettings.key, cleared));
        if (!rows.length) return;
        await tx
          .insert(siteSettings)
          .values(rows)
          .onConflictDoUpdate({
            target: siteSettings.key,
            set: { value: sql`excluded.value`, updatedAt: sql`excluded.updated_at` },
          });
      });
    },
  };
}
export type TSettingsRepository = ReturnType<typeof createSettingsRepository>;
