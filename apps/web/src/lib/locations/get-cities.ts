import type { TCityLocation } from '@nivaas/shared/locations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteAnswers } from '../first-view';
import { request } from '../http-client';

/**
 * GET /locations/cities (API.md 'Lists beyond the spec's table'): the known cities with their
 * localities and a centre, for the home city dropdown and chips and the listing's city picker.
 * Shared by two features, so it lives here rather than in either.
 */
export type TCity = {
  city: string;
  state: string;
  /** [lat, lng], or null when the server gives none. */
  center: [number, number] | null;
  localities: string[];
};

/** What the pickers need: the centre as [lat, lng], locality names with the most listings first. */
export function toCities(list: readonly TCityLocation[]): TCity[] {
  return list.map((c) => ({
    city: c.name,
    state: c.state,
    center: c.center ? [c.center.lat, c.center.lng] : null,
    // A stable sort keeps the server's (alphabetical) order among equals ('Popular Localities').
    localities: [...c.localities].sort((a, b) => b.count - a.count).map((l) => l.name),
  }));
}

const ZCitiesAnswer = siteAnswers.answer((a) => a.ZCitiesAnswer);

export async function getCities(signal?: AbortSignal): Promise<TCity[]> {
  const res = await request('/locations/cities', { answer: ZCitiesAnswer, signal });
  return toCities(res.data);
}

export const citiesQueryOptions = () =>
  queryOptions({
    queryKey: ['locations', 'cities'],
    queryFn: ({ signal }) => getCities(signal),
    staleTime: 30 * 60_000,
  });

export function useCities() {
  return useQuery(citiesQueryOptions());
}
