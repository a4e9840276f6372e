import { FILTER_AMENITIES, PROPERTY_TYPES } from '@nivaas/shared/property-options';
import { BOXES, q } from './scenarios';

/** A small deterministic generator (mulberry32), so two runs send the same URLs. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type TPlace = { city: string; localities: string[] };

const SORTS = ['newest', 'price_asc', 'price_desc', 'area_desc'];
const TYPOS: Record<string, string> = { nashik: 'nasik', koramangala: 'koramangla', hinjewadi: 'hinjewdi' };

/**
 * Visitors' requests with little repetition, so the read cache rarely has the answer and the
 * database does the work: per 20, 4 list pages (any page, any sort), 6 searches (a city's filters,
 * a locality's name with a BHK count, a misspelling or a prefix, a map box moved around), 5 listing
 * details (any of `ids`), 2 featured, 2 builders pages and 1 cities list (those few repeat).
 */
export function variedPaths(opts: {
  places: TPlace[];
  ids: string[];
  count: number;
  seed?: number;
}): string[] {
  const r = prng(opts.seed ?? 42);
  const int = (lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
  const one = <T>(items: readonly T[]): T => items[Math.floor(r() * items.length)] as T;
  const place = () => one(opts.places);
  const word = () => {
    const p = place();
    const name = (one(p.localities.length ? p.localities : [p.city]) ?? p.city).toLowerCase();
    const kind = int(0, 3);
    if (kind === 0) return `${name} ${int(1, 4)}bhk`;
    if (kind === 1) return TYPOS[name] ?? name.slice(0, Math.max(4, name.length - 2));
    if (kind === 2) return name.slice(0, Math.max(4, Math.ceil(name.length * 0.7)));
    return name;
  };
  const search = (): string => {
    switch (int(0, 3)) {
      case 0: {
        const low = int(10, 150) * 100_000;
        return q({
          city: place().city,
          status: one(['For Sale', 'For Rent']),
          priceMin: low,
          priceMax: low + int(5, 100) * 100_000,
          bedrooms: `${int(1, 4)}+`,
          page: int(1, 5),
        });
      }
      case 1:
        return q({ search: word(), page: int(1, 3) });
      case 2: {
        const [w, s, e, n] = one(BOXES);
        const dx = (r() - 0.5) * 0.08;
        const dy = (r() - 0.5) * 0.08;
        const box = [w + dx, s + dy, e + dx, n + dy].map((v) => v.toFixed(4)).join(',');
        return q({ bbox: box, limit: 100 });
      }
      default:
        return q({
          propertyType: one(PROPERTY_TYPES),
          amenities: [one(FILTER_AMENITIES), one(FILTER_AMENITIES)].join(','),
          city: place().city,
          sort: one(SORTS),
          page: int(1, 4),
        });
    }
  };
  const paths: string[] = [];
  while (paths.length < opts.count) {
    for (let i = 0; i < 4; i++) paths.push(q({ page: int(1, 400), sort: one(SORTS) }));
    for (let i = 0; i < 6; i++) paths.push(search());
    for (let i = 0; i < 5; i++) paths.push(`/api/v1/properties/${one(opts.ids)}`);
    paths.push('/api/v1/properties/featured', '/api/v1/properties/featured');
    paths.push('/api/v1/developers', `/api/v1/developers?page=${int(1, 3)}`);
    paths.push('/api/v1/locations/cities');
  }
  // Shuffled, so that connections do not walk the kinds in step.
  for (let i = paths.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [paths[i], paths[j]] = [paths[j] as string, paths[i] as string];
  }
  return paths;
}

/** The largest markets, asked about most often (the rest of the cities share what is left). */
const BIG_CITIES = ['Mumbai', 'Bengaluru', 'Delhi', 'Pune', 'Hyderabad', 'Chennai', 'Nashik'];
const PRICE_BANDS_SALE: readonly (readonly [number, number])[] = [
  [2_000_000, 5_000_000],
  [3_000_000, 9_000_000],
  [5_000_000, 15_000_000],
  [10_000_000, 30_000_000],
  [20_000_000, 0],
];
const PRICE_BANDS_RENT: readonly (readonly [number, number])[] = [
  [5_000, 20_000],
  [10_000, 40_000],
  [25_000, 80_000],
  [50_000, 0],
];

/**
 * Listing searches only, every one different where a visitor's would be: city × status × type ×
 * price band × bedrooms × amenities × sort × page, a locality's name (with a BHK count, misspelt or
 * cut short) or a map box, with the skew of real traffic (a few big cities take most searches; page
 * 1 far more than the rest; most filters left unset). Deterministic for a seed.
 */
export function variedSearches(opts: { places: TPlace[]; count: number; seed?: number }): string[] {
  const r = prng(opts.seed ?? 7);
  const int = (lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
  const one = <T>(items: readonly T[]): T => items[Math.floor(r() * items.length)] as T;
  const chance = (p: number) => r() < p;
  const big = opts.places.filter((p) => BIG_CITIES.includes(p.city));
  const place = () => (chance(0.7) && big.length ? one(big) : one(opts.places));
  const page = () => {
    const x = r();
    return x < 0.7 ? 1 : x < 0.85 ? 2 : x < 0.95 ? int(3, 5) : int(6, 30);
  };
  const filters = (): Record<string, string | number> => {
    const p: Record<string, string | number> = {};
    if (chance(0.9)) p.city = place().city;
    const rent = chance(0.3);
    if (chance(0.8)) p.status = rent ? 'For Rent' : 'For Sale';
    if (chance(0.35)) p.propertyType = one(PROPERTY_TYPES);
    if (chance(0.6)) {
      const [lo, hi] = one(rent ? PRICE_BANDS_RENT : PRICE_BANDS_SALE);
      p.priceMin = lo;
      if (hi) p.priceMax = hi;
    }
    if (chance(0.55)) p.bedrooms = chance(0.7) ? `${int(1, 4)}+` : int(1, 4);
    if (chance(0.15)) {
      const a = [one(FILTER_AMENITIES)];
      if (chance(0.4)) a.push(one(FILTER_AMENITIES));
      p.amenities = [...new Set(a)].join(',');
    }
    if (chance(0.35)) p.sort = one(SORTS.slice(1));
    p.page = page();
    return p;
  };
  const word = () => {
    const pl = place();
    const name = (one(pl.localities.length ? pl.localities : [pl.city]) ?? pl.city).toLowerCase();
    const kind = int(0, 3);
    if (kind === 0) return `${name} ${int(1, 4)}bhk`;
    if (kind === 1) return TYPOS[name] ?? name.slice(0, Math.max(4, name.length - 2));
    if (kind === 2) return name.slice(0, Math.max(4, Math.ceil(name.length * 0.7)));
    return name;
  };
  const box = () => {
    const [w, s, e, n] = one(BOXES);
    const dx = (r() - 0.5) * 0.08;
    const dy = (r() - 0.5) * 0.08;
    return [w + dx, s + dy, e + dx, n + dy].map((v) => v.toFixed(4)).join(',');
  };
  const paths: string[] = [];
  for (let i = 0; i < opts.count; i++) {
    const x = r();
    const path =
      x < 0.75
        ? q(filters())
        : x < 0.92
          ? q({ search: word(), ...(chance(0.3) ? { status: 'For Sale' } : {}), page: page() })
          : q({ bbox: box(), limit: 100 });
    paths.push(path);
  }
  return paths;
}
