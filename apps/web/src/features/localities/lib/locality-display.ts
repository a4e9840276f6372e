import { formatIndianNumber, formatPerSqFt } from '@nivaas/shared/format-price';
import { LOCALITY_MIN_LISTINGS } from '@nivaas/shared/locality-slug';
import type { TPriceStats } from '@nivaas/shared/locality-prices';
import type { TLocality } from '../api/get-locality';

export const plural = (n: number, one: string, many: string) =>
  `${formatIndianNumber(n)} ${n === 1 ? one : many}`;

/** The page's heading and title. */
export const localityTitle = (l: Pick<TLocality, 'city' | 'locality'>) =>
  `Property prices in ${l.locality}, ${l.city}`;

export const LOCALITY_TEXT = {
  honesty: `These are asking prices from listings on Nivaas, not prices homes sold for. Each figure says how many listings it rests on; none is shown for fewer than ${LOCALITY_MIN_LISTINGS}.`,
  rentNote: 'Rents are per sq ft a month.',
} as const;

/** Why a figure is missing: the count it would rest on is below the minimum. */
export const tooFew = (listings: number) =>
  listings === 0
    ? 'No listings with an area yet'
    : `Only ${plural(listings, 'listing', 'listings')} with an area: fewer than ${LOCALITY_MIN_LISTINGS}, so no figure`;

/** '₹ 5,125 – ₹ 10,000/sq ft', or null when there is no figure. */
export function rangeText(s: TPriceStats, rent: boolean): string | null {
  if (s.low === null || s.high === null) return null;
  return `${formatPerSqFt(s.low, rent).replace(/\/sq ft.*$/, '')} – ${formatPerSqFt(s.high, rent)}`;
}

/** The page's description (meta and Dataset). */
export function localityDescription(l: TLocality): string {
  const parts = [`Asking prices per sq ft in ${l.locality}, ${l.city} from listings on Nivaas`];
  if (l.all.sale.median !== null) {
    parts.push(
      `median ${formatPerSqFt(l.all.sale.median)} for sale (${plural(l.all.sale.listings, 'listing', 'listings')})`,
    );
  }
  if (l.all.rent.median !== null) {
    parts.push(
      `median rent ${formatPerSqFt(l.all.rent.median, true)} (${plural(l.all.rent.listings, 'listing', 'listings')})`,
    );
  }
  return `${parts.join('; ')}. ${plural(l.forSale, 'home', 'homes')} for sale and ${plural(l.forRent, 'home', 'homes')} for rent.`;
}

/**
 * schema.org markup of the page: a Dataset (the figures are statistics of listings, not offers of
 * one thing), its spatial coverage the locality as a Place in its city, the 12 months as its
 * temporal coverage, and each figure shown as a PropertyValue with the count it rests on.
 */
export function localityJsonLd(l: TLocality, url?: string): Record<string, unknown> {
  const first = l.trend[0]?.month;
  const last = l.trend[l.trend.length - 1]?.month;
  const value = (name: string, s: TPriceStats, unitText: string) =>
    s.median === null
      ? []
      : [
          {
            '@type': 'PropertyValue',
            name,
            value: s.median,
            minValue: s.low,
            maxValue: s.high,
            unitText,
            description: `Median and 25th–75th percentile of ${plural(s.listings, 'listing', 'listings')}`,
          },
        ];
  return {
    '@context': 'https://schema.org',
    '@type': 'Dataset',
    name: localityTitle(l),
    description: localityDescription(l),
    ...(url ? { url } : {}),
    isAccessibleForFree: true,
    creator: { '@type': 'Organization', name: 'Nivaas' },
    ...(first && last ? { temporalCoverage: `${first}/${last}` } : {}),
    spatialCoverage: {
      '@type': 'Place',
      name: `${l.locality}, ${l.city}`,
      address: {
        '@type': 'PostalAddress',
        addressLocality: l.locality,
        addressRegion: l.state,
        addressCountry: 'IN',
      },
      containedInPlace: { '@type': 'City', name: l.city },
    },
    variableMeasured: [
      ...value('Median asking price per sq ft, for sale', l.all.sale, 'INR per sq ft'),
      ...value('Median asking rent per sq ft a month', l.all.rent, 'INR per sq ft per month'),
    ],
  };
}
