import type { FastifyBaseLogger } from 'fastify';
import { ACCOUNT_MSG } from '@nivaas/shared/account';
import { MSG } from '@nivaas/shared/messages';
import {
  type TPropertyInput,
  type TProperty,
  ZPropertyCreateRequest,
  ZPropertyUpdateRequest,
} from '@nivaas/shared/property';
import type { TStoredFile } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { validate } from '../../lib/validate';
import type { TMediaUrls } from '../../storage/media-urls';
import type { Storage } from '../../storage/storage';
import { fileKeysUnder, storeFile, storeImage, storeImageWithHash } from '../uploads/image-pipeline';
import type { TTempFile } from '../uploads/temp-upload';
import type { TUserRow, TUsersRepository } from '../users/users.repository';
import type { TPropertiesRepository, TPropertyInsert } from './properties.repository';
import type { TPhotoHash } from '../duplicate-photos/duplicate-photos.repository';
import type { TPropertyForm } from './property-form';

const prefixOf = (id: string) => `properties/${id}`;

const compact = <T extends Record<string, unknown>>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Record<string, unknown>;

/**
 * The images of `stored` that an update's `existingImages` names (by _id, url or publicId), in its
 * order. A URL is compared as stored (`toStored`: an absolute one as answered becomes relative).
 */
export function keptImages(
  stored: TStoredFile[],
  listed: unknown[] | undefined,
  toStored: (url: string) => string = (url) => url,
): TStoredFile[] {
  const kept: TStoredFile[] = [];
  for (const ref of listed ?? []) {
    const r = (typeof ref === 'string' ? { url: ref } : ref) as Partial<TStoredFile> | null;
    if (!r || typeof r !== 'object') continue;
    const url = typeof r.url === 'string' ? toStored(r.url) : undefined;
    const match = stored.find(
      (s) =>
        (r._id && s._id === r._id) || (url && s.url === url) || (r.publicId && s.publicId === r.publicId),
    );
    if (match && !kept.includes(match)) kept.push(match);
  }
  return kept;
}

