import { CITIES, type TCity, type TLocality } from './data/cities';
import { COMMERCIAL_HIGHLIGHTS, PLOT_HIGHLIGHTS, RESIDENTIAL_HIGHLIGHTS } from './data/listing-words';
import {
  pickAmenities,
  pickArea,
  pickBathrooms,
  pickBedrooms,
  pickConstruction,
  pickStatus,
  pickType,
  priceFor,
} from './listing-facts';
import { seedFreshness } from './listing-freshness';
import { isoDate, pickDeveloper, projectPaperwork, projectTimeline } from './listing-project';
import { hindiListingText } from './listing-text-hi';
import { addressLine1, buildingNameFor, descriptionFor, nearby, streetFor, titleFor } from './listing-text';
import { categoryOf, type TGeneratedProperty, type TGeneratorContext } from './listing-types';
import { seedPriceHistory } from './listing-price-history';
import { createRng, type TRng } from './prng';

const DAY_MS = 86_400_000;

// Nashik is the default city, and the biggest markets carry more listings.
const CITY_WEIGHT: Record<string, number> = {
  Nashik: 8,
  Mumbai: 3,
  Pune: 3,
  Bengaluru: 3,
  Delhi: 2,
  Noida: 2,
  Gurgaon: 2,
  Hyderabad: 2,
  Chennai: 2,
  Thane: 2,
};
const CITY_CHOICES = CITIES.map((c) => [c, CITY_WEIGHT[c.name] ?? 1] as const);

/**
 * Within a city, listings crowd into a few localities, as on every portal: the k-th locality of
 * `data/cities.ts` (its best-known markets come first) is picked with weight 1 / k^1.5, so its first
 * locality holds about 40 % of the city's listings. Spread evenly, the 600 demo listings left no
 * locality with the 5 listings a locality price needs; this way about 20 localities show one.
 */
const LOCALITY_SKEW = 1.5;
const LOCALITY_CHOICES = new Map(
  CITIES.map((c) => [c, c.localities.map((_, i) => [i, 1 / (i + 1) ** LOCALITY_SKEW] as const)] as const),
);

function hex8(rng: TRng): string {
  return Math.floor(rng.next() * 0x100000000)
    .toString(16)
    .padStart(8, '0');
}

