import { queryOptions, useQuery } from '@tanstack/react-query';
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

type TRawCity = {
  city?: unknown;
  name?: unknown;
  state?: unknown;
  center?: unknown;
  localities?: unknown;
};

function toCenter(value: unknown): [number, number] | null {
  if (Array.isArray(value) && value.length === 2 && value.every((n) => typeof n === 'number')) {
    return [value[0] as number, value[1] as number];
  }
  if (value && typeof value === 'object') {
    const { lat, lng } = value as { lat?: unknown; lng?: unknown };
    if (typeof lat === 'number' && typeof lng === 'number') return [lat, lng];
  }
  return null;
}

/** Locality names, the ones with the most listings first ('Popular Localities'). */
function toLocalities(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const rows: { name: string; count: number }[] = [];
  for (const item of value) {
    const raw: { name?: unknown; count?: unknown } =
      typeof item === 'string' ? { name: item } : item && typeof item === 'object' ? item : {};
    const name = typeof raw.name === 'string' ? raw.name.trim() : '';
    const count = typeof raw.count === 'number' ? raw.count : 0;
    if (name && !rows.some((r) => r.name === name)) rows.push({ name, count });
  }
  // A stable sort keeps the server's (alphabetical) order among equals.
  return rows.sort((a, b) => b.count - a.count).map((r) => r.name);
}

/** Accepts the centre as [lat, lng] or { lat, lng } and localities as names or { name }. */
export function normaliseCities(raw: unknown): TCity[] {
  const list = Array.isArray(raw) ? raw : [];
  const out: TCity[] = [];
  for (const item of list as TRawCity[]) {
    const name = typeof item?.city === 'string' ? item.city : typeof item?.name === 'string' ? item.name : '';
    if (!name.trim() || out.some((c) => c.city === name.trim())) continue;
    out.push({
      city: name.trim(),
      state: typeof item.state === 'string' ? item.state : '',
      center: toCenter(item.center),
      localities: toLocalities(item.localities),
    });
  }
  return out;
}

export async function getCities(signal?: AbortSignal): Promise<TCity[]> {
  const res = await request<{ data?: unknown } | unknown[]>('/locations/cities', { signal });
  return normaliseCities(Array.isArray(res) ? res : res?.data);
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
