import type { TPropertyStatus, TPropertyType } from '@nivaas/shared/property-options';
import type { TCity, TLocality } from './data/cities';
import {
  BUILDING_PREFIXES,
  BUILDING_SUFFIXES,
  COMMERCIAL_NAMES,
  DESCRIPTION_CLOSERS,
  DESCRIPTION_MIDDLES,
  DESCRIPTION_OPENERS,
  HOSPITALS,
  MALLS,
  PARKS,
  PLOT_LAYOUT_SUFFIXES,
  PROJECT_WORDS,
  SCHOOLS,
  STREET_NAMES,
  VILLA_COMMUNITY_SUFFIXES,
} from './data/listing-words';
import { categoryOf, type TNearbyLocalities } from './listing-types';
import type { TRng } from './prng';

/** The words of a listing: title, nearby places and the small formatting helpers they need. */

function km(rng: TRng): string {
  return `${rng.float(0.3, 4.5).toFixed(1)} km`;
}

export function nearby(rng: TRng, city: TCity, loc: TLocality): TNearbyLocalities {
  const hasSchool = rng.chance(0.9);
  const hasHospital = rng.chance(0.85);
  const hasMall = rng.chance(0.7);
  const hasPark = rng.chance(0.75);
  const hasTransport = rng.chance(0.9);
  return {
    hasSchool,
    school: hasSchool ? `${rng.pick(SCHOOLS)}, ${loc.name} (${km(rng)})` : '',
    hasHospital,
    hospital: hasHospital
      ? `${rng.pick(HOSPITALS)}, ${rng.chance(0.6) ? loc.name : city.name} (${km(rng)})`
      : '',
    hasMall,
    mall: hasMall ? `${rng.pick(MALLS)}, ${rng.chance(0.5) ? loc.name : city.name} (${km(rng)})` : '',
    hasPark,
    park: hasPark ? `${loc.name} ${rng.pick(PARKS)} (${km(rng)})` : '',
    hasTransport,
    transport: hasTransport ? `${rng.pick(city.transport)} (${km(rng)})` : '',
  };
}

export function titleFor(type: TPropertyType, bedrooms: number, locality: string, landKind: string): string {
  switch (type) {
    case 'Plot':
      return `${landKind} in ${locality}`;
    case 'Office':
      return `Office Space in ${locality}`;
    case 'Shop':
    case 'Showroom':
    case 'Warehouse':
      return `${type} in ${locality}`;
    case 'Studio':
      return `1 BHK Studio Apartment in ${locality}`;
    default:
      return `${bedrooms} BHK ${type} in ${locality}`;
  }
}

function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? '');
}

/** The unit within its building: 'Flat 503, B Wing', 'Plot No. 27, Survey No. 112/4'. */
export function addressLine1(rng: TRng, type: TPropertyType, floorNumber: number | null): string {
  const unit = rng.int(1, 8);
  switch (type) {
    case 'Apartment':
    case 'Studio':
    case 'Penthouse':
      return `Flat ${floorNumber ? floorNumber : 'G'}0${unit}, ${rng.pick(['A', 'B', 'C', 'D'])} Wing`;
    case 'Builder Floor':
      return floorNumber
        ? `${ordinal(floorNumber)} Floor, House No. ${rng.int(1, 400)}`
        : `Ground Floor, House No. ${rng.int(1, 400)}`;
    case 'Office':
      return `Office ${floorNumber ?? 1}${String(unit).padStart(2, '0')}, ${ordinal(floorNumber ?? 1)} Floor`;
    case 'Shop':
    case 'Showroom':
      return `${type} No. ${rng.int(1, 40)}, Ground Floor`;
    case 'Warehouse':
      return `Gala No. ${rng.int(1, 60)}`;
    case 'Plot':
      return `Plot No. ${rng.int(1, 180)}, Survey No. ${rng.int(10, 420)}/${rng.int(1, 9)}`;
    case 'Farm House':
      return `Gat No. ${rng.int(10, 420)}`;
    case 'Villa':
      return `Villa ${rng.int(1, 120)}`;
    case 'Row House':
      return `Row House ${rng.int(1, 120)}`;
    default:
      return `House No. ${rng.int(1, 120)}`;
  }
}

/** A society, project or layout name; builders' projects carry the builder's name. */
export function buildingNameFor(rng: TRng, type: TPropertyType, developerName: string | null): string | null {
  const own = developerName?.split(' ')[0]?.replace('Puravankara', 'Purva') ?? null;
  switch (type) {
    case 'Plot':
      return rng.chance(0.75)
        ? `${own ?? rng.pick(BUILDING_PREFIXES)} ${rng.pick(PLOT_LAYOUT_SUFFIXES)}`
        : null;
    case 'Office':
    case 'Shop':
    case 'Showroom':
    case 'Warehouse':
      return `${own ?? rng.pick(BUILDING_PREFIXES)} ${rng.pick(COMMERCIAL_NAMES)}`;
    case 'Builder Floor':
    case 'Farm House':
      // Most stand on their own plot, outside any society.
      return own || rng.chance(0.25)
        ? `${own ?? rng.pick(BUILDING_PREFIXES)} ${rng.pick(VILLA_COMMUNITY_SUFFIXES)}`
        : null;
    case 'Independent House':
    case 'Villa':
    case 'Row House':
      // Half the independent houses stand on their own, outside any society.
      return type === 'Independent House' && rng.chance(0.5)
        ? null
        : `${own ?? rng.pick(BUILDING_PREFIXES)} ${rng.pick(VILLA_COMMUNITY_SUFFIXES)}`;
    default:
      return own
        ? `${own} ${rng.pick(PROJECT_WORDS)}`
        : `${rng.pick(BUILDING_PREFIXES)} ${rng.pick(BUILDING_SUFFIXES)}`;
  }
}

export function streetFor(rng: TRng, loc: TLocality): string {
  // Localities named after their road ('Gangapur Road') are their own street.
  if (/(Road|Highway|Expressway)$/.test(loc.name)) return loc.name;
  return rng.chance(0.3) ? `${loc.name} Main Road` : rng.pick(STREET_NAMES);
}

/** Two to four sentences: an opener, the builder (if any), a detail or two and a closer. */
export function descriptionFor(
  rng: TRng,
  p: {
    type: TPropertyType;
    status: TPropertyStatus;
    bedrooms: number;
    area: number;
    city: TCity;
    loc: TLocality;
    developerName: string | null;
    reraId: string | null;
  },
): string {
  const category = categoryOf(p.type);
  const vars = {
    config: p.type === 'Studio' ? 'studio apartment' : `${p.bedrooms} BHK ${p.type.toLowerCase()}`,
    locality: p.loc.name,
    city: p.city.name,
    area: p.area.toLocaleString('en-IN'),
  };
  const sentences = [fill(rng.pick(DESCRIPTION_OPENERS[category]), vars)];
  if (p.developerName) {
    sentences.push(
      p.reraId
        ? `Developed by ${p.developerName}, the project is RERA registered (${p.reraId}).`
        : `Developed by ${p.developerName}.`,
    );
  }
  sentences.push(...rng.sample(DESCRIPTION_MIDDLES[category], p.developerName ? 1 : rng.int(1, 2)));
  sentences.push(
    rng.pick(DESCRIPTION_CLOSERS[p.status === 'For Rent' || p.status === 'Rented' ? 'rent' : 'sale']),
  );
  return sentences.join(' ');
}