/** A UUID-shaped id from the random stream, for nested JSON items (images); stable per seed. */
function rngUuid(rng: TRng): string {
  const hex = hex8(rng) + hex8(rng) + hex8(rng) + hex8(rng);
  const variant = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A point within maxKm of the locality centre (uniform over the disc). */
function jitter(rng: TRng, loc: TLocality, maxKm: number): { lat: number; lng: number } {
  const d = Math.sqrt(rng.next()) * maxKm;
  const a = rng.next() * Math.PI * 2;
  const lat = loc.lat + (d * Math.cos(a)) / 111.32;
  const lng = loc.lng + (d * Math.sin(a)) / (111.32 * Math.cos((loc.lat * Math.PI) / 180));
  return { lat: Math.round(lat * 1e6) / 1e6, lng: Math.round(lng * 1e6) / 1e6 };
}

/** One PIN code per locality, so listings in a locality share it. */
function zipFor(city: TCity, localityIndex: number): string {
  const rest = 6 - city.zipPrefix.length;
  const n = (localityIndex * (rest >= 3 ? 7 : 3) + 1) % 10 ** rest;
  return city.zipPrefix + String(n === 0 ? 1 : n).padStart(rest, '0');
}

/** One listing; its values depend only on the seed and the index, so chunks can be made apart. */
export function generateProperty(ctx: TGeneratorContext, index: number): TGeneratedProperty {
  const rng = createRng(ctx.seed).fork(index);
  const city = rng.weighted(CITY_CHOICES);
  const localityIndex = rng.weighted(LOCALITY_CHOICES.get(city) ?? []);
  const loc = city.localities[localityIndex] as TLocality;
  const type = pickType(rng, city);
  const status = pickStatus(rng, type);
  const bedrooms = pickBedrooms(rng, type);
  const bathrooms = pickBathrooms(rng, type, bedrooms);
  const landKind = rng.weighted([
    ['Residential Plot', 75],
    ['NA Plot', 15],
    ['Commercial Plot', 10],
  ] as const);
  const area = pickArea(rng, type, bedrooms, city);
  const construction = pickConstruction(rng, status, type);
  const developer = pickDeveloper(rng, ctx.developers, type, city);
  const timeline = projectTimeline(rng, construction, type, developer !== null, ctx.now);
  const price = priceFor(rng, type, status, area, city, loc, construction, timeline.age);

  // Listed within the last year, edited within a month of listing.
  const createdAt = new Date(ctx.now.getTime() - rng.float(0, 365) * DAY_MS);
  const updatedAt = new Date(Math.min(ctx.now.getTime(), createdAt.getTime() + rng.float(0, 30) * DAY_MS));
  const freshness = seedFreshness(ctx.seed, index, ctx.now, updatedAt);

  const towers = city.priceLevel >= 2;
  const floors =
    type === 'Apartment' || type === 'Studio' || type === 'Penthouse'
      ? rng.int(towers ? 8 : 4, towers ? 42 : 16)
      : type === 'Builder Floor'
        ? 4
        : type === 'Office'
          ? rng.int(4, 24)
          : 0;
  const floorNumber =
    type === 'Penthouse'
      ? floors
      : type === 'Builder Floor'
        ? rng.int(0, 3)
        : type === 'Office'
          ? rng.int(1, floors)
          : type === 'Shop' || type === 'Showroom'
            ? 0
            : floors
              ? rng.int(0, floors)
              : null;
  const buildingName = buildingNameFor(rng, type, developer?.name ?? null);
  const isProject = developer !== null || (type === 'Plot' && buildingName !== null);
  const paperwork = projectPaperwork(rng, {
    isProject,
    type,
    bedrooms,
    floors,
    construction,
    city,
    timeline,
  });

  const category = categoryOf(type);
  const highlightPool =
    category === 'plot'
      ? PLOT_HIGHLIGHTS
      : category === 'office'
        ? COMMERCIAL_HIGHLIGHTS
        : RESIDENTIAL_HIGHLIGHTS;
  const local = ctx.agents.filter((a) => a.city === city.name);
  const agent = local.length && rng.chance(0.6) ? rng.pick(local) : rng.pick(ctx.agents);
  // One random id per listing, numbered per image: unique enough, and cheap at a million rows.
  const imageIdBase = rngUuid(rng).slice(0, 34);
  const images = rng
    .sample(ctx.images[category], rng.int(3, 5))
    .map((img, i) => ({ ...img, _id: `${imageIdBase}${i.toString(16).padStart(2, '0')}` }));
  const { lat, lng } = jitter(rng, loc, 1.8);

  return {
    title: titleFor(type, bedrooms, loc.name, landKind),
    description: descriptionFor(rng, {
      type,
      status,
      bedrooms,
      area,
      city,
      loc,
      developerName: developer?.name ?? null,
      reraId: paperwork.reraId,
    }),
    type,
    status,
    price,
    bedrooms,
    bathrooms,
    area,
    buildingName,
    floorNumber,
    featured: (status === 'For Sale' || status === 'For Rent') && rng.chance(0.11),
    line1: addressLine1(rng, type, floorNumber),
    street: streetFor(rng, loc),
    city: city.name,
    locality: loc.name,
    state: city.state,
    zipCode: zipFor(city, localityIndex),
    country: 'India',
    lat,
    lng,
    amenities: pickAmenities(rng, type, status, developer !== null, floors, (loc.level ?? 1) >= 1.3),
    highlights: rng.sample(highlightPool, rng.int(2, 5)),
    nearbyLocalities: nearby(rng, city, loc),
    projectDetails: paperwork.projectDetails,
    approvals: paperwork.approvals,
    developerId: developer?.id ?? null,
    developerName: developer?.name ?? null,
    possessionDate: timeline.possession ? isoDate(timeline.possession) : null,
    constructionStatus: construction,
    ageOfProperty: type === 'Plot' ? null : timeline.age,
    launchDate: isProject ? isoDate(timeline.launch) : null,
    images,
    agentId: agent.id,
    // Out of search when its agent is deactivated, or when it went unconfirmed too long.
    listed: agent.active && !freshness.hiddenReason,
    createdAt,
    updatedAt,
    ...freshness,
    ...seedPriceHistory(ctx.seed, index, ctx.now, createdAt, price),
    ...hindiListingText(ctx.seed, index, {
      type,
      status,
      bedrooms,
      area,
      city: city.name,
      locality: loc.name,
      developerName: developer?.name ?? null,
    }),
  };
}

export function generateProperties(ctx: TGeneratorContext, count: number, start = 0): TGeneratedProperty[] {
  if (!ctx.agents.length) throw new Error('generateProperties needs at least one agent');
  return Array.from({ length: count }, (_, i) => generateProperty(ctx, start + i));
}