/** Create, update and delete of listings: ownership rules, uploads and their clean-up. */
export function createPropertyWritesService(deps: {
  properties: TPropertiesRepository;
  users: TUsersRepository;
  storage: Storage;
  media: TMediaUrls;
  log: FastifyBaseLogger;
  /** Told after every saved change (the locations list caches what listings exist). */
  onChange?: () => void;
  /** The listing's agent says it is available (an edit by them does): see the freshness module. */
  confirmAvailability?: (id: string) => Promise<unknown>;
  /** Told a saved listing's photos, with the perceptual hashes of those just uploaded (duplicate photos). */
  onPhotosSaved?: (propertyId: string, photoIds: string[], added: TPhotoHash[]) => Promise<unknown>;
}) {
  const { properties, users, storage, log } = deps;
  const changed = () => deps.onChange?.();

  /** Agents list as themselves; an admin names an agent, who must be an agent user. */
  async function resolveAgent(user: TUserRow, input: TPropertyInput, current?: string) {
    if (user.role === 'agent') return { agentId: current ?? user.id, listed: user.active };
    if (!input.agent) throw AppError.validation({ agent: 'Please choose an agent' });
    const agent = await users.getUserById(input.agent);
    if (agent?.role !== 'agent') throw AppError.validation({ agent: 'Please choose an agent' });
    return { agentId: agent.id, listed: agent.active };
  }

  async function resolveDeveloper(input: TPropertyInput) {
    if (!input.developer) return { developerId: null, developerName: null };
    const name = await properties.getDeveloperName(input.developer);
    if (!name) throw AppError.validation({ developer: 'Developer not found' });
    return { developerId: input.developer, developerName: name };
  }

  function columns(input: TPropertyInput): Omit<TPropertyInsert, 'id' | 'agentId' | 'images'> {
    return {
      title: input.title,
      description: input.description,
      titleHi: input.titleHi ?? null,
      descriptionHi: input.descriptionHi ?? null,
      type: input.type,
      status: input.status,
      price: input.price,
      bedrooms: input.bedrooms,
      bathrooms: input.bathrooms,
      area: input.area,
      buildingName: input.buildingName ?? null,
      floorNumber: input.floorNumber ?? null,
      featured: input.featured,
      line1: input.address.line1 ?? null,
      street: input.address.street,
      city: input.address.city,
      locality: input.address.locality,
      state: input.address.state,
      zipCode: input.address.zipCode,
      country: input.address.country,
      amenities: input.amenities,
      highlights: input.highlights,
      nearbyLocalities: compact(input.nearbyLocalities),
      projectDetails: compact(input.projectDetails),
      approvals: input.approvals.map((a) => ({ name: a.name, number: a.number ?? '', date: a.date ?? null })),
      possessionDate: input.possessionDate ?? null,
      constructionStatus: input.constructionStatus,
      ageOfProperty: input.ageOfProperty ?? null,
      launchDate: input.projectDetails.launchDate ?? null,
    };
  }

  /** Stores new uploads under the listing's prefix, recording every key for clean-up on failure. */
  async function storeUploads(id: string, files: TPropertyForm['files'], stored: TStoredFile[]) {
    const prefix = prefixOf(id);
    const keep = async (file: TTempFile, image: boolean) => {
      const f = image ? await storeImage(storage, prefix, file) : await storeFile(storage, prefix, file);
      stored.push(f);
      return f;
    };
    const images: TStoredFile[] = [];
    const hashes: TPhotoHash[] = [];
    for (const file of files.images) {
      const { stored: f, hash } = await storeImageWithHash(storage, prefix, file);
      stored.push(f);
      images.push(f);
      hashes.push({ imageId: f._id, hash });
    }
    const floorPlans: TStoredFile[] = [];
    for (const f of files.floorPlans) floorPlans.push(await keep(f, true));
    const brochure = files.brochure[0] ? await keep(files.brochure[0], false) : undefined;
    const virtualTour = files.virtualTour[0] ? await keep(files.virtualTour[0], false) : undefined;
    return { images, floorPlans, brochure, virtualTour, hashes };
  }

  /** The listing is saved either way: a failure here leaves its new photos to the hash backfill. */
  async function photosSaved(id: string, images: TStoredFile[], added: TPhotoHash[]) {
    try {
      await deps.onPhotosSaved?.(
        id,
        images.map((i) => i._id),
        added,
      );
    } catch (err) {
      log.error({ err, propertyId: id }, 'could not compare the listing photos');
    }
  }

  async function removeFiles(id: string, files: (TStoredFile | null | undefined)[]) {
    const keys = files.flatMap((f) => fileKeysUnder(storage, prefixOf(id), f));
    if (!keys.length) return;
    try {
      await storage.remove(keys);
    } catch (err) {
      // The listing is already saved; a leftover file is logged, not a failed request.
      log.warn({ err, propertyId: id }, 'could not remove replaced files');
    }
  }

  /** The saved listing as the detail answers it (its one writer), parsed to be serialised through its schema. */
  async function answer(id: string): Promise<TProperty> {
    const row = await properties.getPropertyJson(id);
    if (!row) throw AppError.notFound(MSG.propertyNotFound);
    return JSON.parse(row.json) as TProperty;
  }

  async function loadOwned(user: TUserRow, id: string) {
    const row = await properties.getPropertyRecord(id);
    if (!row) throw AppError.notFound(MSG.propertyNotFound);
    if (user.role !== 'admin' && row.agentId !== user.id) throw AppError.forbidden();
    return row;
  }

  return {
    /** 404 for no such listing, 403 unless the user owns it or is an admin. */
    async assertCanEdit(user: TUserRow, id: string): Promise<void> {
      await loadOwned(user, id);
    },

    /** An agent publishes only under an address shown to be theirs (a confirmed email): 403 otherwise. */
    assertCanPublish(user: TUserRow): void {
      if (user.role === 'agent' && !user.emailVerifiedAt) {
        throw AppError.forbidden(ACCOUNT_MSG.confirmBeforePublishing);
      }
    },

    async createProperty(user: TUserRow, form: TPropertyForm): Promise<TProperty> {
      this.assertCanPublish(user);
      const input = validate(ZPropertyCreateRequest, { ...form.fields, images: form.files.images });
      const agent = await resolveAgent(user, input);
      const developer = await resolveDeveloper(input);
      const id = newId();
      const stored: TStoredFile[] = [];
      let photos: Awaited<ReturnType<typeof storeUploads>> | undefined;
      try {
        const uploads = await storeUploads(id, form.files, stored);
        photos = uploads;
        await properties.insertProperty({
          id,
          ...columns(input),
          ...agent,
          ...developer,
          lat: input.location?.lat ?? null,
          lng: input.location?.lng ?? null,
          images: uploads.images,
          floorPlans: uploads.floorPlans,
          brochure: uploads.brochure ?? null,
          virtualTour: uploads.virtualTour ?? null,
        });
      } catch (err) {
        // A failed create leaves no file behind: everything it stored is under its own prefix.
        await storage
          .removePrefix(prefixOf(id))
          .catch((e) => log.error({ err: e }, 'upload clean-up failed'));
        throw err;
      }
      await photosSaved(id, photos.images, photos.hashes);
      changed();
      return answer(id);
    },

    async updateProperty(user: TUserRow, id: string, form: TPropertyForm): Promise<TProperty> {
      const current = await loadOwned(user, id);
      // The images to keep: `existingImages` parts, or the `images` of a detail sent back as JSON.
      const images = form.fields.images;
      const kept = keptImages(
        current.images,
        form.existingImages ?? (Array.isArray(images) ? images : undefined),
        deps.media.toStored,
      );
      const input = validate(ZPropertyUpdateRequest, {
        ...form.fields,
        images: [...kept, ...form.files.images],
      });
      const agent = await resolveAgent(user, input, current.agentId);
      const developer = await resolveDeveloper(input);
      const stored: TStoredFile[] = [];
      let photos: { images: TStoredFile[]; hashes: TPhotoHash[] } | undefined;
      try {
        const uploads = await storeUploads(current.id, form.files, stored);
        photos = { images: [...kept, ...uploads.images], hashes: uploads.hashes };
        const values = columns(input);
        await properties.updateProperty(current.id, {
          ...values,
          // The edit form may leave these out: absent means unchanged.
          locality: values.locality || current.locality,
          lat: input.location ? input.location.lat : current.lat,
          lng: input.location ? input.location.lng : current.lng,
          ...agent,
          ...developer,
          images: photos.images,
          floorPlans: uploads.floorPlans.length ? uploads.floorPlans : current.floorPlans,
          brochure: uploads.brochure ?? current.brochure,
          virtualTour: uploads.virtualTour ?? current.virtualTour,
        });
        // An edit by the listing's own agent confirms it is available; an admin's edit does not.
        if (user.id === current.agentId) await deps.confirmAvailability?.(current.id);
        await removeFiles(current.id, [
          ...current.images.filter((img) => !kept.includes(img)),
          ...(uploads.floorPlans.length ? current.floorPlans : []),
          uploads.brochure ? current.brochure : null,
          uploads.virtualTour ? current.virtualTour : null,
        ]);
      } catch (err) {
        await storage
          .remove(stored.flatMap((f) => fileKeysUnder(storage, prefixOf(current.id), f)))
          .catch((e) => log.error({ err: e }, 'upload clean-up failed'));
        throw err;
      }
      await photosSaved(current.id, photos.images, photos.hashes);
      changed();
      return answer(current.id);
    },

    /** Deletes a listing, its files (only under its own prefix) and, by cascade, its favourites, views and leads. */
    async deleteProperty(user: TUserRow, id: string): Promise<void> {
      const current = await loadOwned(user, id);
      await properties.deleteProperty(current.id);
      changed();
      await storage
        .removePrefix(prefixOf(current.id))
        .catch((err) => log.warn({ err, propertyId: current.id }, 'could not remove listing files'));
    },
  };
}
export type TPropertyWritesService = ReturnType<typeof createPropertyWritesService>;
