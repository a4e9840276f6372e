import type { TUser } from '@nivaas/shared/auth';
import { formatDate as formatSharedDate } from '@nivaas/shared/format-date';
import { variantSrcSet } from '@nivaas/shared/image-sources';
import { formatArea, formatIndianNumber, formatPrice, isRentStatus } from '@nivaas/shared/format-price';
import { propertyTypeLabel } from '@nivaas/shared/property-options';
import type { TProperty } from '@nivaas/shared/property';

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

export const displayTitle = (p: Pick<TProperty, 'title'> | null | undefined): string =>
  p?.title?.trim() || FALLBACK.title;

/** 'Flat 4, College Road, Gangapur Road, Nashik, Maharashtra 422005' with what is there. */
export function fullAddress(address: Partial<TProperty['address']> | null | undefined): string {
  if (!address) return FALLBACK.address;
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
  return unique.length ? unique.join(', ') : FALLBACK.address;
}

/** The full price in rupees with Indian grouping, ' /mo' for rent: '₹ 1,25,00,000', '₹ 18,000 /mo'. */
export function fullPrice(price: number | null | undefined, status?: string): string | null {
  if (typeof price !== 'number' || !Number.isFinite(price)) return null;
  return formatPrice(price, status, { style: 'full' });
}

/** '₹ 13,158 per sq ft' for a sale; null for rent or when price or area is missing. */
export function pricePerSqft(
  price: number | null | undefined,
  area: number | null | undefined,
  status?: string,
) {
  if (isRentStatus(status)) return null;
  if (typeof price !== 'number' || typeof area !== 'number' || !(price > 0) || !(area > 0)) return null;
  return `${formatPrice(Math.round(price / area), status, { style: 'full' })} per sq ft`;
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

const plural = (n: number, one: string, many: string) =>
  `${formatIndianNumber(n, 1)} ${n === 1 ? one : many}`;

export type TFact = { key: string; label: string; value: string };

/** The key-facts strip: what a buyer compares first. Missing values are left out. */
export function keyFacts(p: TProperty): TFact[] {
  const facts: TFact[] = [];
  if (p.bedrooms > 0) facts.push({ key: 'bedrooms', label: 'Bedrooms', value: `${p.bedrooms} BHK` });
  if (p.bathrooms > 0)
    facts.push({
      key: 'bathrooms',
      label: 'Bathrooms',
      value: plural(Math.round(p.bathrooms), 'Bath', 'Baths'),
    });
  facts.push({ key: 'area', label: 'Area', value: formatArea(p.area) });
  if (p.type) facts.push({ key: 'type', label: 'Type', value: propertyTypeLabel(p.type) });
  if (p.status) facts.push({ key: 'status', label: 'Status', value: p.status });
  if (p.constructionStatus)
    facts.push({ key: 'construction', label: 'Construction', value: p.constructionStatus });
  const possession = formatDate(p.possessionDate);
  if (possession) facts.push({ key: 'possession', label: 'Possession', value: possession });
  if (typeof p.floorNumber === 'number')
    facts.push({ key: 'floor', label: 'Floor', value: String(p.floorNumber) });
  return facts;
}

/** The overview's detail rows. */
export function overviewRows(p: TProperty): TFact[] {
  const rows: TFact[] = [];
  const add = (key: string, label: string, value: string | null | undefined) => {
    if (value?.trim()) rows.push({ key, label, value });
  };
  add('building', 'Building', p.buildingName);
  add('type', 'Property type', p.type ? propertyTypeLabel(p.type) : null);
  add('status', 'Status', p.status);
  add('bedrooms', 'Bedrooms', p.bedrooms > 0 ? String(p.bedrooms) : null);
  add('bathrooms', 'Bathrooms', p.bathrooms > 0 ? String(Math.round(p.bathrooms)) : null);
  add('area', 'Built-up area', formatArea(p.area));
  add('floor', 'Floor', typeof p.floorNumber === 'number' ? String(p.floorNumber) : null);
  add('construction', 'Construction status', p.constructionStatus);
  add('possession', 'Possession', formatDate(p.possessionDate));
  add(
    'age',
    'Age of property',
    typeof p.ageOfProperty === 'number'
      ? p.ageOfProperty === 0
        ? 'New'
        : plural(p.ageOfProperty, 'year', 'years')
      : null,
  );
  add('listed', 'Listed on', formatDate(p.createdAt));
  return rows;
}

/** The nearby places of 'Around This Project', in the spec's order, with what was given. */
export const NEARBY_KINDS = [
  { key: 'school', flag: 'hasSchool', label: 'School' },
  { key: 'hospital', flag: 'hasHospital', label: 'Hospital' },
  { key: 'mall', flag: 'hasMall', label: 'Shopping mall' },
  { key: 'park', flag: 'hasPark', label: 'Park' },
  { key: 'transport', flag: 'hasTransport', label: 'Public transport' },
] as const;
export type TNearbyKind = (typeof NEARBY_KINDS)[number]['key'];

export function nearbyPlaces(
  nearby: Record<string, unknown> | null | undefined,
): { key: TNearbyKind; label: string; detail: string | null }[] {
  if (!nearby) return [];
  return NEARBY_KINDS.flatMap((k) => {
    const detail = typeof nearby[k.key] === 'string' ? (nearby[k.key] as string).trim() : '';
    const has = nearby[k.flag] === true || nearby[k.flag] === 'true';
    return has || detail ? [{ key: k.key, label: k.label, detail: detail || null }] : [];
  });
}

/** The project facts of 'More About Project'. */
export function projectRows(p: TProperty): TFact[] {
  const d = p.projectDetails ?? {};
  const rows: TFact[] = [];
  const num = (v: unknown) =>
    typeof v === 'number' ? v : typeof v === 'string' && v.trim() ? Number(v) : Number.NaN;
  const area = num(d.projectArea);
  if (Number.isFinite(area) && area > 0)
    rows.push({ key: 'projectArea', label: 'Project area', value: `${formatIndianNumber(area, 2)} acres` });
  const units = num(d.totalUnits);
  if (Number.isFinite(units) && units > 0)
    rows.push({ key: 'totalUnits', label: 'Total units', value: formatIndianNumber(units) });
  if (typeof d.configurations === 'string' && d.configurations.trim())
    rows.push({ key: 'configurations', label: 'Configurations', value: d.configurations.trim() });
  const launch = formatDate(d.launchDate);
  if (launch) rows.push({ key: 'launchDate', label: 'Launch date', value: launch });
  if (typeof d.reraId === 'string' && d.reraId.trim())
    rows.push({ key: 'reraId', label: 'RERA ID', value: d.reraId.trim() });
  const possession = formatDate(p.possessionDate);
  if (possession) rows.push({ key: 'possession', label: 'Possession', value: possession });
  if (p.constructionStatus)
    rows.push({ key: 'construction', label: 'Construction status', value: p.constructionStatus });
  if (p.developer?.name) rows.push({ key: 'developer', label: 'Builder', value: p.developer.name });
  return rows;
}
