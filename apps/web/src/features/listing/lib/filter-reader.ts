import type { QueryClient } from '@tanstack/react-query';
import type { TListingFilters } from './filters';

/**
 * Who reads the listing's filters from a query string. The reader (./read-filters.ts) parses it with
 * the API's own search parameters, so it brings zod: it is loaded lazily, and the listing's first
 * view, drawn by the server, does without it: the server puts the filters it read from the page's
 * URL in the page's state, under `listingFiltersKey`, and the page reads them from there until the
 * reader has arrived. The listing's route waits (`ensureFilterReader`) only when neither is there.
 */
type TReader = (params: URLSearchParams) => TListingFilters;

let reader: TReader | undefined;
let loading: Promise<void> | undefined;

export const listingFiltersKey = (params: URLSearchParams) =>
  ['listing', 'url-filters', params.toString()] as const;

/** The server renderer (and tests) set the reader at once. */
export function setFilterReader(read: TReader) {
  reader = read;
}

export function loadFilterReader(): Promise<void> {
  loading ??= import('./read-filters').then(
    (m) => setFilterReader(m.readFilters),
    (err: unknown) => {
      // Tried again by the next navigation.
      loading = undefined;
      throw err;
    },
  );
  return loading;
}

/** Resolves once `parseFilters(params, client)` can answer. */
export function ensureFilterReader(params: URLSearchParams, client: QueryClient): Promise<void> | undefined {
  if (reader || client.getQueryData(listingFiltersKey(params))) return undefined;
  return loadFilterReader();
}

export function parseFilters(params: URLSearchParams, client?: QueryClient): TListingFilters {
  if (reader) return reader(params);
  const drawn = client?.getQueryData<TListingFilters>(listingFiltersKey(params));
  if (drawn) return drawn;
  throw new Error('The listing’s filters were read before their reader had loaded');
}
