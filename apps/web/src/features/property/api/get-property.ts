import type { TProperty } from '@nivaas/shared/property-answer';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listingAnswers } from '../../../lib/first-view';
import { request } from '../../../lib/http-client';
import { FALLBACK } from '../lib/property-display';

/** Every cached copy of one listing, whoever viewed it. */
export const propertyQueryKey = (id: string) => ['properties', 'detail', id] as const;

// Loaded with the first fetch: the server drew the detail page with its answer, so the page's first
// view parses nothing and needs no zod (lib/first-view.ts).
const ZPropertyAnswer = listingAnswers.answer((a) => a.ZPropertyAnswer);

/** GET /properties/{id} (spec §7): the listing with agent, builder and similar listings. */
export async function getProperty(id: string, signal?: AbortSignal): Promise<TProperty> {
  // An empty answer, or one of another shape, is an error (spec §5).
  const res = await request(`/properties/${encodeURIComponent(id)}`, {
    answer: ZPropertyAnswer,
    invalid: FALLBACK.emptyProperty,
    signal,
  });
  // The schema reads similar listings lazily (a card refers back to the listing), so its type says unknown[]: they are parsed as cards.
  return res.data as TProperty;
}

/**
 * Cached per id (spec §4 'Caching') and per viewer: the server answers an owner more (a hidden
 * listing) and records a signed-in view, so signing in fetches it again.
 */
export const propertyQueryOptions = (id: string, viewerId: string | null) =>
  queryOptions({
    queryKey: [...propertyQueryKey(id), viewerId ?? 'anonymous'],
    queryFn: ({ signal }) => getProperty(id, signal),
  });

/** `enabled` waits for the session, so the first fetch is made as the right viewer. */
export function useProperty(id: string, viewerId: string | null, enabled = true) {
  // Signing in or out keeps the listing on screen while it is fetched again.
  return useQuery({ ...propertyQueryOptions(id, viewerId), enabled, placeholderData: keepPreviousData });
}
