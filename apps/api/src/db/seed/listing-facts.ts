import {
  AMENITIES,
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
  Condo: 1.05,
  House: 0.95,
  Townhouse: 1,
  Villa: 1.15,
  Land: 0.38,
  Commercial: 1.35,
};
export const RENT_RANGE = { min: 8_000, max: 150_000 } as const;

const roundTo = (n: number, step: number) => Math.max(step, Math.round(n / step) * step);

export function pickType(rng: TRng, city: TCity): TPropertyType {
  const metro = city.priceLevel >= 2;
  return rng.weighted<TPropertyType>([
    ['Apartment', metro ? 44 : 34],
    ['House', metro ? 6 : 11],
    ['Villa', metro ? 7 : 12],
    ['Condo', 6],
    ['Townhouse', metro ? 5 : 8],
    ['Land', metro ? 6 : 14],
    ['Commercial', 14],
  ]);
}

export function pickStatus(rng: TRng, type: TPropertyType): TPropertyStatus {
  const rent = type === 'Land' ? 0.03 : type === 'Commercial' ? 0.45 : 0.3;
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
    case 'Condo':
      return rng.weighted([
        [1, 20],
        [2, 45],
        [3, 35],
      ]);
    case 'House':
    case 'Townhouse':
      return rng.weighted([
        [2, 30],
        [3, 50],
        [4, 20],
      ]);
    case 'Villa':
      return rng.weighted([
        [3, 40],
        [4, 42],
        [5, 18],
      ]);
    default:
      return 0;
  }
}

export function pickBathrooms(rng: TRng, type: TPropertyType, bedrooms: number): number {
  if (type === 'Land') return 0;
  if (type === 'Commercial')
    return rng.weighted([
      [1, 50],
      [1.5, 10],
      [2, 30],
      [3, 10],
    ]);
  if (bedrooms <= 1) return rng.chance(0.85) ? 1 : 1.5;
  if (bedrooms === 2)
    return rng.weighted([
      [2, 70],
      [1.5, 15],
      [1, 8],
      [2.5, 7],
    ]);
  const extra =
    type === 'Villa'
      ? rng.weighted([
          [0, 30],
          [0.5, 30],
          [1, 40],
        ])
      : rng.weighted([
          [0, 55],
          [-0.5, 20],
          [0.5, 25],
        ]);
  return bedrooms + extra;
}

export type TCommercialKind = 'Office Space' | 'Shop' | 'Showroom';

export function pickArea(
  rng: TRng,
  type: TPropertyType,
  bedrooms: number,
  city: TCity,
  kind: TCommercialKind,
): number {
  // Homes in the dearest cities are smaller for the same number of bedrooms.
  const compact = city.priceLevel >= 3.5 ? 0.85 : city.priceLevel >= 2 ? 0.92 : 1;
  switch (type) {
    case 'Apartment':
    case 'Condo': {
      const r: Record<number, [number, number]> = {
        1: [420, 650],
        2: [650, 1100],
        3: [1000, 1650],
        4: [1550, 2600],
      };
      const [lo, hi] = r[bedrooms] ?? [650, 1100];
      return roundTo(rng.float(lo, hi) * compact, 5);
    }
    case 'House':
      return roundTo(rng.float(500 + bedrooms * 300, 700 + bedrooms * 600) * compact, 10);
    case 'Townhouse':
      return roundTo(rng.float(600 + bedrooms * 300, 800 + bedrooms * 500) * compact, 10);
    case 'Villa':
      return roundTo(rng.float(bedrooms * 650, bedrooms * 1250), 50);
    case 'Land': {
      const [lo, hi] = rng.weighted<readonly [number, number]>([
        [[1000, 2500], 60],
        [[2500, 5000], 30],
        [[5000, 12000], 10],
      ]);
      return roundTo(rng.float(lo, hi), 50);
    }
    default:
      return kind === 'Shop'
        ? roundTo(rng.float(180, 800), 10)
        : kind === 'Showroom'
          ? roundTo(rng.float(1500, 6000), 50)
          : roundTo(rng.float(450, 5000), 50);
  }
}

export function pickConstruction(
  rng: TRng,
  status: TPropertyStatus,
  type: TPropertyType,
): TConstructionStatus {
  if (status !== 'For Sale' || type === 'Land') return 'Ready to Move';
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
    const yieldPa = type === 'Commercial' ? rng.float(0.06, 0.08) : rng.float(0.022, 0.032);
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
    type === 'Land'
      ? { Security: 0.4, Garden: 0.35, Parking: 0.15 }
      : type === 'Commercial'
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
            Garden: type === 'Villa' || type === 'House' ? 0.8 : 0.5,
            Balcony: type === 'Apartment' || type === 'Condo' ? 0.8 : 0.45,
            WiFi: 0.25,
            'Air Conditioning': premium ? 0.55 : 0.3,
            Furnished: status === 'For Rent' || status === 'Rented' ? 0.45 : 0.12,
            'Pet Friendly': 0.3,
            Elevator: floors > 4 ? 0.95 : type === 'Apartment' || type === 'Condo' ? 0.35 : 0.05,
            Laundry: 0.2,
            Storage: 0.25,
            Kitchen: 0.6,
          };
  return AMENITIES.filter((a) => rng.chance(p[a] ?? 0));
}
