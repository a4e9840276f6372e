import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { developers, properties, type TStoredFile, users } from '../../db/schema';

/** The storage folders rows own: `<owner>/<row id>/…` holds only files of that row. */
export type TFileOwner = 'properties' | 'developers' | 'avatars';

const urlsOf = (file: TStoredFile | null | undefined): string[] =>
  file ? [file.url, ...Object.values(file.variants ?? {})] : [];

/** Reads which file URLs rows point at, for the start-up sweep of files no row references. */
export function createStoredFilesRepository(db: Db) {
  return {
    /** Every file URL the given rows point at. */
    async referencedUrls(owner: TFileOwner, ids: string[]): Promise<string[]> {
      if (!ids.length) return [];
      if (owner === 'properties') {
        const rows = await db
          .select({
            images: properties.images,
            floorPlans: properties.floorPlans,
            brochure: properties.brochure,
            virtualTour: properties.virtualTour,
          })
          .from(properties)
          .where(inArray(properties.id, ids));
        return rows.flatMap((r) => [...r.images, ...r.floorPlans, r.brochure, r.virtualTour].flatMap(urlsOf));
      }
      if (owner === 'developers') {
        const rows = await db
          .select({ logo: developers.logo, team: developers.team })
          .from(developers)
          .where(inArray(developers.id, ids));
        return rows.flatMap((r) => [r.logo, ...r.team.map((m) => m.image)].flatMap(urlsOf));
      }
      const rows = await db.select({ avatar: users.avatar }).from(users).where(inArray(users.id, ids));
      return rows.flatMap((r) => (r.avatar ? [r.avatar] : []));
    },
  };
}
export type TStoredFilesRepository = ReturnType<typeof createStoredFilesRepository>;
