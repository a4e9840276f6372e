import {
  AMENITIES,
  COMMERCIAL_TYPES,
  type TAmenity,
  type TConstructionStatus,
  type TPropertyStatus,
  type TPropertyType,
} from '@nivaas/shared/property-options';
import type { TCity, TLocality } from './data/cities';
import type { TRng } from './prng';

/** The measurable facts of a listing: type, status, rooms, area, price and amenities. */

const BASE_RATE = 5_200; // rupees per sq ft of a typical Nashik flat (priceLevel 1)
const TYPE_RATE: Record<TPropertyType, number> = {
  Apartment: 1,
  'Independent House': 0.95,
  Villa: 1.15,
  'Builder Floor': 0.95,
  'Row House': 1,
  Penthouse: 1.3,
  Studio: 1.1,
  Plot: 0.38,
  'Farm House': 0.22,
  Office: 1.35,
  Shop: 1.6,
  Showroom: 1.4,
  Warehouse: 0.45,
};
export const RENT_RANGE = { min: 8_000, max: 150_000 } as const;

const roundTo = (n: number, step: number) => Math.max(step, Math.round(n / step) * step);

export const isCommercial = (type: TPropertyType): boolean =>
  (COMMERCIAL_TYPES as readonly string[]).includes(type);

/** Builder floors are how Delhi and its satellite cities build: low-rise, one home a floor. */
const NCR = new Set(['Delhi', 'Gurgaon', 'Noida', 'Ghaziabad', 'Faridabad']);

/**
 * Shares of types in listings of Indian cities: flats the majority; plots, independent houses,
 * builder floors and villas common; commercial space about one listing in seven.
 */
export function pickType(rng: TRng, city: TCity): TPropertyType {
  const metro = city.priceLevel >= 2;
  const ncr = NCR.has(city.name);
  return rng.weighted<TPropertyType>([
    ['Apartment', ncr ? 44 : metro ? 55 : 46],
    ['Builder Floor', ncr ? 16 : metro ? 4 : 4],
    ['Independent House', metro ? 5 : 11],
    ['Villa', metro ? 4 : 6],
    ['Row House', metro ? 3 : 5],
    ['Penthouse', metro ? 2 : 1],
    ['Studio', metro ? 3 : 1],
    ['Plot', metro ? 6 : 11],
    ['Farm House', metro ? 1 : 2],
    ['Office', metro ? 8 : 6],
    ['Shop', 5],
    ['Showroom', 2],
    ['Warehouse', 2],
  ]);
}

export function pickStatus(rng: TRng, type: TPropertyType): TPropertyStatus {
  const rent =
    type === 'Plot'
      ? 0.03
      : type === 'Farm House'
        ? 0.1
        : type === 'Warehouse'
          ? 0.6
          : isCommercial(type)
            ? 0.45
            : type === 'Studio'
              ? 0.55
              : 0.3;
  const closed = 0.07;
  const r = rng.next();
  if (r < closed) return rng.chance(rent > 0.1 ? 0.55 : 0.1) ? 'Rented' : 'Sold';
  return rng.chance(rent / (1 - closed)) ? 'For Rent' : 'For Sale';
}

export function pickBedrooms(rng: TRng, type: TPropertyType): number {
  switch (type) {
    case 'Apartment':
      return rng.weighted([
        [1, 15],
        [2, 40],
        [3, 34],
        [4, 11],
      ]);
    case 'Studio':
      return 1;
    case 'Builder Floor':
    case 'Independent House':
    case 'Row House':
      return rng.weighted([
        [2, 30],
        [3, 50],
        [4, 20],
      ]);
    case 'Villa':
    case 'Penthouse':
      return rng.weighted([
        [3, 40],
        [4, 42],
        [5, 18],
      ]);
    case 'Farm House':
      return rng.weighted([
        [2, 25],
        [3, 45],
        [4, 30],
      ]);
    default:
      return 0;
  }
}

/** Whole bathrooms: a bathroom a bedroom, one fewer in some older homes, one more in larger ones. */
export function pickBathrooms(rng: TRng, type: TPropertyType, bedrooms: number): number {
  switch (type) {
    case 'Plot':
      return 0;
    case 'Shop':
      return rng.chance(0.6) ? 1 : 0;
    case 'Warehouse':
      return rng.weighted([
        [1, 70],
        [2, 30],
      ]);
    case 'Office':
    case 'Showroom':
      return rng.weighted([
        [1, 50],
        [2, 38],
        [3, 12],
      ]);
    default:
      break;
  }
  if (bedrooms <= 1) return 1;
  if (bedrooms === 2)
    return rng.weighted([
      [2, 78],
      [1, 22],
    ]);
  const roomy = type === 'Villa' || type === 'Penthouse' || type === 'Farm House';
  const extra = roomy
    ? rng.weighted([
        [0, 55],
        [1, 45],
      ])
    : rng.weighted([
        [0, 70],
        [-1, 20],
        [1, 10],
      ]);
  return bedrooms + extra;
}

