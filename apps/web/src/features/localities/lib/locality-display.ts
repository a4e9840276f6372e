import { msg } from '@lingui/core/macro';
import { formatMonthYear } from '@nivaas/shared/format-date';
import { formatIndianNumber, formatPerSqFt, type TPriceLocale } from '@nivaas/shared/format-price';
import { LOCALITY_MIN_LISTINGS } from '@nivaas/shared/locality-slug';
import type { TPriceStats } from '@nivaas/shared/locality-prices';
import { cardTextFor } from '../../../lib/i18n/i18n';
import type { TSays } from '../../../lib/i18n/says';
import type { TLocality } from '../api/get-locality';

/**
 * The locality page's words made in code (its title, description, counts and figures), in the
 * page's language: `i18n` is the page's translator (English: the spec's words, as before).
 */

const LISTINGS = msg({ message: '{n, plural, one {# listing} other {# listings}}' });
const HOMES = msg({ message: '{n, plural, one {# home} other {# homes}}' });
const TITLE = msg({ message: 'Property prices in {locality}, {city}' });
const HONESTY = msg({
  message:
    'These are asking prices from listings on Nivaas, not prices homes sold for. Each figure says how many listings it rests on; none is shown for fewer than {min}.',
});
const RENT_NOTE = msg`Rents are per sq ft a month.`;
const NONE_WITH_AREA = msg`No listings with an area yet`;
const TOO_FEW = msg({
  message:
    '{n, plural, one {Only # listing with an area: fewer than {min}, so no figure} other {Only # listings with an area: fewer than {min}, so no figure}}',
});
const ASKING_IN = msg({ message: 'Asking prices per sq ft in {locality}, {city} from listings on Nivaas' });
const SALE_MEDIAN = msg({ message: 'median {price} for sale ({listings})' });
const RENT_MEDIAN = msg({ message: 'median rent {price} ({listings})' });
const HOMES_COUNTS = msg({ message: '{sale} for sale and {rent} for rent.' });
const SENTENCES = msg({ message: '{figures}. {counts}' });

/** The page's language for the shared formatters. */
const priceLocale = (i18n: TSays): TPriceLocale => (i18n.locale === 'hi' ? 'hi' : 'en');

/** '12 listings' / '12 लिस्टिंग'. */
export const listingsText = (i18n: TSays, n: number) => i18n._(LISTINGS, { n });

/** The page's heading and title. */
export const localityTitle = (l: Pick<TLocality, 'city' | 'locality'>, i18n: TSays) =>
  i18n._(TITLE, { locality: l.locality, city: l.city });

/** The note under the heading: asking prices, and the minimum a figure rests on. */
export const honestyText = (i18n: TSays) => i18n._(HONESTY, { min: LOCALITY_MIN_LISTINGS });
/** Under the table by type. */
export const rentNoteText = (i18n: TSays) => i18n._(RENT_NOTE);

/** Why a figure is missing: the count it would rest on is below the minimum. */
export const tooFew = (listings: number, i18n: TSays) =>
  listings === 0 ? i18n._(NONE_WITH_AREA) : i18n._(TOO_FEW, { n: listings, min: LOCALITY_MIN_LISTINGS });

/** '₹ 5,123/sq ft' ('/mo' for a rent) in the page's language ('₹ 5,123/वर्ग फुट', '/माह'). */
export const perSqFtText = (amount: number, rent: boolean, i18n: TSays) =>
  formatPerSqFt(amount, rent, priceLocale(i18n));

/** '₹ 5,125' of '₹ 5,125/sq ft': an amount without its unit (the chart's axis, a range's start). */
export const amountText = (amount: number, rent: boolean, i18n: TSays) =>
  perSqFtText(amount, rent, i18n).replace(/\/(sq ft|वर्ग फुट).*$/, '');

/** '₹ 5,125 – ₹ 10,000/sq ft', or null when there is no figure. */
export function rangeText(s: TPriceStats, rent: boolean, i18n: TSays): string | null {
  if (s.low === null || s.high === null) return null;
  return `${amountText(s.low, rent, i18n)} – ${perSqFtText(s.high, rent, i18n)}`;
}

/** A trend's month ('2026-11') as the page's language writes it: 'Nov 2026', 'नवंबर 2026'. */
export function monthText(month: string, i18n: TSays): string {
  const day = `${month}-15`;
  const hindi = cardTextFor(i18n.locale);
  const text = hindi ? hindi.date(day)?.replace(/^\d+ /, '') : formatMonthYear(day);
  return text ?? month;
}

/** The page's description (meta and Dataset). */
export function localityDescription(l: TLocality, i18n: TSays): string {
  const parts = [i18n._(ASKING_IN, { locality: l.locality, city: l.city })];
  if (l.all.sale.median !== null) {
    parts.push(
      i18n._(SALE_MEDIAN, {
        price: perSqFtText(l.all.sale.median, false, i18n),
        listings: listingsText(i18n, l.all.sale.listings),
      }),
    );
  }
  if (l.all.rent.median !== null) {
    parts.push(
      i18n._(RENT_MEDIAN, {
        price: perSqFtText(l.all.rent.median, true, i18n),
        listings: listingsText(i18n, l.all.rent.listings),
      }),
    );
  }
  const counts = i18n._(HOMES_COUNTS, {
    sale: i18n._(HOMES, { n: l.forSale }),
    rent: i18n._(HOMES, { n: l.forRent }),
  });
  return i18n._(SENTENCES, { figures: parts.join('; '), counts });
}

/**
 * schema.org markup of the page: a Dataset (the figures are statistics of listings, not offers of
 * one thing), its spatial coverage the locality as a Place in its city, the 12 months as its
 * temporal coverage, and each figure shown as a PropertyValue with the count it rests on. Its name
 * and description are the page's, in the page's language; the measures' names stay English.
 */
export function localityJsonLd(l: TLocality, i18n: TSays, url?: string): Record<string, unknown> {
  const first = l.trend[0]?.month;
  const last = l.trend[l.trend.length - 1]?.month;
  const count = (n: number) => `${formatIndianNumber(n)} ${n === 1 ? 'listing' : 'listings'}`;
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
            description: `Median and 25th–75th percentile of ${count(s.listings)}`,
          },
        ];
  return {
    '@context': 'https://schema.org',
    '@type': 'Dataset',
    name: localityTitle(l, i18n),
    description: localityDescription(l, i18n),
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
