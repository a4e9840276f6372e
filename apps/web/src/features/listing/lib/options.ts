import { msg } from '@lingui/core/macro';
import { DEFAULT_PAGE_SIZE } from '@nivaas/shared/constants';
import type { TSort } from './filters';

/** Spec §5 'Search filters': 'Any' sends the filter empty. */
export type TOption = { label: string; value: string };

export const BEDROOM_OPTIONS: readonly TOption[] = [
  { label: 'Any', value: '' },
  { label: '1+', value: '1+' },
  { label: '2+', value: '2+' },
  { label: '3+', value: '3+' },
  { label: '4+', value: '4+' },
  { label: '5+', value: '5+' },
];

/** Listings have whole bathrooms (issue 16), so the spec's '1.5+' is not offered (an old link's is still read). */
export const BATHROOM_OPTIONS: readonly TOption[] = [
  { label: 'Any', value: '' },
  { label: '1+', value: '1+' },
  { label: '2+', value: '2+' },
  { label: '3+', value: '3+' },
  { label: '4+', value: '4+' },
];

export const PROPERTY_TYPE_TOGGLE = [
  { label: msg`All`, value: 'ALL' },
  { label: msg`Buy`, value: 'BUY' },
  { label: msg`Rent`, value: 'RENT' },
] as const;

/**
 * Our sort menu (beyond the spec). 'Relevance', the default: with search text the best matches,
 * without it listings confirmed recently and most complete first (never payment: 'No paid placements').
 */
export const SORT_OPTIONS: readonly { label: ReturnType<typeof msg>; value: TSort }[] = [
  { label: msg`Relevance`, value: 'relevance' },
  { label: msg`Newest first`, value: 'newest' },
  { label: msg`Price: low to high`, value: 'price_asc' },
  { label: msg`Price: high to low`, value: 'price_desc' },
  { label: msg`Largest`, value: 'area_desc' },
];

/** The order the server uses when none is chosen: relevance. */
export function effectiveSort(sort: TSort | ''): TSort {
  return sort || 'relevance';
}

/** The grid's page size (spec §9). */
export const LISTING_PAGE_SIZE = DEFAULT_PAGE_SIZE;
