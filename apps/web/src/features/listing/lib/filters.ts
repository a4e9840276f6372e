import { msg } from '@lingui/core/macro';
import { formatIndianNumber } from '@nivaas/shared/format-price';
import { PRICE_DROPPED_FILTER_LABEL } from '@nivaas/shared/price-drop';
import { LISTING_MODE_STATUS, type TPropertySort } from '@nivaas/shared/property-options';
import type { QueryClient } from '@tanstack/react-query';
import { TYPE } from '../../../components/property-card/type-names';
import { i18nFor } from '../../../lib/i18n/i18n';
import type { TMessageDescriptor } from '../../../lib/i18n/runtime';
import { parseFilters as readWithReader } from './filter-reader';
import { homeTypeTagLabel } from './home-types';
import { priceButtonLabel } from './price';

/**
 * The listing's filters (spec §3 'Filters', §4 'Filter changes') and how they live in the query
 * string. Pure functions, so the page, the drawer and the tests share one mapping.
 */

export const LISTING_PROPERTY_TYPES = ['ALL', 'BUY', 'RENT'] as const;
export type TListingPropertyType = (typeof LISTING_PROPERTY_TYPES)[number];

export type TSort = TPropertySort;

export const RERA_ONLY = 'RERA registered only';
export { PRICE_DROPPED_FILTER_LABEL };

/** What says a message in the page's language (a Translator; English unless given). */
export type TSay = {
  readonly locale: string;
  _(descriptor: TMessageDescriptor, values?: Record<string, unknown>): string;
};
export const ENGLISH: TSay = i18nFor('en');

/** The filters' words (the English ones are the spec's). */
const TEXT = {
  buy: msg`Buy`,
  rent: msg`Rent`,
  beds: msg({ message: '{n} Beds' }),
  baths: msg({ message: '{n} Baths' }),
  reraOnly: msg`RERA registered only`,
  priceDropped: msg`Price dropped`,
  mapArea: msg`Map area`,
  areaRange: msg({ message: '{min}–{max} sq ft' }),
  areaFrom: msg({ message: '{min}+ sq ft' }),
  areaUpTo: msg({ message: 'Up to {max} sq ft' }),
};

export const LISTING_VIEWS = ['list', 'map'] as const;
export type TListingView = (typeof LISTING_VIEWS)[number];

export type TListingFilters = {
  search: string;
  propertyType: TListingPropertyType;
  type: string;
  city: string;
  state: string;
  priceMin: string;
  priceMax: string;
  bedrooms: string;
  bathrooms: string;
  amenities: string[];
  minArea: string;
  maxArea: string;
  /** Only listings with a RERA registration number. */
  rera: boolean;
  /** Only listings whose price dropped in the last 30 days. */
  priceDropped: boolean;
  /** Only listings inside the map view: 'minLng,minLat,maxLng,maxLat' ('Search as I move the map'). */
  bbox: string;
  sort: TSort | '';
  page: number;
};

export const EMPTY_FILTERS: TListingFilters = {
  search: '',
  propertyType: 'ALL',
  type: '',
  city: '',
  state: '',
  priceMin: '',
  priceMax: '',
  bedrooms: '',
  bathrooms: '',
  amenities: [],
  minArea: '',
  maxArea: '',
  rera: false,
  priceDropped: false,
  bbox: '',
  sort: '',
  page: 1,
};

/** Spec §4: BUY sends 'For Sale', RENT 'For Rent', ALL no status. */
export function statusForPropertyType(
  propertyType: TListingPropertyType,
): 'For Sale' | 'For Rent' | undefined {
  return LISTING_MODE_STATUS[propertyType];
}

/** What a numeric filter field keeps of the typed text: digits only, no leading zeros. */
export function digitsOnly(text: string): string {
  return text
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, 13);
}

/** A min/max pair typed the wrong way round is what the user meant the other way round. */
export function orderRange(min: string, max: string): [string, string] {
  return min && max && Number(min) > Number(max) ? [max, min] : [min, max];
}

/**
 * The filters in a query string (./read-filters.ts, loaded lazily: it brings zod). Before that code
 * has arrived, the filters of the page's own URL as the server read them (its page state) serve:
 * the listing's route waits for one or the other (./filter-reader.ts).
 */
export function parseFilters(params: URLSearchParams, client?: QueryClient): TListingFilters {
  return readWithReader(params, client);
}

