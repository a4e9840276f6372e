import type { TImageRef } from '@nivaas/shared/auth';
import { MAX_TEAM_PHOTOS } from '@nivaas/shared/constants';
import {
  DEVELOPER_MSG,
  type TDeveloper,
  type TDeveloperForm,
  type TDeveloperListQuery,
} from '@nivaas/shared/developer';
import type { TPagination } from '@nivaas/shared/envelope';
import { MSG } from '@nivaas/shared/messages';
import type { TStoredFile } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import type { TMediaUrls } from '../../storage/media-urls';
import type { Storage } from '../../storage/storage';
import type { TDeveloperUploads } from './developer-form';
import { encodeSquareImage, storedFileKeys, storeEncodedImage, type TEncodedImage } from './developer-images';
import type { TDevelopersRepository, TDeveloperValues } from './developers.repository';

type TTeamMember = TDeveloperValues['team'] extends (infer M)[] | undefined ? M : never;

/** The row values of a parsed form; team members come with their images already resolved. */
function toValues(form: TDeveloperForm, team: TTeamMember[]): TDeveloperValues {
  const named = (rows: { name?: string; description?: string }[]) =>
    rows.map((r) => ({ name: r.name ?? '', description: r.description ?? '' }));
  const specializations = named(form.specializations);
  const social = Object.fromEntries(Object.entries(form.socialMedia).filter(([, v]) => v !== undefined));
  return {
    name: form.name,
    description: form.description,
    website: form.website ?? null,
    foundedYear: form.foundedYear ?? null,
    hqCity: form.headquarters.city,
    hqState: form.headquarters.state,
    hqCountry: form.headquarters.country,
    completedProjects: form.completedProjects,
    ongoingProjects: form.ongoingProjects,
    upcomingProjects: form.upcomingProjects,
    flagshipProjects: named(form.flagshipProjects),
    team,
    specializations,
    specializationKeys: [...new Set(specializations.map((s) => s.name.toLowerCase()).filter(Boolean))],
    contactEmail: form.contact.email ?? null,
    contactPhone: form.contact.phone ?? null,
    socialMedia: social,
    awards: form.awards.map((a) => ({
      name: a.name ?? '',
      year: a.year ?? null,
      category: a.category ?? '',
    })),
  };
}

