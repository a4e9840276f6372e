import { randomBytes } from 'node:crypto';
import {
  SHARE_TOKEN_RE,
  SHORTLIST_NOT_SHARED,
  type TSharedShortlist,
  type TShortlistShare,
} from '@nivaas/shared/compare';
import { AppError } from '../../lib/app-error';
import type { TFavoritesService } from '../favorites/favorites.service';
import type { TShortlistRepository, TShareRow } from './shortlist.repository';

const toShare = (row: TShareRow): TShortlistShare => ({
  token: row.token,
  createdAt: row.createdAt.toISOString(),
});

/** The first word of a name: all a shared shortlist tells of its owner. */
export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/** A user's favourites shared as a read-only link (random 256-bit token), and the link's page. */
export function createShortlistService(deps: {
  shortlist: TShortlistRepository;
  favorites: TFavoritesService;
}) {
  const { shortlist, favorites } = deps;
  return {
    async getShare(userId: string): Promise<TShortlistShare | null> {
      const row = await shortlist.findShare(userId);
      return row ? toShare(row) : null;
    },
    /** A new link; the previous one, if any, stops working. */
    async createShare(userId: string): Promise<TShortlistShare> {
      return toShare(await shortlist.replaceShare(userId, randomBytes(32).toString('base64url')));
    },
    async revokeShare(userId: string): Promise<void> {
      await shortlist.deleteShare(userId);
    },
    /** The shared favourites (hidden listings left out, as in the owner's own list); 404 once revoked. */
    async readShared(token: string): Promise<TSharedShortlist> {
      const owner = SHARE_TOKEN_RE.test(token) ? await shortlist.findOwner(token) : undefined;
      if (!owner) throw AppError.notFound(SHORTLIST_NOT_SHARED);
      return {
        ownerFirstName: firstNameOf(owner.name),
        listings: await favorites.findFavorites(owner.userId),
      };
    },
  };
}
export type TShortlistService = ReturnType<typeof createShortlistService>;
