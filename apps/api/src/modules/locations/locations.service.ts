import type { TCityLocation } from '@nivaas/shared/locations';
import type { TLocalityRow, TLocationsRepository } from './locations.repository';

export type TCentre = TCityLocation['center'];

/** The grouping reads every public listing: answers are kept this long. */
const CACHE_MS = 60_000;

const round = (n: number) => Math.round(n * 1e5) / 1e5;

/** Weighted centre of the localities that have coordinates. */
function centreOf(rows: TLocalityRow[]): TCentre {
  let n = 0;
  let lat = 0;
  let lng = 0;
  for (const r of rows) {
    if (r.lat === null || r.lng === null) continue;
    n += r.count;
    lat += r.lat * r.count;
    lng += r.lng * r.count;
  }
  return n ? { lat: round(lat / n), lng: round(lng / n) } : null;
}

/** GET /locations/cities: the cities listings are in, each with its localities and centre point. */
export function createLocationsService(deps: { locations: TLocationsRepository; now?: () => number }) {
  const now = deps.now ?? Date.now;
  let cache: { at: number; data: TCityLocation[] } | undefined;

  function group(rows: TLocalityRow[]): TCityLocation[] {
    const byCity = new Map<string, TLocalityRow[]>();
    for (const r of rows) byCity.set(r.cityKey, [...(byCity.get(r.cityKey) ?? []), r]);
    return [...byCity.entries()]
      .map(([key, list]) => ({
        _id: key,
        name: list[0]?.city.trim() ?? key,
        state: list[0]?.state.trim() ?? '',
        count: list.reduce((s, r) => s + r.count, 0),
        center: centreOf(list),
        localities: list
          .map((r) => ({
            _id: `${key}/${r.localityKey}`,
            name: r.locality.trim(),
            count: r.count,
            center: centreOf([r]),
          }))
          .sort((a, b) => a.name.localeCompare(b.name)),
      }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  return {
    async findCities(): Promise<TCityLocation[]> {
      if (cache && now() - cache.at < CACHE_MS) return cache.data;
      const data = group(await deps.locations.findLocalities());
      cache = { at: now(), data };
      return data;
    },
    /** Called after a listing changes in this process, so its own writes show at once. */
    invalidate() {
      cache = undefined;
    },
  };
}
export type TLocationsService = ReturnType<typeof createLocationsService>;
