import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { TSays } from '../../../lib/i18n/says';
import { ENGLISH } from './developer-display';

/**
 * The directory's filters (admin spec §2.8) and how they live in the query string. Pure, so the
 * page, the filter panel and the tests share one mapping.
 */

export const TEXT_FILTERS = ['search', 'city', 'state', 'country', 'specialization'] as const;
export const NUMBER_FILTERS = ['minYear', 'maxYear', 'minProjects', 'maxProjects'] as const;
export type TTextFilter = (typeof TEXT_FILTERS)[number];
export type TNumberFilter = (typeof NUMBER_FILTERS)[number];
export type TFilterKey = TTextFilter | TNumberFilter;

/** Every value as typed text ('' when not set), plus the client-side page. */
export type TDeveloperFilters = Record<TFilterKey, string> & { page: number };

export const EMPTY_DEVELOPER_FILTERS: TDeveloperFilters = {
  search: '',
  city: '',
  state: '',
  country: '',
  specialization: '',
  minYear: '',
  maxYear: '',
  minProjects: '',
  maxProjects: '',
  page: 1,
};

/** What the server accepts (it answers 400 beyond these), so a hand-edited link never breaks the page. */
const TEXT_MAX = 200;
const NUMBER_MAX: Record<TNumberFilter, number> = {
  minYear: 9999,
  maxYear: 9999,
  minProjects: 1_000_000,
  maxProjects: 1_000_000,
};

/** The digits of a typed number, without leading zeros ('' when there are none). */
export function digitsOnly(text: string): string {
  return text
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, 7);
}

function cleanNumber(key: TNumberFilter, value: string): string {
  const text = value.trim();
  if (!/^\d+$/.test(text)) return '';
  const n = Number(text);
  return n <= NUMBER_MAX[key] ? String(n) : '';
}

/** The filters in a query string: texts trimmed, numbers that the server would refuse dropped. */
export function parseDeveloperFilters(params: URLSearchParams): TDeveloperFilters {
  const filters = { ...EMPTY_DEVELOPER_FILTERS };
  for (const key of TEXT_FILTERS) filters[key] = (params.get(key) ?? '').trim().slice(0, TEXT_MAX);
  for (const key of NUMBER_FILTERS) filters[key] = cleanNumber(key, params.get(key) ?? '');
  const page = Number(params.get('page'));
  filters.page = Number.isInteger(page) && page >= 1 ? page : 1;
  return filters;
}

/** The query string of a filter set: only what is set, and the page when it is not the first. */
export function developerFiltersToSearchParams(filters: TDeveloperFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of [...TEXT_FILTERS, ...NUMBER_FILTERS]) {
    const value = filters[key].trim();
    if (value) params.set(key, value);
  }
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** A changed filter shows its results from the first page. */
export function applyFilterPatch(
  filters: TDeveloperFilters,
  patch: Partial<Record<TFilterKey, string>>,
): TDeveloperFilters {
  return { ...filters, ...patch, page: 1 };
}

function ordered(min: string, max: string): [string, string] {
  return min && max && Number(min) > Number(max) ? [max, min] : [min, max];
}

/**
 * What GET /developers is sent: the set filters only (no page: the client pages, spec §2.8), with
 * a range typed the wrong way round read the right way round.
 */
export function toDeveloperQuery(filters: TDeveloperFilters): Record<string, string> {
  const [minYear, maxYear] = ordered(filters.minYear, filters.maxYear);
  const [minProjects, maxProjects] = ordered(filters.minProjects, filters.maxProjects);
  const all: Record<TFilterKey, string> = { ...filters, minYear, maxYear, minProjects, maxProjects };
  const query: Record<string, string> = {};
  for (const key of [...TEXT_FILTERS, ...NUMBER_FILTERS]) {
    const value = all[key].trim();
    if (value) query[key] = value;
  }
  return query;
}

/** Field labels, also the names of the tags of the filters in use (said by the page's translator). */
export const FILTER_LABELS: Record<TFilterKey, MessageDescriptor> = {
  search: msg`Search`,
  city: msg`City`,
  state: msg`State`,
  country: msg`Country`,
  specialization: msg`Specialization`,
  minYear: msg`Founded from`,
  maxYear: msg`Founded to`,
  minProjects: msg`Min. projects`,
  maxProjects: msg`Max. projects`,
};

/** The range fields of the panel: founded year (four digits) and completed projects. */
export const RANGE_FIELDS: readonly { key: TNumberFilter; maxDigits: number }[] = [
  { key: 'minYear', maxDigits: 4 },
  { key: 'maxYear', maxDigits: 4 },
  { key: 'minProjects', maxDigits: 7 },
  { key: 'maxProjects', maxDigits: 7 },
];

export type TFilterTag = { key: TFilterKey; label: string };

/** One removable tag per set filter, in a fixed order. */
export function filterTags(filters: TDeveloperFilters, i18n: TSays = ENGLISH): TFilterTag[] {
  return [...TEXT_FILTERS, ...NUMBER_FILTERS]
    .filter((key) => filters[key].trim())
    .map((key) => ({ key, label: `${i18n._(FILTER_LABELS[key])}: ${filters[key].trim()}` }));
}

/** How many filters of the panel (everything but the search box) are set, for the phone's badge. */
export function panelFilterCount(filters: TDeveloperFilters): number {
  return filterTags(filters).filter((t) => t.key !== 'search').length;
}

/** The page to show: within 1..pages, and 1 when there is nothing to page. */
export function clampPage(page: number, total: number, pageSize: number): number {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return Math.min(Math.max(1, page), pages);
}

/** Distinct names, case-insensitively, sorted; the first spelling met is kept. */
function distinct(names: Iterable<string>): string[] {
  const byKey = new Map<string, string>();
  for (const raw of names) {
    const name = raw.trim();
    if (name && !byKey.has(name.toLowerCase())) byKey.set(name.toLowerCase(), name);
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b, 'en'));
}

/**
 * A select's options and value: the server matches case-insensitively, so a link's 'mumbai'
 * selects 'Mumbai'; a value no builder has yet still shows as an option rather than vanishing.
 */
export function selectChoices(names: Iterable<string>, value: string): { options: string[]; value: string } {
  const options = distinct(names);
  if (!value) return { options, value: '' };
  const match = options.find((o) => o.toLowerCase() === value.toLowerCase());
  return match ? { options, value: match } : { options: distinct([...options, value]), value };
}
