import {
  AMENITIES,
  COMMERCIAL_TYPES,
  CONSTRUCTION_STATUSES,
  isResidentialType,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
} from '@nivaas/shared/property-options';
import { reraNumberError } from '@nivaas/shared/rera';
import { describe, expect, it } from 'vitest';
import { CITIES } from './data/cities';
import { DEVELOPERS } from './data/developers';
import { generateProperties } from './generate';
import { RENT_RANGE } from './listing-facts';
import type { TGeneratorContext, TImagePool } from './listing-types';

const poolOf = (category: string) =>
  Array.from({ length: 40 }, (_, i) => ({
    _id: '',
    url: `/uploads/demo/${category}/${i + 1}-large.webp`,
    publicId: `demo/${category}/${i + 1}`,
    variants: { small: 's', medium: 'm', large: 'l' },
  }));
const images: TImagePool = { home: poolOf('home'), plot: poolOf('plot'), office: poolOf('office') };

const ctx = (seed: number): TGeneratorContext => ({
  seed,
  now: new Date('2025-06-01T10:00:00Z'),
  agents: Array.from({ length: 10 }, (_, i) => ({
    id: `agent-${i}`,
    active: i !== 9,
    city: CITIES[i]?.name,
  })),
  developers: DEVELOPERS.map((d, i) => ({
    id: `dev-${i}`,
    name: d.name,
    focusCities: d.focusCities,
    specializationKeys: d.specializations.map((s) => s.name.toLowerCase()),
  })),
  images,
});

