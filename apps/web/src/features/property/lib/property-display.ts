import { msg } from '@lingui/core/macro';
import type { TUser } from '@nivaas/shared/auth';
import { formatDate as formatSharedDate } from '@nivaas/shared/format-date';
import { variantSrcSet } from '@nivaas/shared/image-sources';
import { formatIndianNumber, isRentStatus } from '@nivaas/shared/format-price';
import type { TProperty } from '@nivaas/shared/property';
import { englishWords, type TDetailWords } from './detail-words';

/** Display fallbacks of spec §8. */
export const FALLBACK = {
  title: 'Untitled Property',
  address: 'Address not available',
  seller: 'Unknown Seller',
  description: 'No description available',
  noImages: 'No images available',
  noLocation: 'Location information is not available.',
  loadFailed: 'Failed to load property',
  emptyProperty: 'Received empty property data',
  deleteFailed: 'Failed to delete property',
  deleted: 'Property deleted successfully',
} as const;

/** The fallbacks the page shows, in its language (their English is FALLBACK's). */
export const FALLBACK_TEXT = {
  title: msg`Untitled Property`,
  address: msg`Address not available`,
  seller: msg`Unknown Seller`,
  description: msg`No description available`,
  noImages: msg`No images available`,
  noLocation: msg`Location information is not available.`,
  loadFailed: msg`Failed to load property`,
  deleteFailed: msg`Failed to delete property`,
  deleted: msg`Property deleted successfully`,
};

/**
 * Shown when a photo fails to load: a neutral house outline on the section grey, inline so it
 * never fails itself (and the CSP allows data: images).
 */