export function parseView(params: URLSearchParams): TListingView {
  return params.get('view') === 'map' ? 'map' : 'list';
}

/**
 * The query string of a filter set: only non-empty values (spec §4), propertyType left out when
 * ALL, page when 1; `view=map` kept when the map is shown.
 */
export function filtersToSearchParams(
  filters: TListingFilters,
  view: TListingView = 'list',
): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string) => {
    if (value) params.set(key, value);
  };
  set('search', filters.search.trim());
  if (filters.propertyType !== 'ALL') params.set('propertyType', filters.propertyType);
  set('type', filters.type);
  set('city', filters.city.trim());
  set('state', filters.state.trim());
  set('priceMin', filters.priceMin);
  set('priceMax', filters.priceMax);
  set('bedrooms', filters.bedrooms);
  set('bathrooms', filters.bathrooms);
  set('amenities', filters.amenities.join(','));
  set('minArea', filters.minArea);
  set('maxArea', filters.maxArea);
  if (filters.rera) params.set('rera', 'true');
  if (filters.priceDropped) params.set('priceDropped', 'true');
  set('bbox', filters.bbox);
  set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  if (view === 'map') params.set('view', 'map');
  return params;
}

export type TPropertyQuery = Record<string, string | number | undefined>;

/**
 * The GET /properties query of a filter set (spec §7): status from propertyType, the API's
 * `propertyType` from our `type`, amenities comma-joined, empty values dropped.
 */
export function toPropertyQuery(
  filters: TListingFilters,
  limit: number,
  page = filters.page,
): TPropertyQuery {
  const query: TPropertyQuery = {
    page,
    limit,
    status: statusForPropertyType(filters.propertyType),
    propertyType: filters.type || undefined,
    search: filters.search.trim() || undefined,
    city: filters.city.trim() || undefined,
    state: filters.state.trim() || undefined,
    priceMin: filters.priceMin || undefined,
    priceMax: filters.priceMax || undefined,
    bedrooms: filters.bedrooms || undefined,
    bathrooms: filters.bathrooms || undefined,
    amenities: filters.amenities.length ? filters.amenities.join(',') : undefined,
    minArea: filters.minArea || undefined,
    maxArea: filters.maxArea || undefined,
    rera: filters.rera ? 'true' : undefined,
    priceDropped: filters.priceDropped ? 'true' : undefined,
    bbox: filters.bbox || undefined,
    sort: filters.sort || undefined,
  };
  for (const key of Object.keys(query)) if (query[key] === undefined) delete query[key];
  return query;
}

/** Any filter change goes back to page 1 (spec §4); a page change keeps the filters. */
export function applyFilterPatch(filters: TListingFilters, patch: Partial<TListingFilters>): TListingFilters {
  return { ...filters, ...patch, page: patch.page ?? 1 };
}

/** Clear all: every filter back to empty; the sort order stays. */
export function clearFilters(filters: TListingFilters): TListingFilters {
  return { ...EMPTY_FILTERS, sort: filters.sort === 'relevance' ? '' : filters.sort };
}

/** Which dropdown shows its dot (spec §2). */
export function activeDropdowns(filters: TListingFilters) {
  return {
    bedsBaths: Boolean(filters.bedrooms || filters.bathrooms),
    homeType: Boolean(filters.type),
    price: Boolean(filters.priceMin || filters.priceMax),
    more: Boolean(
      filters.amenities.length ||
        filters.city ||
        filters.state ||
        filters.minArea ||
        filters.maxArea ||
        filters.rera ||
        filters.priceDropped,
    ),
  };
}

export type TFilterTag = { key: string; label: string; patch: Partial<TListingFilters> };

export function areaLabel(minArea: string, maxArea: string, i18n: TSay = ENGLISH): string {
  const min = formatIndianNumber(Number(minArea));
  const max = formatIndianNumber(Number(maxArea));
  if (minArea && maxArea) return i18n._(TEXT.areaRange, { min, max });
  if (minArea) return i18n._(TEXT.areaFrom, { min });
  return i18n._(TEXT.areaUpTo, { max });
}

/**
 * One removable tag per active filter, with the patch that removes it, in the page's language
 * (what the user typed, cities and amenities stay as written).
 */