/** Great-circle distance in km. */
function km(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const rows = generateProperties(ctx(7), 420);

describe('city data', () => {
  it('has at least 25 cities, each with 6 to 12 named localities near its centre', () => {
    expect(CITIES.length).toBeGreaterThanOrEqual(25);
    for (const city of CITIES) {
      expect(city.localities.length, city.name).toBeGreaterThanOrEqual(6);
      expect(city.localities.length, city.name).toBeLessThanOrEqual(12);
      expect(new Set(city.localities.map((l) => l.name)).size, city.name).toBe(city.localities.length);
      const centre = { lat: city.center[0], lng: city.center[1] };
      for (const loc of city.localities)
        expect(km(centre, loc), `${loc.name}, ${city.name}`).toBeLessThan(city.radiusKm);
    }
  });

  it('prices Mumbai highest and Lucknow and Indore below Nashik', () => {
    const level = (name: string) => CITIES.find((c) => c.name === name)?.priceLevel ?? Number.NaN;
    expect(Math.max(...CITIES.map((c) => c.priceLevel))).toBe(level('Mumbai'));
    expect(level('Lucknow')).toBeLessThan(level('Nashik'));
    expect(level('Indore')).toBeLessThan(level('Nashik'));
  });
});

describe('generateProperties', () => {
  it('gives the same rows for the same seed and different rows for another seed', () => {
    expect(generateProperties(ctx(7), 420)).toEqual(rows);
    expect(generateProperties(ctx(8), 20)).not.toEqual(rows.slice(0, 20));
  });

  it('makes each listing from its index alone, so batches can be generated apart', () => {
    expect(generateProperties(ctx(7), 10, 100)).toEqual(rows.slice(100, 110));
  });

  it('covers every type, status and construction status', () => {
    expect(new Set(rows.map((r) => r.type))).toEqual(new Set(PROPERTY_TYPES));
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(PROPERTY_STATUSES));
    expect(new Set(rows.map((r) => r.constructionStatus))).toEqual(new Set(CONSTRUCTION_STATUSES));
  });

  it('has the type shares of Indian cities: flats the majority, commercial a minority', () => {
    const big = generateProperties(ctx(11), 4000);
    const share = (types: readonly string[]) => big.filter((r) => types.includes(r.type)).length / big.length;
    expect(share(['Apartment'])).toBeGreaterThan(0.45);
    expect(share(['Apartment'])).toBeLessThan(0.6);
    for (const common of ['Plot', 'Builder Floor', 'Independent House', 'Villa']) {
      expect(share([common]), common).toBeGreaterThan(0.03);
      expect(share([common]), common).toBeLessThan(share(['Apartment']) / 3);
    }
    expect(share(COMMERCIAL_TYPES)).toBeGreaterThan(0.08);
    expect(share(COMMERCIAL_TYPES)).toBeLessThan(0.22);
    // Builder floors are a Delhi-NCR kind of home.
    const inCity = (names: string[]) => big.filter((r) => names.includes(r.city));
    const floorShare = (rs: typeof big) => rs.filter((r) => r.type === 'Builder Floor').length / rs.length;
    expect(floorShare(inCity(['Delhi', 'Gurgaon', 'Noida']))).toBeGreaterThan(
      2 * floorShare(inCity(['Mumbai', 'Pune', 'Nashik'])),
    );
  });

  it('has mostly listings for sale, about 30% to rent and a few closed', () => {
    const share = (s: string) => rows.filter((r) => r.status === s).length / rows.length;
    expect(share('For Sale')).toBeGreaterThan(0.5);
    expect(share('For Rent')).toBeGreaterThan(0.22);
    expect(share('For Rent')).toBeLessThan(0.38);
    expect(share('Sold') + share('Rented')).toBeGreaterThan(0.03);
    expect(share('Sold') + share('Rented')).toBeLessThan(0.12);
    const featured = rows.filter((r) => r.featured).length / rows.length;
    expect(featured).toBeGreaterThan(0.05);
    expect(featured).toBeLessThan(0.16);
  });

  it('prices in plausible rupee ranges per status', () => {
    for (const r of rows) {
      expect(Number.isInteger(r.price)).toBe(true);
      if (r.status === 'For Rent' || r.status === 'Rented') {
        expect(r.price).toBeGreaterThanOrEqual(RENT_RANGE.min);
        expect(r.price).toBeLessThanOrEqual(RENT_RANGE.max);
      } else {
        expect(r.price, r.title).toBeGreaterThanOrEqual(500_000); // ₹ 5 Lac
        expect(r.price, r.title).toBeLessThanOrEqual(500_000_000); // ₹ 50 Cr
      }
    }
    const twoBhkSale = (city: string) =>
      rows.filter(
        (r) => r.city === city && r.type === 'Apartment' && r.bedrooms === 2 && r.status === 'For Sale',
      );
    for (const r of twoBhkSale('Mumbai')) expect(r.price).toBeGreaterThan(9_000_000);
    for (const r of twoBhkSale('Nashik')) expect(r.price).toBeLessThan(10_000_000);
  });

  it('places each listing within 2 km of its locality, inside its city', () => {
    for (const r of rows) {
      const city = CITIES.find((c) => c.name === r.city);
      const loc = city?.localities.find((l) => l.name === r.locality);
      expect(loc, `${r.locality}, ${r.city}`).toBeDefined();
      if (!city || !loc) continue;
      expect(city.state).toBe(r.state);
      expect(km(loc, r)).toBeLessThan(2);
      expect(km({ lat: city.center[0], lng: city.center[1] }, r)).toBeLessThan(city.radiusKm + 2);
      expect(r.zipCode).toMatch(new RegExp(`^${city.zipPrefix}\\d+$`));
      expect(r.zipCode).toHaveLength(6);
    }
  });

  it('keeps fields consistent with the type', () => {
    const amenities = new Set<string>(AMENITIES);
    for (const r of rows) {
      const residential = isResidentialType(r.type);
      if (residential) {
        expect(r.bedrooms).toBeGreaterThan(0);
        expect(r.title).toMatch(new RegExp(`^${r.bedrooms} BHK .+ in ${r.locality}$`));
        expect(r.bathrooms).toBeGreaterThan(0);
      } else expect(r.bedrooms).toBe(0);
      expect(Number.isInteger(r.bathrooms), r.title).toBe(true);
      expect(r.bathrooms).toBeLessThanOrEqual(r.bedrooms + 3);
      expect(r.area).toBeGreaterThan(0);
      expect(r.highlights.length).toBeLessThanOrEqual(5);
      for (const a of r.amenities) expect(amenities.has(a)).toBe(true);
      expect(r.images.length).toBeGreaterThanOrEqual(3);
      expect(r.images.length).toBeLessThanOrEqual(5);
      expect(new Set(r.images.map((i) => i.url)).size).toBe(r.images.length);
      expect(new Set(r.images.map((i) => i._id)).size).toBe(r.images.length);
      const category = r.type === 'Plot' ? 'plot' : residential ? 'home' : 'office';
      for (const i of r.images) expect(i.url).toContain(`/demo/${category}/`);
      expect(r.description.split('. ').length).toBeGreaterThanOrEqual(2);
      if (r.developerId) expect(r.developerName).toBe(DEVELOPERS[Number(r.developerId.slice(4))]?.name);
      expect(r.listed).toBe(r.agentId !== 'agent-9' && r.hiddenReason === null);
      expect(r.createdAt.getTime()).toBeLessThanOrEqual(r.updatedAt.getTime());
      // An edit confirms the listing: never confirmed before its last change.
      expect(r.confirmedAt.getTime()).toBeGreaterThanOrEqual(r.updatedAt.getTime());
    }
  });

  it('leaves some listings unconfirmed for 60-89 days (stale) and a few for 90+ (out of search)', () => {
    const age = (r: (typeof rows)[number]) => (ctx(7).now.getTime() - r.confirmedAt.getTime()) / 86_400_000;
    const stale = rows.filter((r) => r.stale && !r.hiddenReason);
    const hidden = rows.filter((r) => r.hiddenReason === 'stale');
    expect(stale.length).toBeGreaterThan(rows.length * 0.03);
    expect(hidden.length).toBeGreaterThan(0);
    expect(hidden.length).toBeLessThan(stale.length);
    for (const r of stale) expect(age(r)).toBeGreaterThanOrEqual(60);
    for (const r of stale) expect(age(r)).toBeLessThan(90);
    for (const r of hidden) expect(age(r)).toBeGreaterThanOrEqual(90);
    for (const r of hidden) expect(r).toMatchObject({ stale: true, listed: false });
    for (const r of rows.filter((x) => !x.stale)) expect(age(r)).toBeLessThan(60);
    // The same every time.
    expect(generateProperties(ctx(7), 50).map((r) => r.confirmedAt.getTime())).toEqual(
      rows.slice(0, 50).map((r) => r.confirmedAt.getTime()),
    );
  });

  it("fills project details and approvals for builders' projects, some launching in the future", () => {
    const projects = rows.filter((r) => r.developerId);
    expect(projects.length).toBeGreaterThan(100);
    for (const r of projects) {
      expect(r.projectDetails).toMatchObject({ configurations: expect.any(String) });
      const reraId = 'reraId' in r.projectDetails ? r.projectDetails.reraId : undefined;
      if (!reraId) continue;
      // Each number is in the format of its state's authority, as the API checks it.
      expect(reraNumberError(reraId, r.state), `${reraId} in ${r.state}`).toBeUndefined();
      expect(r.approvals[0]).toMatchObject({ name: 'RERA Registration', number: reraId });
    }
    // Most projects are registered; some are listed without a number.
    const registered = projects.filter((r) => 'reraId' in r.projectDetails && r.projectDetails.reraId);
    expect(registered.length / projects.length).toBeGreaterThan(0.75);
    expect(registered.length).toBeLessThan(projects.length);
    expect(new Set(registered.map((r) => r.state)).size).toBeGreaterThan(10);
    const maha = projects.find((r) => r.state === 'Maharashtra');
    expect(maha && 'reraId' in maha.projectDetails ? maha.projectDetails.reraId : '').toMatch(/^P5\d{10}$/);
    expect(rows.some((r) => r.launchDate && r.launchDate > '2025-06-01')).toBe(true);
    expect(rows.some((r) => r.possessionDate && r.possessionDate > '2025-06-01')).toBe(true);
  });

  it('spreads listing dates over the last twelve months', () => {
    const now = new Date('2025-06-01T10:00:00Z').getTime();
    const ages = rows.map((r) => (now - r.createdAt.getTime()) / 86_400_000);
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ages)).toBeLessThanOrEqual(365);
    expect(ages.filter((a) => a > 180).length).toBeGreaterThan(100);
  });
});

