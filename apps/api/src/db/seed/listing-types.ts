import type { TSeedFreshness } from './listing-freshness';
import type { TSeedPriceHistory } from './listing-price-history';
import {
  isResidentialType,
  type TConstructionStatus,
  type TPropertyStatus,
  type TPropertyType,
} from '@nivaas/shared/property-options';
import type { TStoredFile } from '../schema';
import type { TIllustrationCategory } from './illustration/illustration-svg';

/** The shape of a generated listing row and what the generator is given. */
export type TNearbyLocalities = {
  hasSchool: boolean;
  school: string;
  hasHospital: boolean;
  hospital: string;
  hasMall: boolean;
  mall: string;
  hasPark: boolean;
  park: string;
  hasTransport: boolean;
  transport: string;
};

export type TProjectDetails = {
  projectArea: number;
  totalUnits: number;
  launchDate: string;
  /** Absent for a project that is not RERA registered. */
  reraId?: string;
  configurations: string;
};

/** A row for the properties table, without its id (made by the caller with newId()). */
export type TGeneratedProperty = {
  title: string;
  description: string;
  /** The agent's Hindi title and description (listing-text-hi.ts), in cities where buyers read Hindi. */
  titleHi: string | null;
  descriptionHi: string | null;
  type: TPropertyType;
  status: TPropertyStatus;
  price: number;
  bedrooms: number;
  bathrooms: number;
  area: number;
  buildingName: string | null;
  floorNumber: number | null;
  featured: boolean;
  line1: string | null;
  street: string;
  city: string;
  locality: string;
  state: string;
  zipCode: string;
  country: string;
  lat: number;
  lng: number;
  amenities: string[];
  highlights: string[];
  nearbyLocalities: TNearbyLocalities;
  projectDetails: TProjectDetails | Record<string, never>;
  approvals: { name: string; number: string; date: string | null }[];
  developerId: string | null;
  developerName: string | null;
  possessionDate: string | null;
  constructionStatus: TConstructionStatus;
  ageOfProperty: number | null;
  launchDate: string | null;
  images: TStoredFile[];
  agentId: string;
  listed: boolean;
  createdAt: Date;
  updatedAt: Date;
} & TSeedFreshness &
  TSeedPriceHistory;

export type TGeneratorAgent = { id: string; active: boolean; city?: string };
export type TGeneratorDeveloper = {
  id: string;
  name: string;
  focusCities: readonly string[];
  /** Lower-cased specialization names, e.g. 'plotted development'. */
  specializationKeys: readonly string[];
};
export type TImagePool = Record<TIllustrationCategory, readonly TStoredFile[]>;

export type TGeneratorContext = {
  seed: number;
  /** The moment listing dates are relative to; fixed in tests so output is reproducible. */
  now: Date;
  agents: readonly TGeneratorAgent[];
  developers: readonly TGeneratorDeveloper[];
  images: TImagePool;
};

export function categoryOf(type: TPropertyType): TIllustrationCategory {
  if (type === 'Plot') return 'plot';
  return isResidentialType(type) ? 'home' : 'office';
}