export function filterTags(filters: TListingFilters, i18n: TSay = ENGLISH): TFilterTag[] {
  const tags: TFilterTag[] = [];
  if (filters.search) tags.push({ key: 'search', label: `“${filters.search}”`, patch: { search: '' } });
  if (filters.propertyType !== 'ALL')
    tags.push({
      key: 'propertyType',
      label: i18n._(filters.propertyType === 'BUY' ? TEXT.buy : TEXT.rent),
      patch: { propertyType: 'ALL', priceMin: '', priceMax: '' },
    });
  if (filters.type) {
    const label = homeTypeTagLabel(filters.type);
    const name = TYPE[label];
    tags.push({ key: 'type', label: name ? i18n._(name) : label, patch: { type: '' } });
  }
  if (filters.city) tags.push({ key: 'city', label: filters.city, patch: { city: '' } });
  if (filters.state) tags.push({ key: 'state', label: filters.state, patch: { state: '' } });
  if (filters.priceMin || filters.priceMax)
    tags.push({
      key: 'price',
      label: priceButtonLabel(filters.propertyType, filters.priceMin, filters.priceMax, i18n),
      patch: { priceMin: '', priceMax: '' },
    });
  if (filters.bedrooms)
    tags.push({
      key: 'bedrooms',
      label: i18n._(TEXT.beds, { n: filters.bedrooms }),
      patch: { bedrooms: '' },
    });
  if (filters.bathrooms)
    tags.push({
      key: 'bathrooms',
      label: i18n._(TEXT.baths, { n: filters.bathrooms }),
      patch: { bathrooms: '' },
    });
  for (const amenity of filters.amenities)
    tags.push({
      key: `amenity:${amenity}`,
      label: amenity,
      patch: { amenities: filters.amenities.filter((a) => a !== amenity) },
    });
  if (filters.minArea || filters.maxArea)
    tags.push({
      key: 'area',
      label: areaLabel(filters.minArea, filters.maxArea, i18n),
      patch: { minArea: '', maxArea: '' },
    });
  if (filters.rera) tags.push({ key: 'rera', label: i18n._(TEXT.reraOnly), patch: { rera: false } });
  if (filters.priceDropped)
    tags.push({ key: 'priceDropped', label: i18n._(TEXT.priceDropped), patch: { priceDropped: false } });
  if (filters.bbox) tags.push({ key: 'bbox', label: i18n._(TEXT.mapArea), patch: { bbox: '' } });
  return tags;
}

/** On phones with more than 3 tags, the collapsed row shows 2 then '+N more' (spec §2). */
export function collapsedTags<T>(
  tags: T[],
  isMobile: boolean,
  expanded: boolean,
): { shown: T[]; hidden: number } {
  if (!isMobile || expanded || tags.length <= 3) return { shown: tags, hidden: 0 };
  return { shown: tags.slice(0, 2), hidden: tags.length - 2 };
}

/**
 * Switching All/Buy/Rent: a price range set for buying means nothing for rent and the other way
 * round (the sliders differ), so it is dropped when rent mode starts or ends.
 */
export function propertyTypePatch(
  filters: TListingFilters,
  next: TListingPropertyType,
): Partial<TListingFilters> {
  const crossesRent = (filters.propertyType === 'RENT') !== (next === 'RENT');
  return crossesRent ? { propertyType: next, priceMin: '', priceMax: '' } : { propertyType: next };
}

const HEADING = {
  ALL: msg`Properties`,
  BUY: msg`Properties for sale`,
  RENT: msg`Properties for rent`,
};
const HEADING_IN = {
  ALL: msg({ message: 'Properties in {place}' }),
  BUY: msg({ message: 'Properties for sale in {place}' }),
  RENT: msg({ message: 'Properties for rent in {place}' }),
};
const DESCRIPTION = msg({ message: '{heading} on Nivaas: verified listings with honest prices in rupees.' });

/** The listing's description (its page's head, and the tab's), after its heading. */
export const listingDescription = (heading: string, i18n: TSay = ENGLISH): string =>
  i18n._(DESCRIPTION, { heading });

/** The page's heading: 'Properties for sale in Nashik', 'Properties for rent', 'Properties'. */
export function listingHeading(
  filters: Pick<TListingFilters, 'propertyType' | 'city' | 'state'>,
  i18n: TSay = ENGLISH,
): string {
  const place = filters.city || filters.state;
  return place ? i18n._(HEADING_IN[filters.propertyType], { place }) : i18n._(HEADING[filters.propertyType]);
}