export const DEFAULT_PROPERTY_IMAGE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900"><rect width="1600" height="900" fill="#E4E7EB"/>' +
    '<g fill="none" stroke="#9AA5B1" stroke-width="24" stroke-linejoin="round" stroke-linecap="round">' +
    '<path d="M620 470 800 330l180 140"/><path d="M660 440v170h280V440"/><path d="M770 610v-90h60v90"/></g></svg>',
)}`;

type TImageLike = {
  url?: string | null;
  variants?: { small?: string | null; medium?: string | null; large?: string | null } | null;
};

/** src (the largest variant, or the original) and a srcset of the WebP variants. */
export function imageSources(image: TImageLike | null | undefined): { src: string; srcSet?: string } | null {
  if (!image) return null;
  const v = image.variants ?? {};
  const src = v.large || v.medium || image.url || v.small || '';
  if (!src) return null;
  const srcSet = variantSrcSet(v);
  return srcSet ? { src, srcSet } : { src };
}

/** The smallest variant, for thumbnails. */
export function thumbnailSource(image: TImageLike | null | undefined): string | null {
  if (!image) return null;
  return image.variants?.small || image.variants?.medium || image.url || null;
}

export const displayTitle = (
  p: Pick<TProperty, 'title'> | null | undefined,
  w: TDetailWords = englishWords(),
): string => p?.title?.trim() || w.i18n._(FALLBACK_TEXT.title);

/** 'Flat 4, College Road, Gangapur Road, Nashik, Maharashtra 422005' with what is there. */
export function fullAddress(
  address: Partial<TProperty['address']> | null | undefined,
  w: TDetailWords = englishWords(),
): string {
  const none = w.i18n._(FALLBACK_TEXT.address);
  if (!address) return none;
  const clean = (s: string | null | undefined) => s?.trim() || '';
  const stateZip = [clean(address.state), clean(address.zipCode)].filter(Boolean).join(' ');
  const parts = [
    clean(address.line1),
    clean(address.street),
    clean(address.locality),
    clean(address.city),
    stateZip,
  ];
  // A locality equal to the street (or city) is said once.
  const unique = parts.filter(
    (p, i) => p && parts.findIndex((q) => q.toLowerCase() === p.toLowerCase()) === i,
  );
  return unique.length ? unique.join(', ') : none;
}

/** The full price in rupees with Indian grouping, ' /mo' for rent: '₹ 1,25,00,000', '₹ 18,000 /mo'. */
export function fullPrice(
  price: number | null | undefined,
  status?: string,
  w: TDetailWords = englishWords(),
): string | null {
  if (typeof price !== 'number' || !Number.isFinite(price)) return null;
  return w.price(price, status, 'full');
}

const PER_SQFT = msg({ message: '{price} per sq ft' });

/** '₹ 13,158 per sq ft' for a sale; null for rent or when price or area is missing. */
export function pricePerSqft(
  price: number | null | undefined,
  area: number | null | undefined,
  status?: string,
  w: TDetailWords = englishWords(),
) {
  if (isRentStatus(status)) return null;
  if (typeof price !== 'number' || typeof area !== 'number' || !(price > 0) || !(area > 0)) return null;
  return w.i18n._(PER_SQFT, { price: w.price(Math.round(price / area), status, 'full') });
}

/** [latitude, longitude] of a listing with exactly two finite coordinates ([lng, lat] on the wire). */
export function latLngOf(p: Pick<TProperty, 'location'> | null | undefined): [number, number] | null {
  const c = p?.location?.coordinates;
  if (!Array.isArray(c) || c.length !== 2) return null;
  const [lng, lat] = c;
  if (typeof lat !== 'number' || typeof lng !== 'number' || !Number.isFinite(lat) || !Number.isFinite(lng)) {
    return null;
  }
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180 || (lat === 0 && lng === 0)) return null;
  return [lat, lng];
}

/** The listing's own agent or an admin may edit and delete it (API.md 'Who may do what'). */
export function canManageProperty(
  user: Pick<TUser, 'id' | 'role'> | null | undefined,
  property: Pick<TProperty, 'agent'> | null | undefined,
): boolean {
  if (!user || !property) return false;
  if (user.role === 'admin') return true;
  return user.role === 'agent' && !!property.agent?._id && property.agent._id === user.id;
}

/** '15 Mar 2027' for an ISO date (the shared date formatter); null when missing or unreadable. */
export function formatDate(value: unknown): string | null {
  return formatSharedDate(value);
}

export type TFact = { key: string; label: string; value: string };

const L = {
  bedrooms: msg`Bedrooms`,
  bathrooms: msg`Bathrooms`,
  area: msg`Area`,
  type: msg`Type`,
  status: msg`Status`,
  construction: msg`Construction`,
  possession: msg`Possession`,
  floor: msg`Floor`,
  building: msg`Building`,
  propertyType: msg`Property type`,
  builtUp: msg`Built-up area`,
  constructionStatus: msg`Construction status`,
  age: msg`Age of property`,
  listed: msg`Listed on`,
  projectArea: msg`Project area`,
  totalUnits: msg`Total units`,
  configurations: msg`Configurations`,
  launchDate: msg`Launch date`,
  reraId: msg`RERA ID`,
  builder: msg`Builder`,
};
const BATHS = msg({ message: '{n, plural, one {# Bath} other {# Baths}}' });
const NEW = msg`New`;
const YEARS = msg({ message: '{n, plural, one {# year} other {# years}}' });
const ACRES = msg({ message: '{n} acres' });

/** The key-facts strip: what a buyer compares first. Missing values are left out. */
export function keyFacts(p: TProperty, w: TDetailWords = englishWords()): TFact[] {
  const _ = w.i18n._;
  const facts: TFact[] = [];
  if (p.bedrooms > 0) facts.push({ key: 'bedrooms', label: _(L.bedrooms), value: `${p.bedrooms} BHK` });
  if (p.bathrooms > 0)
    facts.push({ key: 'bathrooms', label: _(L.bathrooms), value: _(BATHS, { n: Math.round(p.bathrooms) }) });
  facts.push({ key: 'area', label: _(L.area), value: w.area(p.area) });
  if (p.type) facts.push({ key: 'type', label: _(L.type), value: w.type(p.type) });
  if (p.status) facts.push({ key: 'status', label: _(L.status), value: w.status(p.status) });
  if (p.constructionStatus)
    facts.push({
      key: 'construction',
      label: _(L.construction),
      value: w.construction(p.constructionStatus),
    });
  const possession = w.date(p.possessionDate);
  if (possession) facts.push({ key: 'possession', label: _(L.possession), value: possession });
  if (typeof p.floorNumber === 'number')
    facts.push({ key: 'floor', label: _(L.floor), value: String(p.floorNumber) });
  return facts;
}

/** The overview's detail rows. */
export function overviewRows(p: TProperty, w: TDetailWords = englishWords()): TFact[] {
  const _ = w.i18n._;
  const rows: TFact[] = [];
  const add = (key: string, label: string, value: string | null | undefined) => {
    if (value?.trim()) rows.push({ key, label, value });
  };
  add('building', _(L.building), p.buildingName);
  add('type', _(L.propertyType), p.type ? w.type(p.type) : null);
  add('status', _(L.status), p.status ? w.status(p.status) : null);
  add('bedrooms', _(L.bedrooms), p.bedrooms > 0 ? String(p.bedrooms) : null);
  add('bathrooms', _(L.bathrooms), p.bathrooms > 0 ? String(Math.round(p.bathrooms)) : null);
  add('area', _(L.builtUp), w.area(p.area));
  add('floor', _(L.floor), typeof p.floorNumber === 'number' ? String(p.floorNumber) : null);
  add(
    'construction',
    _(L.constructionStatus),
    p.constructionStatus ? w.construction(p.constructionStatus) : null,
  );
  add('possession', _(L.possession), w.date(p.possessionDate));
  add(
    'age',
    _(L.age),
    typeof p.ageOfProperty === 'number'
      ? p.ageOfProperty === 0
        ? _(NEW)
        : _(YEARS, { n: p.ageOfProperty })
      : null,
  );
  add('listed', _(L.listed), w.date(p.createdAt));
  return rows;
}

/** The nearby places of 'Around This Project', in the spec's order, with what was given. */
export const NEARBY_KINDS = [
  { key: 'school', flag: 'hasSchool', label: msg`School` },
  { key: 'hospital', flag: 'hasHospital', label: msg`Hospital` },
  { key: 'mall', flag: 'hasMall', label: msg`Shopping mall` },
  { key: 'park', flag: 'hasPark', label: msg`Park` },
  { key: 'transport', flag: 'hasTransport', label: msg`Public transport` },
] as const;
export type TNearbyKind = (typeof NEARBY_KINDS)[number]['key'];

export function nearbyPlaces(
  nearby: Record<string, unknown> | null | undefined,
  w: TDetailWords = englishWords(),
): { key: TNearbyKind; label: string; detail: string | null }[] {
  if (!nearby) return [];
  return NEARBY_KINDS.flatMap((k) => {
    const detail = typeof nearby[k.key] === 'string' ? (nearby[k.key] as string).trim() : '';
    const has = nearby[k.flag] === true || nearby[k.flag] === 'true';
    return has || detail ? [{ key: k.key, label: w.i18n._(k.label), detail: detail || null }] : [];
  });
}

/** The project facts of 'More About Project'. */
export function projectRows(p: TProperty, w: TDetailWords = englishWords()): TFact[] {
  const _ = w.i18n._;
  const d = p.projectDetails ?? {};
  const rows: TFact[] = [];
  const num = (v: unknown) =>
    typeof v === 'number' ? v : typeof v === 'string' && v.trim() ? Number(v) : Number.NaN;
  const area = num(d.projectArea);
  if (Number.isFinite(area) && area > 0)
    rows.push({
      key: 'projectArea',
      label: _(L.projectArea),
      value: _(ACRES, { n: formatIndianNumber(area, 2) }),
    });
  const units = num(d.totalUnits);
  if (Number.isFinite(units) && units > 0)
    rows.push({ key: 'totalUnits', label: _(L.totalUnits), value: formatIndianNumber(units) });
  if (typeof d.configurations === 'string' && d.configurations.trim())
    rows.push({ key: 'configurations', label: _(L.configurations), value: d.configurations.trim() });
  const launch = w.date(d.launchDate);
  if (launch) rows.push({ key: 'launchDate', label: _(L.launchDate), value: launch });
  if (typeof d.reraId === 'string' && d.reraId.trim())
    rows.push({ key: 'reraId', label: _(L.reraId), value: d.reraId.trim() });
  const possession = w.date(p.possessionDate);
  if (possession) rows.push({ key: 'possession', label: _(L.possession), value: possession });
  if (p.constructionStatus)
    rows.push({
      key: 'construction',
      label: _(L.constructionStatus),
      value: w.construction(p.constructionStatus),
    });
  if (p.developer?.name) rows.push({ key: 'developer', label: _(L.builder), value: p.developer.name });
  return rows;
}
