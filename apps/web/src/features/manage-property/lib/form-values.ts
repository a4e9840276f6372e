import { DEFAULT_COUNTRY } from '@nivaas/shared/developer';
import type { TExistingImage, TProperty } from '@nivaas/shared/property';
import {
  AMENITIES,
  CONSTRUCTION_STATUSES,
  DEFAULT_CONSTRUCTION_STATUS,
  PROPERTY_STATUSES,
  toPropertyType,
  type TAmenity,
  type TConstructionStatus,
  type TPropertyStatus,
  type TPropertyType,
} from '@nivaas/shared/property-options';
import type { TImageItem } from './image-list';

/**
 * What the Add / Edit Property form holds (public-site §3). Text inputs keep text, so a half-typed
 * number is never lost; the shared schema reads it on submit and the FormData sends it as text.
 */

export const NEARBY_PLACES = [
  { flag: 'hasSchool', name: 'school', label: 'School' },
  { flag: 'hasHospital', name: 'hospital', label: 'Hospital' },
  { flag: 'hasMall', name: 'mall', label: 'Mall' },
  { flag: 'hasPark', name: 'park', label: 'Park' },
  { flag: 'hasTransport', name: 'transport', label: 'Public transport' },
] as const;
export type TNearbyFlag = (typeof NEARBY_PLACES)[number]['flag'];
export type TNearbyName = (typeof NEARBY_PLACES)[number]['name'];
export type TNearbyValues = Record<TNearbyFlag, boolean> & Record<TNearbyName, string>;

export const PROJECT_DETAIL_KEYS = [
  'projectArea',
  'totalUnits',
  'launchDate',
  'reraId',
  'configurations',
] as const;
export type TProjectDetailKey = (typeof PROJECT_DETAIL_KEYS)[number];

export const ADDRESS_KEYS = ['line1', 'street', 'locality', 'city', 'state', 'zipCode', 'country'] as const;
export type TAddressKey = (typeof ADDRESS_KEYS)[number];

export type TApprovalRow = { name: string; number: string; date: string };
export type TPickedDeveloper = { _id: string; name: string };
export type TPickedAgent = { _id: string; name: string; email: string; avatar: string | null };
/** A file kept from the stored listing (brochure, virtual tour, floor plans): shown, not re-sent. */
export type TStoredFileInfo = { url: string; name: string };

export type TPropertyFormValues = {
  title: string;
  description: string;
  titleHi: string;
  descriptionHi: string;
  type: TPropertyType;
  status: TPropertyStatus;
  constructionStatus: TConstructionStatus;
  featured: boolean;
  price: string;
  bedrooms: string;
  bathrooms: string;
  area: string;
  buildingName: string;
  floorNumber: string;
  ageOfProperty: string;
  possessionDate: string;
  line1: string;
  street: string;
  locality: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  latitude: string;
  longitude: string;
  amenities: TAmenity[];
  /** Objects, because useFieldArray needs them; at most MAX_HIGHLIGHTS rows. */
  highlights: { value: string }[];
  nearbyLocalities: TNearbyValues;
  projectDetails: Record<TProjectDetailKey, string>;
  approvals: TApprovalRow[];
  developer: TPickedDeveloper | null;
  agent: TPickedAgent | null;
  images: TImageItem[];
  floorPlans: File[];
  brochure: File | null;
  virtualTour: File | null;
};

/** Numeric fields: sent as text, read by the shared schema. */
export const NUMBER_FIELDS = [
  'price',
  'bedrooms',
  'bathrooms',
  'area',
  'floorNumber',
  'ageOfProperty',
] as const;
export const NUMBER_PROJECT_FIELDS = ['projectArea', 'totalUnits'] as const;

/** '45,00,000' and ' 4500000 ' both mean 4500000: grouping commas and spaces are dropped. */
export function numberText(value: string): string {
  return value.replace(/[,\s]/g, '');
}

/** The values with their number fields as plain digits, as the schema and the FormData read them. */
export function normaliseNumbers(values: TPropertyFormValues): TPropertyFormValues {
  const out: TPropertyFormValues = { ...values, projectDetails: { ...values.projectDetails } };
  for (const key of NUMBER_FIELDS) out[key] = numberText(values[key]);
  for (const key of NUMBER_PROJECT_FIELDS) out.projectDetails[key] = numberText(values.projectDetails[key]);
  out.latitude = values.latitude.trim();
  out.longitude = values.longitude.trim();
  return out;
}

export function emptyNearby(): TNearbyValues {
  return {
    hasSchool: false,
    school: '',
    hasHospital: false,
    hospital: '',
    hasMall: false,
    mall: '',
    hasPark: false,
    park: '',
    hasTransport: false,
    transport: '',
  };
}

