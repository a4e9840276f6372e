import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useMemo } from 'react';
import { useLingui } from '../../../lib/i18n/runtime';
import type { TSays } from '../../../lib/i18n/says';
import { detailWords } from '../../property/lib/detail-words';
import { ENGLISH_COMPARE_WORDS, type TCompareRowKey, type TCompareWords } from './compare-table';

const LABELS: Record<TCompareRowKey, MessageDescriptor> = {
  price: msg`Price`,
  pricePerSqft: msg`₹/sq ft against the locality median`,
  area: msg`Area`,
  bedrooms: msg`Bedrooms`,
  bathrooms: msg`Bathrooms`,
  floor: msg`Floor`,
  facing: msg`Facing`,
  age: msg`Age`,
  possession: msg`Possession`,
  rera: msg`RERA`,
  amenities: msg`Amenities`,
};
/** '/sq ft' and '/mo' in the page's language ('/वर्ग फुट', '/माह'), as the detail's price card says them. */
const PER_SQFT_UNIT = msg`/sq ft`;
const PER_MONTH = msg`/mo`;
const MEDIAN = msg`locality median {amount}`;
const GROUND = msg`Ground`;
const NEW_BUILDING = msg`New`;
const YEARS = msg({ message: '{n, plural, one {# year} other {# years}}' });
const NOT_REGISTERED = msg`Not registered`;

/**
 * The compare table's words in the page's language: on an English page the spec's (English
 * defaults of compare-table.ts); on a Hindi page the catalog's and the detail page's (prices in lakh
 * and crore, areas in वर्ग फुट, dates as hi-IN writes them, the amenities the product knows).
 */
export function compareWords(i18n: TSays): TCompareWords {
  if (i18n.locale === 'en') return ENGLISH_COMPARE_WORDS;
  const w = detailWords(i18n);
  return {
    labels: Object.fromEntries(Object.entries(LABELS).map(([key, label]) => [key, i18n._(label)])) as Record<
      TCompareRowKey,
      string
    >,
    price: (price, status) => w.price(price, status),
    area: w.area,
    date: w.date,
    construction: w.construction,
    amenity: w.amenity,
    perSqFt: (english) => english.replace('/sq ft', i18n._(PER_SQFT_UNIT)).replace('/mo', i18n._(PER_MONTH)),
    median: (amount) => i18n._(MEDIAN, { amount }),
    ground: i18n._(GROUND),
    newBuilding: i18n._(NEW_BUILDING),
    years: (n) => i18n._(YEARS, { n }),
    notRegistered: i18n._(NOT_REGISTERED),
  };
}

/** The compare table's words of the page's language. */
export function useCompareWords(): TCompareWords {
  const { i18n } = useLingui();
  return useMemo(() => compareWords(i18n), [i18n]);
}
