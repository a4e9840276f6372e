import { msg } from '@lingui/core/macro';
import { formatDate } from '@nivaas/shared/format-date';
import { formatArea, formatPrice } from '@nivaas/shared/format-price';
import { propertyTypeLabel } from '@nivaas/shared/property-options';
import { useMemo } from 'react';
import { TYPE } from '../../../components/property-card/type-names';
import { cardTextFor, i18nFor } from '../../../lib/i18n/i18n';
import type { TSays } from '../../../lib/i18n/says';
import { useLingui } from '../../../lib/i18n/runtime';

type TMsg = ReturnType<typeof msg>;

/** The listing's stored words as the page's language says them (docs/glossary-hi.md). */
const STATUS: Record<string, TMsg> = {
  'For Sale': msg`For Sale`,
  'For Rent': msg`For Rent`,
  Sold: msg`Sold`,
  Rented: msg`Rented`,
};

/** The amenities the product knows (packages/shared/src/property-options.ts AMENITIES). */
const AMENITY: Record<string, TMsg> = {
  Parking: msg`Parking`,
  'Swimming Pool': msg`Swimming Pool`,
  Gym: msg`Gym`,
  Security: msg`Security`,
  Garden: msg`Garden`,
  Balcony: msg`Balcony`,
  WiFi: msg`WiFi`,
  'Air Conditioning': msg`Air Conditioning`,
  Furnished: msg`Furnished`,
  'Pet Friendly': msg`Pet Friendly`,
  Elevator: msg`Elevator`,
  Laundry: msg`Laundry`,
  Storage: msg`Storage`,
  'Conference Room': msg`Conference Room`,
  Kitchen: msg`Kitchen`,
};

/**
 * The words a detail page writes from the listing's data, in the page's language: its type,
 * status, construction status and amenities, its prices ('₹ 1.2 करोड़'), areas and dates
 * ('15 मार्च 2027'). English is the data's own words and the spec's formats, as before.
 */
export function detailWords(i18n: TSays) {
  const locale = i18n.locale === 'hi' ? ('hi' as const) : ('en' as const);
  const hindi = cardTextFor(locale);
  const construction: Record<string, string> | undefined = hindi && {
    'Under Construction': hindi.badge.underConstruction,
    'Ready to Move': hindi.badge.ready,
    'New Launch': hindi.badge.newLaunch,
    'Almost Ready': hindi.badge.almostReady,
  };
  return {
    locale,
    i18n,
    /** '15 Mar 2027' / '15 मार्च 2027'; null when missing or unreadable. */
    date: (value: unknown): string | null => (hindi ? hindi.date(value) : formatDate(value)),
    /** '₹ 1.25 Cr' / '₹ 1.25 करोड़'; the full style's digits are the same ('/माह' for a rent). */
    price: (price: number | null | undefined, status?: string | null, style: 'short' | 'full' = 'short') =>
      formatPrice(price, status, { style, locale }),
    area: (sqft: number | null | undefined) => formatArea(sqft, locale),
    type: (type: string | null | undefined): string => {
      const label = propertyTypeLabel(type);
      const known = TYPE[label];
      return known ? i18n._(known) : label;
    },
    status: (status: string | null | undefined): string => {
      const known = status ? STATUS[status] : undefined;
      return known ? i18n._(known) : (status ?? '');
    },
    construction: (status: string | null | undefined): string =>
      (status && construction?.[status]) || (status ?? ''),
    amenity: (name: string): string => {
      const known = AMENITY[name];
      return known ? i18n._(known) : name;
    },
  };
}
export type TDetailWords = ReturnType<typeof detailWords>;

/** English words (tests, and code with no page around it). */
export const englishWords = (): TDetailWords => detailWords(i18nFor('en'));

/** The detail words of the page's language. */
export function useDetailWords(): TDetailWords {
  const { i18n } = useLingui();
  return useMemo(() => detailWords(i18n), [i18n]);
}
