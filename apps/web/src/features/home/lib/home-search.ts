import { compareText } from '@nivaas/shared/compare-text';
/** The hero search of the home page (spec §2 'Home page'), as pure functions. */
import { msg } from '@lingui/core/macro';
import type { TMessageDescriptor } from '../../../lib/i18n/runtime';

export const HOME_TABS = ['ALL', 'BUY', 'RENT', 'COMMERCIAL'] as const;
export type THomeTab = (typeof HOME_TABS)[number];

const PROPERTIES_PATH = '/properties';

function listingUrl(params: Record<string, string | undefined>): string {
  const qs = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) qs.set(key, value);
  const text = qs.toString();
  return text ? `${PROPERTIES_PATH}?${text}` : PROPERTIES_PATH;
}

/**
 * Where the hero form goes: /properties with search, city and propertyType (left out for ALL).
 * Null when there is neither trimmed search text nor a city: then submit does nothing.
 */
export function homeSearchUrl(input: { search: string; city: string; tab: THomeTab }): string | null {
  const search = input.search.trim();
  const city = input.city.trim();
  if (!search && !city) return null;
  return listingUrl({ search, city, propertyType: input.tab === 'ALL' ? undefined : input.tab });
}

/** A locality chip: /properties with city, search=locality and propertyType. */
export function localityUrl(city: string, locality: string, tab: THomeTab): string {
  return listingUrl({ city, search: locality, propertyType: tab === 'ALL' ? undefined : tab });
}

/** The placeholder of the search box, in the page's language. */
export function searchPlaceholder(city: string, i18n: { _(descriptor: TMessageDescriptor): string }): string {
  return city ? i18n._(msg`Search in ${city}...`) : i18n._(msg`Search for properties...`);
}

/**
 * The dropdown's city for a visitor who has not chosen one: the admin's default city (Settings)
 * when it is a known city, in its known spelling; otherwise the first city alphabetically (spec §2).
 */
export function defaultCity(cities: readonly string[], preferred?: string | null): string {
  const wanted = preferred?.trim().toLowerCase();
  const known = wanted ? cities.find((c) => c.toLowerCase() === wanted) : undefined;
  return known ?? [...cities].sort(compareText)[0] ?? '';
}

/**
 * The form's initial values from the query string: search; city only if it is a known city
 * (matched case-insensitively, given in its known spelling); propertyType BUY or RENT, else ALL.
 */
export function homePrefill(
  params: URLSearchParams,
  knownCities: readonly string[],
): { search: string; city: string | undefined; tab: THomeTab } {
  const cityParam = (params.get('city') ?? '').trim().toLowerCase();
  const city = cityParam ? knownCities.find((c) => c.toLowerCase() === cityParam) : undefined;
  const type = (params.get('propertyType') ?? '').toUpperCase();
  return {
    search: params.get('search') ?? '',
    city,
    tab: type === 'BUY' || type === 'RENT' ? type : 'ALL',
  };
}

/** Cities in the dropdown that match the typed text (case-insensitive, anywhere in the name). */
export function filterCities(cities: readonly string[], text: string): string[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...cities];
  return cities.filter((c) => c.toLowerCase().includes(needle));
}

/** Locality chips at a time (spec §9): 3 under 640 px, 4 under 768, 5 under 1024, else 6. */
export function chipsPerPage(width: number): number {
  if (width < 640) return 3;
  if (width < 768) return 4;
  if (width < 1024) return 5;
  return 6;
}

/** The chips on show from `start`. */
export function visibleChips<T>(items: readonly T[], start: number, perPage: number): T[] {
  return items.slice(start, start + perPage);
}

/** The next button: the next page of chips, wrapping to the start after the last. */
export function nextChipStart(start: number, perPage: number, total: number): number {
  const next = start + perPage;
  return next >= total ? 0 : next;
}