export function pickArea(rng: TRng, type: TPropertyType, bedrooms: number, city: TCity): number {
  // Homes in the dearest cities are smaller for the same number of bedrooms.
  const compact = city.priceLevel >= 3.5 ? 0.85 : city.priceLevel >= 2 ? 0.92 : 1;
  const flat: Record<number, [number, number]> = {
    1: [420, 650],
    2: [650, 1100],
    3: [1000, 1650],
    4: [1550, 2600],
  };
  switch (type) {
    case 'Apartment': {
      const [lo, hi] = flat[bedrooms] ?? [650, 1100];
      return roundTo(rng.float(lo, hi) * compact, 5);
    }
    case 'Builder Floor': {
      const [lo, hi] = flat[bedrooms] ?? [650, 1100];
      return roundTo(rng.float(lo, hi) * 1.2 * compact, 10);
    }
    case 'Studio':
      return roundTo(rng.float(300, 550) * compact, 5);
    case 'Penthouse':
      return roundTo(rng.float(bedrooms * 700, bedrooms * 1100) * compact, 10);
    case 'Independent House':
      return roundTo(rng.float(500 + bedrooms * 300, 700 + bedrooms * 600) * compact, 10);
    case 'Row House':
      return roundTo(rng.float(600 + bedrooms * 300, 800 + bedrooms * 500) * compact, 10);
    case 'Villa':
      return roundTo(rng.float(bedrooms * 650, bedrooms * 1250), 50);
    case 'Farm House':
      // The land with it: a farm house stands on a quarter to one acre.
      return roundTo(rng.float(10_000, 43_560), 500);
    case 'Plot': {
      const [lo, hi] = rng.weighted<readonly [number, number]>([
        [[1000, 2500], 60],
        [[2500, 5000], 30],
        [[5000, 12000], 10],
      ]);
      return roundTo(rng.float(lo, hi), 50);
    }
    case 'Shop':
      return roundTo(rng.float(180, 800), 10);
    case 'Showroom':
      return roundTo(rng.float(1500, 6000), 50);
    case 'Warehouse':
      return roundTo(rng.float(3000, 30000), 500);
    default:
      return roundTo(rng.float(450, 5000), 50);
  }
}

export function pickConstruction(
  rng: TRng,
  status: TPropertyStatus,
  type: TPropertyType,
): TConstructionStatus {
  if (status !== 'For Sale' || type === 'Plot' || type === 'Farm House' || type === 'Warehouse')
    return 'Ready to Move';
  return rng.weighted<TConstructionStatus>([
    ['Ready to Move', 45],
    ['Under Construction', 30],
    ['Almost Ready', 13],
    ['New Launch', 12],
  ]);
}

export function priceFor(
  rng: TRng,
  type: TPropertyType,
  status: TPropertyStatus,
  area: number,
  city: TCity,
  loc: TLocality,
  construction: TConstructionStatus,
  age: number,
): number {
  const early = construction === 'New Launch' || construction === 'Under Construction' ? 0.93 : 1;
  const aged = age > 15 ? 0.8 : age > 8 ? 0.9 : 1;
  const value =
    area *
    BASE_RATE *
    city.priceLevel *
    (loc.level ?? 1) *
    TYPE_RATE[type] *
    rng.float(0.88, 1.15) *
    early *
    aged;
  if (status === 'For Rent' || status === 'Rented') {
    const yieldPa = isCommercial(type) ? rng.float(0.06, 0.08) : rng.float(0.022, 0.032);
    const rent = (value * yieldPa) / 12;
    return Math.min(RENT_RANGE.max, Math.max(RENT_RANGE.min, roundTo(rent, rent >= 50_000 ? 1_000 : 500)));
  }
  return roundTo(value, value >= 50_000_000 ? 500_000 : value >= 10_000_000 ? 100_000 : 50_000);
}

export function pickAmenities(
  rng: TRng,
  type: TPropertyType,
  status: TPropertyStatus,
  hasDeveloper: boolean,
  floors: number,
  premium: boolean,
): string[] {
  const p: Partial<Record<TAmenity, number>> =
    type === 'Plot'
      ? { Security: 0.4, Garden: 0.35, Parking: 0.15 }
      : type === 'Warehouse'
        ? { Parking: 0.8, Security: 0.9, Storage: 0.9 }
        : isCommercial(type)
          ? {
              Parking: 0.85,
              Security: 0.9,
              Elevator: floors > 0 ? 0.85 : 0.2,
              'Conference Room': 0.5,
              WiFi: 0.5,
              'Air Conditioning': 0.75,
              Storage: 0.35,
              Furnished: 0.3,
              Kitchen: 0.25,
            }
          : {
              Parking: 0.85,
              'Swimming Pool': (hasDeveloper || type === 'Villa' ? 0.55 : 0.15) + (premium ? 0.2 : 0),
              Gym: (hasDeveloper ? 0.6 : 0.25) + (premium ? 0.2 : 0),
              Security: 0.85,
              Garden: type === 'Villa' || type === 'Independent House' || type === 'Farm House' ? 0.8 : 0.5,
              Balcony: type === 'Apartment' || type === 'Penthouse' ? 0.8 : 0.45,
              WiFi: 0.25,
              'Air Conditioning': premium ? 0.55 : 0.3,
              Furnished: status === 'For Rent' || status === 'Rented' ? 0.45 : 0.12,
              'Pet Friendly': 0.3,
              Elevator: floors > 4 ? 0.95 : type === 'Apartment' || type === 'Builder Floor' ? 0.35 : 0.05,
              Laundry: 0.2,
              Storage: 0.25,
              Kitchen: 0.6,
            };
  return AMENITIES.filter((a) => rng.chance(p[a] ?? 0));
}