describe('locality markets', () => {
  it("gives about twenty localities of the demo's 600 listings the 5 listings a locality price needs", () => {
    const demo = generateProperties(ctx(7), 600);
    const counts = new Map<string, { sale: number; rent: number }>();
    for (const p of demo) {
      if (!p.listed || !(p.area > 0) || (p.status !== 'For Sale' && p.status !== 'For Rent')) continue;
      const key = `${p.locality}, ${p.city}`;
      const c = counts.get(key) ?? { sale: 0, rent: 0 };
      if (p.status === 'For Sale') c.sale++;
      else c.rent++;
      counts.set(key, c);
    }
    const withSaleFigure = [...counts.values()].filter((c) => c.sale >= 5).length;
    expect(withSaleFigure).toBeGreaterThanOrEqual(15);
    // The default city's first locality has sale and rent figures, and enough to draw a trend.
    const gangapur = counts.get('Gangapur Road, Nashik');
    expect(gangapur?.sale).toBeGreaterThanOrEqual(15);
    expect(gangapur?.rent).toBeGreaterThanOrEqual(8);
  });
});

describe('the Hindi titles and descriptions (issue 19)', () => {
  const listings = generateProperties(ctx(42), 4000);
  const devanagari = /[\u0900-\u097F]/;

  it('are written for most listings of the cities where buyers read Hindi, and for no other', () => {
    const inNashik = listings.filter((p) => p.city === 'Nashik');
    const withHindi = inNashik.filter((p) => p.titleHi);
    expect(withHindi.length / inNashik.length).toBeGreaterThan(0.55);
    expect(withHindi.length / inNashik.length).toBeLessThan(0.85);
    const elsewhere = listings.filter((p) => !['Nashik', 'Jaipur', 'Lucknow', 'Indore'].includes(p.city));
    expect(elsewhere.some((p) => p.titleHi || p.descriptionHi)).toBe(false);
  });

  it('name the locality in Devanagari, the kind of listing and, for a home, its BHK', () => {
    const flat = listings.find((p) => p.titleHi && p.type === 'Apartment' && p.locality === 'Gangapur Road');
    expect(flat?.titleHi).toMatch(new RegExp(`^गंगापुर रोड में ${flat?.bedrooms} BHK फ्लैट`));
    for (const p of listings.filter((l) => l.titleHi)) {
      expect(p.titleHi).toMatch(devanagari);
      if (p.descriptionHi) expect(p.descriptionHi).toMatch(/।$/);
    }
  });

  it('leave some descriptions in English only, so a Hindi page can say so', () => {
    const titled = listings.filter((p) => p.titleHi);
    expect(titled.some((p) => p.descriptionHi === null)).toBe(true);
    expect(listings.every((p) => p.titleHi || !p.descriptionHi)).toBe(true);
  });
});
