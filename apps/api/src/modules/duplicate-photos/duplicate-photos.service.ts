import {
  DUPLICATE_PHOTOS_MSG,
  type TDuplicatePhotoFlag,
  type TDuplicatePhotoListing,
  type TDuplicatePhotoResolveRequest,
} from '@nivaas/shared/duplicate-photos';
import type { TPagination } from '@nivaas/shared/envelope';
import { AppError } from '../../lib/app-error';
import type { TMediaUrls } from '../../storage/media-urls';
import type {
  TDuplicatePhotosRepository,
  TFlagRow,
  TFlagSide,
  TFlagState,
  TPhotoHash,
} from './duplicate-photos.repository';

/** Near-identical photos across agents' listings: recorded on every save, reviewed by moderators. */
export function createDuplicatePhotosService(deps: {
  photos: TDuplicatePhotosRepository;
  media: TMediaUrls;
}) {
  const { photos, media } = deps;

  function sideOf(s: TFlagSide, imageId: string): TDuplicatePhotoListing {
    const img = s.images.find((i) => i._id === imageId);
    return {
      _id: s.id,
      title: s.title,
      status: s.status,
      city: s.city,
      isHidden: s.hiddenReason !== null,
      agent: s.agentId ? { _id: s.agentId, name: s.agentName ?? '', email: s.agentEmail ?? '' } : null,
      photo: img
        ? {
            _id: img._id,
            url: media.toPublic(img.url),
            ...(img.variants
              ? {
                  variants: {
                    small: media.toPublic(img.variants.small),
                    medium: media.toPublic(img.variants.medium),
                    large: media.toPublic(img.variants.large),
                  },
                }
              : {}),
          }
        : null,
    };
  }

  function toFlag(r: TFlagRow): TDuplicatePhotoFlag {
    return {
      _id: r.id,
      distance: r.distance,
      createdAt: r.createdAt.toISOString(),
      resolution: r.resolution ?? null,
      resolvedAt: r.resolvedAt?.toISOString() ?? null,
      resolvedBy: r.resolvedBy ? { _id: r.resolvedBy, name: r.resolverName ?? '' } : null,
      listing: sideOf(r.listing, r.imageId),
      otherListing: sideOf(r.other, r.otherImageId),
    };
  }

  async function getFlag(id: string): Promise<TDuplicatePhotoFlag> {
    const [row] = await photos.findFlags({ state: 'open', offset: 0, limit: 1, id });
    if (!row) throw AppError.notFound(DUPLICATE_PHOTOS_MSG.flagNotFound);
    return toFlag(row);
  }

  return {
    /**
     * After a listing is saved: its photos now (`photoIds`) and the hashes of those just uploaded.
     * Answers how many flags were raised.
     */
    recordListingPhotos(propertyId: string, photoIds: string[], added: TPhotoHash[]): Promise<number> {
      return photos.saveListingPhotos(propertyId, photoIds, added);
    },

    async findFlags(query: {
      state: TFlagState;
      page: number;
      limit: number;
    }): Promise<{ data: TDuplicatePhotoFlag[]; pagination: TPagination }> {
      const [total, rows] = await Promise.all([
        photos.countFlags(query.state),
        photos.findFlags({ state: query.state, offset: (query.page - 1) * query.limit, limit: query.limit }),
      ]);
      return {
        data: rows.map(toFlag),
        pagination: {
          page: query.page,
          limit: query.limit,
          total,
          pages: Math.max(1, Math.ceil(total / query.limit)),
        },
      };
    },

    /** Not a duplicate, or hide one of the flag's two listings. 409 when someone resolved it first. */
    async resolveFlag(
      adminId: string,
      id: string,
      body: TDuplicatePhotoResolveRequest,
    ): Promise<{ message: string; data: TDuplicatePhotoFlag }> {
      const flag = await photos.getFlag(id);
      if (!flag) throw AppError.notFound(DUPLICATE_PHOTOS_MSG.flagNotFound);
      if (flag.resolvedAt) throw new AppError('CONFLICT', DUPLICATE_PHOTOS_MSG.alreadyResolved);
      if (body.resolution === 'hidden') {
        if (body.propertyId !== flag.propertyId && body.propertyId !== flag.otherPropertyId) {
          throw AppError.validation({ propertyId: DUPLICATE_PHOTOS_MSG.notInFlag });
        }
        const done = await photos.hideListingOfFlag(id, body.propertyId, adminId);
        if (!done) throw new AppError('CONFLICT', DUPLICATE_PHOTOS_MSG.alreadyResolved);
        return { message: DUPLICATE_PHOTOS_MSG.hidden, data: await getFlag(id) };
      }
      const done = await photos.resolveFlag(id, 'dismissed', adminId);
      if (!done) throw new AppError('CONFLICT', DUPLICATE_PHOTOS_MSG.alreadyResolved);
      return { message: DUPLICATE_PHOTOS_MSG.dismissed, data: await getFlag(id) };
    },
  };
}
export type TDuplicatePhotosService = ReturnType<typeof createDuplicatePhotosService>;
