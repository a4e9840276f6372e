import {
  ADMIN_MSG,
  type TAdminAgent,
  type TAdminContact,
  type TAdminProperty,
  type TAdminStats,
  type ZAdminAgentsQuery,
  type ZAdminPropertiesQuery,
} from '@nivaas/shared/admin';
import type { TPagination } from '@nivaas/shared/envelope';
import type { TReraCheck } from '@nivaas/shared/rera';
import { MSG } from '@nivaas/shared/messages';
import type { TContactStatus } from '@nivaas/shared/property-options';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { TMediaUrls } from '../../storage/media-urls';
import type { Storage } from '../../storage/storage';
import { toUserDto } from '../users/user-dto';
import { toAdminContactDto } from './admin-dto';
import type { TAdminRepository } from './admin.repository';

const RECENT = 5;

/** The dashboard, and the admin's view of every listing and contact request. */
export function createAdminService(deps: { admin: TAdminRepository; storage: Storage; media: TMediaUrls }) {
  const { admin, storage, media } = deps;

  async function getContactOrThrow(id: string): Promise<TAdminContact> {
    const [row] = await admin.findContacts({ id });
    if (!row) throw AppError.notFound(MSG.contactNotFound);
    return toAdminContactDto(row, media);
  }

  return {
    async getStats(): Promise<TAdminStats> {
      const [counts, users, listings, contacts] = await Promise.all([
        admin.countAll(),
        admin.findRecentUsers(RECENT),
        admin.findProperties({ limit: RECENT }),
        admin.findContacts({ limit: RECENT }),
      ]);
      return {
        counts,
        recent: {
          users: users.map((u) => toUserDto(u, media)),
          properties: JSON.parse(listings.cards) as TAdminProperty[],
          contacts: contacts.map((c) => toAdminContactDto(c, media)),
        },
      };
    },

    async findProperties(
      query: z.output<typeof ZAdminPropertiesQuery>,
    ): Promise<{ data: TAdminProperty[]; pagination: TPagination }> {
      const { search, page, limit } = query;
      const paged = page !== undefined || limit !== undefined;
      const size = limit ?? 10;
      const current = page ?? 1;
      const { cards, total } = await admin.findProperties({
        search,
        ...(paged ? { offset: (current - 1) * size, limit: size } : {}),
      });
      return {
        data: JSON.parse(cards) as TAdminProperty[],
        pagination: paged
          ? { page: current, limit: size, total, pages: Math.ceil(total / size) }
          : { page: 1, limit: total, total, pages: total ? 1 : 0 },
      };
    },

    /** GET /admin/agents: a page of agents by name, with their photo, verified flag and listing count. */
    async findAgents(
      query: z.output<typeof ZAdminAgentsQuery>,
    ): Promise<{ data: TAdminAgent[]; pagination: TPagination }> {
      const { search, page, limit } = query;
      const { rows, total } = await admin.findAgents({ search, offset: (page - 1) * limit, limit });
      return {
        data: rows.map((r) => ({
          _id: r.id,
          name: r.name,
          email: r.email,
          photo: media.toPublic(r.avatar),
          mobile: r.mobile,
          licenseNumber: r.licenseNumber,
          isVerified: r.isVerified,
          active: r.active,
          listingCount: Number(r.listingCount),
          createdAt: r.createdAt.toISOString(),
        })),
        pagination: { page, limit, total, pages: Math.ceil(total / limit) },
      };
    },

    /** Deletes any listing and, after the delete has committed, its files. */
    /**
     * Marks a listing's RERA number checked against the authority's register by `adminId` (or,
     * with null, takes the check back). 409 when the listing has no number to check.
     */
    async setReraCheck(id: string, adminId: string | null): Promise<TReraCheck> {
      const row = await admin.setReraCheck(id, adminId);
      if (!row) throw AppError.notFound(MSG.propertyNotFound);
      if (!row.reraId) throw new AppError('CONFLICT', ADMIN_MSG.noReraNumber);
      return {
        _id: row.id,
        rera: { number: row.reraId, checkedAt: row.reraCheckedAt?.toISOString() ?? null },
        checkedBy: row.checkedBy ? { _id: row.checkedBy.id, name: row.checkedBy.name } : null,
      };
    },

    async deleteProperty(id: string): Promise<{ _id: string }> {
      if (!(await admin.deleteProperty(id))) throw AppError.notFound(MSG.propertyNotFound);
      await storage.removePrefix(`properties/${id}/`);
      return { _id: id };
    },

    async findContacts(): Promise<TAdminContact[]> {
      return (await admin.findContacts()).map((c) => toAdminContactDto(c, media));
    },

    async updateContactStatus(id: string, status: TContactStatus): Promise<TAdminContact> {
      try {
        if (!(await admin.updateContactStatus(id, status))) throw AppError.notFound(MSG.contactNotFound);
      } catch (err) {
        // Reopening a completed request while the user has another open one on the listing.
        if (isUniqueViolation(err)) {
          throw new AppError('CONFLICT', ADMIN_MSG.openContactExists);
        }
        throw err;
      }
      return getContactOrThrow(id);
    },

    async deleteContact(id: string): Promise<{ _id: string }> {
      if (!(await admin.deleteContact(id))) throw AppError.notFound(MSG.contactNotFound);
      return { _id: id };
    },
  };
}
export type TAdminService = ReturnType<typeof createAdminService>;
