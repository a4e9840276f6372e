import { localityPath } from '@nivaas/shared/locality-slug';
import type {
  TLocalityPriceLine,
  TLocalityTrendMonth,
  TLocalityTypePrices,
  TPriceStats,
} from '@nivaas/shared/locality-prices';
import { MSG } from '@nivaas/shared/messages';
import { AppError } from '../../lib/app-error';
import type { TLocalityPricesRepository, TStatsRow } from './locality-prices.repository';

const NONE: TPriceStats = { listings: 0, median: null, low: null, high: null };
const statsOf = (row: TStatsRow | undefined): TPriceStats =>
  row ? { listings: row.listings, median: row.median, low: row.low, high: row.high } : NONE;

/** Locality pages and the detail's line (see README.md here). */
export function createLocalityPricesService(deps: { prices: TLocalityPricesRepository }) {
  const { prices } = deps;
  return {
    /**
     * GET /localities/{city}/{locality}: the answer as JSON text (its cards are written by the
     * database). 404 when no public listing is in that locality.
     */
    async getLocalityJson(city: string, locality: string): Promise<string> {
      const names = await prices.findNames(city, locality);
      if (!names) throw AppError.notFound(MSG.localityNotFound);
      const [stats, trendRows, cards] = await Promise.all([
        prices.findStats(city, locality),
        prices.findTrend(city, locality),
        prices.findCards(city, locality),
      ]);
      const find = (status: string, type: string | null) =>
        stats.find((s) => s.status === status && s.type === type);
      const types = [...new Set(stats.filter((s) => s.type !== null).map((s) => s.type as string))].sort();
      const byType: TLocalityTypePrices[] = types.map((type) => ({
        type,
        forSale: find('For Sale', type)?.total ?? 0,
        forRent: find('For Rent', type)?.total ?? 0,
        sale: statsOf(find('For Sale', type)),
        rent: statsOf(find('For Rent', type)),
      }));
      const trend: TLocalityTrendMonth[] = trendRows.map((r) => ({
        month: r.month,
        sale: { listings: r.sale_listings, median: r.sale_median },
        rent: { listings: r.rent_listings, median: r.rent_median },
      }));
      const head = {
        ...names,
        path: `/properties/in/${city}/${locality}`,
        forSale: find('For Sale', null)?.total ?? 0,
        forRent: find('For Rent', null)?.total ?? 0,
        all: { sale: statsOf(find('For Sale', null)), rent: statsOf(find('For Rent', null)) },
        byType,
        trend,
      };
      const json = JSON.stringify(head);
      return `${json.slice(0, -1)},"cheapestSale":${cards.cheapestSale},"cheapestRent":${cards.cheapestRent},"newest":${cards.newest}}`;
    },

    /**
     * A public listing's ₹/sq ft against its locality's median of the same status and type (all
     * types when its type has fewer than 5 listings); null when neither has a median or the
     * listing gives no area.
     */
    async priceLine(id: string): Promise<TLocalityPriceLine | null> {
      const row = await prices.findPriceLine(id);
      if (!row) return null;
      const path = localityPath(row.city, row.locality);
      const typed = row.type_median !== null;
      const median = typed ? row.type_median : row.all_median;
      if (median === null || !path || median <= 0) return null;
      return {
        perSqFt: row.per_sq_ft,
        median,
        listings: typed ? row.type_listings : row.all_listings,
        type: typed ? row.type : null,
        differencePercent: Math.round((row.per_sq_ft / median - 1) * 100),
        path,
      };
    },

    /** Locality pages for the sitemap. */
    findSitemapLocalities: prices.findSitemapLocalities,
  };
}
export type TLocalityPricesService = ReturnType<typeof createLocalityPricesService>;