export function createDevelopersService(deps: {
  developers: TDevelopersRepository;
  storage: Storage;
  media: TMediaUrls;
}) {
  const { developers, storage, media } = deps;

  async function getOrThrow(id: string) {
    const row = await developers.getDeveloperRow(id);
    if (!row) throw AppError.notFound(MSG.developerNotFound);
    return row;
  }

  /** The builder's JSON text from its one writer (developer-json.ts). */
  async function jsonOf(id: string): Promise<string> {
    const json = await developers.getDeveloperJson(id);
    if (!json) throw AppError.notFound(MSG.developerNotFound);
    return json;
  }
  /** The same, parsed, for an answer serialised through its schema. */
  const answer = async (id: string) => JSON.parse(await jsonOf(id)) as TDeveloper;

  return {
    /** GET /developers: `json` is the JSON text of the TDeveloper array, sent on as it is. */
    async findDevelopers(query: TDeveloperListQuery): Promise<{ json: string; pagination: TPagination }> {
      const { page, limit, ...filters } = query;
      const paged = page !== undefined || limit !== undefined;
      const size = limit ?? 12;
      const current = page ?? 1;
      const { json, total } = await developers.findDevelopersJson(
        filters,
        paged ? { offset: (current - 1) * size, limit: size } : undefined,
      );
      return {
        json,
        pagination: paged
          ? { page: current, limit: size, total, pages: Math.ceil(total / size) }
          : { page: 1, limit: total, total, pages: total ? 1 : 0 },
      };
    },

    /** GET /developers/{id}: the JSON text of the TDeveloper, sent on as it is. */
    getDeveloperJson: jsonOf,

    /**
     * Creates a builder from the Add Developer form. Team photos go to the kept team rows in order.
     * Everything is checked and encoded before anything is stored; a failure removes what was stored.
     */
    async createDeveloper(form: TDeveloperForm, uploads: TDeveloperUploads): Promise<TDeveloper> {
      if (uploads.teamPhotos.length > MAX_TEAM_PHOTOS) {
        throw AppError.validation({ teamPhotos: DEVELOPER_MSG.tooManyTeamPhotos });
      }
      if (uploads.teamPhotos.length > form.team.length) {
        throw AppError.validation({ teamPhotos: 'Add a team member for each team photo' });
      }
      const logo = uploads.logo ? await encodeSquareImage(uploads.logo, 'Logo') : undefined;
      const photos: TEncodedImage[] = [];
      for (const photo of uploads.teamPhotos) photos.push(await encodeSquareImage(photo, 'Each team photo'));

      const id = newId();
      const prefix = `developers/${id}/`;
      try {
        const storedLogo = logo ? await storeEncodedImage(storage, `${prefix}logo`, logo) : null;
        const team: TTeamMember[] = [];
        for (const [i, member] of form.team.entries()) {
          const photo = photos[i];
          team.push({
            name: member.name ?? '',
            designation: member.designation ?? '',
            image: photo ? await storeEncodedImage(storage, `${prefix}team`, photo) : null,
          });
        }
        await developers.insertDeveloper({ id, ...toValues(form, team), logo: storedLogo });
      } catch (err) {
        await storage.removePrefix(prefix);
        throw err;
      }
      return answer(id);
    },

    /**
     * Replaces the whole form (JSON). A team member keeps a photo only when it is one this builder
     * already has; photos no longer used are removed once the change is saved.
     */
    async updateDeveloper(id: string, form: TDeveloperForm): Promise<TDeveloper> {
      const current = await getOrThrow(id);
      const known = new Map<string, TStoredFile>();
      for (const member of current.team) if (member.image) known.set(member.image.url, member.image);
      const team = form.team.map((m) => ({
        name: m.name ?? '',
        designation: m.designation ?? '',
        // The photo's URL as answered (absolute with PUBLIC_URL) is compared as stored.
        image: (m.image && known.get(media.toStored(m.image.url))) || null,
      }));
      const row = await developers.updateDeveloper(id, toValues(form, team));
      if (!row) throw AppError.notFound(MSG.developerNotFound);
      const kept = new Set(team.map((m) => m.image?.url));
      const dropped = [...known.values()].filter((image) => !kept.has(image.url));
      await storage.remove(dropped.flatMap((image) => storedFileKeys(storage, image)));
      return answer(id);
    },

    /** Stores the new logo, points the builder at it, then removes the old one's files. */
    async replaceLogo(id: string, upload: Buffer | undefined): Promise<TImageRef> {
      if (!upload) throw AppError.validation({ logo: 'Please choose a logo image' });
      await getOrThrow(id);
      const encoded = await encodeSquareImage(upload, 'Logo');
      const logo = await storeEncodedImage(storage, `developers/${id}/logo`, encoded);
      let result: Awaited<ReturnType<TDevelopersRepository['replaceLogo']>>;
      try {
        result = await developers.replaceLogo(id, logo);
      } catch (err) {
        await storage.remove(storedFileKeys(storage, logo));
        throw err;
      }
      if (!result) {
        await storage.remove(storedFileKeys(storage, logo));
        throw AppError.notFound(MSG.developerNotFound);
      }
      await storage.remove(storedFileKeys(storage, result.previous));
      const { logo: answered } = await answer(id);
      if (!answered) throw new Error('the logo just stored is not answered');
      return answered;
    },

    /** Deletes the builder and its files; its listings stay, with no builder. */
    async deleteDeveloper(id: string): Promise<{ _id: string }> {
      const row = await developers.deleteDeveloper(id);
      if (!row) throw AppError.notFound(MSG.developerNotFound);
      await storage.removePrefix(`developers/${id}/`);
      // Images kept outside the builder's folder by an import go too (never demo data).
      const images = [row.logo, ...row.team.map((m) => m.image)];
      await storage.remove(images.flatMap((image) => storedFileKeys(storage, image)));
      return { _id: id };
    },
  };
}
export type TDevelopersService = ReturnType<typeof createDevelopersService>;
