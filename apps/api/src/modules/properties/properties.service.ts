import { FEATURED_LIST_MAX } from '@nivaas/shared/constants';
import { MSG } from '@nivaas/shared/messages';
import type { TLocalityPriceLine } from '@nivaas/shared/locality-prices';
import type { TPropertySearch } from '@nivaas/shared/property-search';
import type { TPagination } from '@nivaas/shared/envelope';
import { AppError } from '../../lib/app-error';
import type { TRecentlyViewedRepository } from '../favorites/recently-viewed.repository';
import type { TUserRow } from '../users/users.repository';
import type { TPropertiesRepository } from './properties.repository';
import type { TVisibility } from './property-search';

/**
 * A page of listings: `cards` is the JSON text of its TPropertyCard array, as the database wrote it
 * (see PAGE_CARDS in property-rows.ts), sent on without being parsed.
 */
export type TPropertyPage = { cards: string; pagination: TPagination & { isEstimate?: true } };

export function createPropertiesService(deps: {
  properties: TPropertiesRepository;
  recentlyViewed: TRecentlyViewedRepository;
  /** The detail's ₹/sq ft against its locality's median (modules/locality-prices). */
  localityPriceLine?: (id: string) => Promise<TLocalityPriceLine | null>;
}) {
  const { properties, recentlyViewed, localityPriceLine } = deps;

  async function page(q: TPropertySearch, visibility: TVisibility): Promise<TPropertyPage> {
    const result = await properties.searchProperties(q, visibility);
    const pagination: TPropertyPage['pagination'] = {
      page: q.page,
      limit: q.limit,
      total: result.total,
      pages: Math.ceil(result.total / q.limit),
    };
    if (result.isEstimate) pagination.isEstimate = true;
    return { cards: result.cards.json, pagination };
  }

  return {
    /** GET /properties: the public search. */
    findProperties(q: TPropertySearch): Promise<TPropertyPage> {
      return page(q, 'public');
    },

    /** GET /properties/featured: the newest featured public listings, as the JSON text of the cards. */
    async findFeatured(): Promise<string> {
      const q: TPropertySearch = { page: 1, limit: FEATURED_LIST_MAX, sort: 'newest', featured: true };
      return (await page(q, 'public')).cards;
    },

    /**
     * GET /properties/agent/{id}: that agent's listings. The agent themself (and admins) also see
     * their sold, rented and hidden ones; others see the public ones.
     */
    async findAgentProperties(
      id: string,
      q: TPropertySearch,
      viewer: TUserRow | null,
    ): Promise<TPropertyPage> {
      const isOwnerView = !!viewer && (viewer.id === id || viewer.role === 'admin');
      return page({ ...q, agent: id }, isOwnerView ? 'all' : 'public');
    },

    /**
     * GET /properties/{id}: the JSON text of the listing with agent, builder and similar listings
     * nearby, as the database wrote it (property-detail-json.ts). A listing of a deactivated agent
     * is visible to that agent and admins only.
     */
    async getPropertyJson(id: string, viewer: TUserRow | null): Promise<string> {
      const row = await properties.getPropertyJson(id);
      const canSeeHidden = !!viewer && (viewer.role === 'admin' || viewer.id === row?.agentId);
      if (!row || (!row.listed && !canSeeHidden)) throw AppError.notFound(MSG.propertyNotFound);
      if (viewer) await recentlyViewed.recordView(viewer.id, id);
      // Only a public listing is compared with its locality (a hidden one is in no figure).
      const line = row.listed && localityPriceLine ? await localityPriceLine(id) : null;
      const end = row.json.lastIndexOf('}');
      return `${row.json.slice(0, end)},"localityPrice":${JSON.stringify(line)}${row.json.slice(end)}`;
    },
  };
}
export type TPropertiesService = ReturnType<typeof createPropertiesService>;