export function emptyFormValues(): TPropertyFormValues {
  return {
    title: '',
    description: '',
    titleHi: '',
    descriptionHi: '',
    type: 'Apartment',
    status: 'For Sale',
    constructionStatus: DEFAULT_CONSTRUCTION_STATUS,
    featured: false,
    price: '',
    bedrooms: '',
    bathrooms: '',
    area: '',
    buildingName: '',
    floorNumber: '',
    ageOfProperty: '',
    possessionDate: '',
    line1: '',
    street: '',
    locality: '',
    city: '',
    state: '',
    zipCode: '',
    country: DEFAULT_COUNTRY,
    latitude: '',
    longitude: '',
    amenities: [],
    highlights: [{ value: '' }],
    nearbyLocalities: emptyNearby(),
    projectDetails: { projectArea: '', totalUnits: '', launchDate: '', reraId: '', configurations: '' },
    approvals: [],
    developer: null,
    agent: null,
    images: [],
    floorPlans: [],
    brochure: null,
    virtualTour: null,
  };
}

const text = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
/** '2025-03-01T00:00:00.000Z' and '2025-03-01' both become the date input's '2025-03-01'. */
const dateText = (v: unknown): string => (typeof v === 'string' ? v.slice(0, 10) : '');

function pickOption<T extends string>(values: readonly T[], value: unknown, fallback: T): T {
  if (typeof value !== 'string') return fallback;
  return values.find((v) => v.toLowerCase() === value.trim().toLowerCase()) ?? fallback;
}

/** A stored type, or an old one ('Condo') read as today's ('Apartment'); Apartment when unknown. */
function typeOf(value: string): TPropertyType {
  return toPropertyType(value) ?? 'Apartment';
}

/** The stored listing as the edit form's starting values. */
export function propertyToFormValues(p: TProperty): TPropertyFormValues {
  const nearby = p.nearbyLocalities ?? {};
  const project = p.projectDetails ?? {};
  const base = emptyFormValues();
  const nearbyLocalities = emptyNearby();
  for (const place of NEARBY_PLACES) {
    nearbyLocalities[place.flag] = nearby[place.flag] === true;
    nearbyLocalities[place.name] = text(nearby[place.name]);
  }
  const [lng, lat] = p.location?.coordinates ?? [];
  const images: TImageItem[] = p.images.map((img) => {
    const kept: TExistingImage = { _id: img._id, url: img.url, publicId: img.publicId };
    return {
      kind: 'existing',
      key: `existing-${img._id}`,
      image: kept,
      previewUrl: img.variants?.small ?? img.url,
    };
  });
  return {
    ...base,
    title: p.title,
    description: p.description,
    titleHi: text(p.titleHi),
    descriptionHi: text(p.descriptionHi),
    type: typeOf(p.type),
    status: pickOption(PROPERTY_STATUSES, p.status, 'For Sale'),
    constructionStatus: pickOption(CONSTRUCTION_STATUSES, p.constructionStatus, DEFAULT_CONSTRUCTION_STATUS),
    featured: p.featured,
    price: text(p.price),
    bedrooms: text(p.bedrooms),
    bathrooms: text(p.bathrooms),
    area: text(p.area),
    buildingName: text(p.buildingName),
    floorNumber: text(p.floorNumber),
    ageOfProperty: text(p.ageOfProperty),
    possessionDate: dateText(p.possessionDate),
    line1: text(p.address.line1),
    street: text(p.address.street),
    locality: text(p.address.locality),
    city: text(p.address.city),
    state: text(p.address.state),
    zipCode: text(p.address.zipCode),
    country: text(p.address.country) || DEFAULT_COUNTRY,
    latitude: text(lat),
    longitude: text(lng),
    amenities: AMENITIES.filter((a) => p.amenities.some((x) => x.toLowerCase() === a.toLowerCase())),
    highlights: p.highlights.length ? p.highlights.map((value) => ({ value })) : base.highlights,
    nearbyLocalities,
    projectDetails: {
      projectArea: text(project.projectArea),
      totalUnits: text(project.totalUnits),
      launchDate: dateText(project.launchDate),
      reraId: text(project.reraId),
      configurations: text(project.configurations),
    },
    approvals: p.approvals.map((a) => ({ name: a.name, number: a.number, date: dateText(a.date) })),
    developer: p.developer ? { _id: p.developer._id, name: p.developer.name } : null,
    agent: p.agent
      ? {
          _id: p.agent._id,
          name: p.agent.name,
          email: p.agent.email,
          avatar: p.agent.avatar ?? p.agent.photo,
        }
      : null,
    images,
  };
}

/** The files the stored listing already has, besides its photos (shown on the edit form). */
export function storedExtras(p: TProperty): {
  floorPlans: TStoredFileInfo[];
  brochure: TStoredFileInfo | null;
  virtualTour: TStoredFileInfo | null;
} {
  const info = (f: { url: string; name?: string }, fallback: string): TStoredFileInfo => ({
    url: f.url,
    name: f.name ?? fallback,
  });
  return {
    floorPlans: p.floorPlans.map((f, i) => info(f, `Floor plan ${i + 1}`)),
    brochure: p.brochure ? info(p.brochure, 'Brochure') : null,
    virtualTour: p.virtualTour ? info(p.virtualTour, 'Virtual tour') : null,
  };
}
