import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { PUBLIC_STATUSES } from '@nivaas/shared/property-options';
import type { Db } from '../../db/client';
import { developers, properties, type TStoredFile } from '../../db/schema';

/** What a link preview of a listing needs, and nothing more. */
export type TPropertySeoRow = {
  id: string;
  title: string;
  description: string;
  type: string;
  status: string;
  price: number;
  bedrooms: number;
  locality: string;
  city: string;
  images: TStoredFile[];
};

export type TDeveloperSeoRow = {
  id: string;
  name: string;
  description: string;
  hqCity: string;
  logo: TStoredFile | null;
};

export type TSitemapRow = { id: string; updatedAt: Date };

/** The listings a visitor may open: hidden when the agent is deactivated (API.md). */
const isVisible = eq(properties.listed, true);
/** The listings public lists show, and so the sitemap lists (For Sale, For Rent; agent active). */
const isPublic = and(inArray(properties.status, [...PUBLIC_STATUSES]), isVisible);

/** Reads for link previews and the sitemap: narrow selects over listings and builders. */
export function createSeoRepository(db: Db) {
  return {
    async getPropertySeo(id: string): Promise<TPropertySeoRow | undefined> {
      const [row] = await db
        .select({
          id: properties.id,
          title: properties.title,
          description: properties.description,
          type: properties.type,
          status: properties.status,
          price: properties.price,
          bedrooms: properties.bedrooms,
          locality: properties.locality,
          city: properties.city,
          images: properties.images,
        })
        .from(properties)
        .where(and(eq(properties.id, id), isVisible))
        .limit(1);
      return row;
    },

    async getDeveloperSeo(id: string): Promise<TDeveloperSeoRow | undefined> {
      const [row] = await db
        .select({
          id: developers.id,
          name: developers.name,
          description: developers.description,
          hqCity: developers.hqCity,
          logo: developers.logo,
        })
        .from(developers)
        .where(eq(developers.id, id))
        .limit(1);
      return row;
    },

    /** Public listings, most recently changed first, at most `limit`. */
    async findSitemapListings(limit: number): Promise<TSitemapRow[]> {
      if (limit <= 0) return [];
      return db
        .select({ id: properties.id, updatedAt: properties.updatedAt })
        .from(properties)
        .where(isPublic)
        .orderBy(desc(properties.updatedAt), asc(properties.id))
        .limit(limit);
    },

    async findSitemapDevelopers(limit: number): Promise<TSitemapRow[]> {
      if (limit <= 0) return [];
      return db
        .select({ id: developers.id, updatedAt: developers.updatedAt })
        .from(developers)
        .orderBy(asc(developers.name), asc(developers.id))
        .limit(limit);
    },
  };
}
export type TSeoRepository = ReturnType<typeof createSeoRepository>;
