import type { TProperty, TPropertyCard, TStoredFileDto } from '@nivaas/shared/property';
import type { TPropertyStatus } from '@nivaas/shared/property-options';
import type { TPropertyRow, TStoredFile } from '../../db/schema';

/** A listing's stored columns, without the generated search and key columns. */
export type TPropertyRecord = Omit<
  TPropertyRow,
  'searchText' | 'searchVector' | 'geoKm' | 'cityKey' | 'stateKey' | 'localityKey'
>;

/** The agent and builder columns read beside a listing. */
export type TPropertyAgentRow = {
  id: string;
  name: string;
  email: string;
  avatar: string | null;
  company: string | null;
  mobile: string | null;
  isVerified: boolean;
};
export type TPropertyDeveloperRow = {
  id: string;
  name: string;
  logo: TStoredFile | null;
  description: string;
};
export type TPropertyWithRelations = {
  property: TPropertyRecord;
  agent: TPropertyAgentRow | null;
  developer: TPropertyDeveloperRow | null;
};

const file = (f: TStoredFile): TStoredFileDto => ({ ...f });

/** The public shape of a listing (public-site §3): `_id`, nested address, GeoJSON-style location. */
export function toPropertyDto(
  { property: p, agent, developer }: TPropertyWithRelations,
  extra: { distanceKm?: number } = {},
): TProperty {
  const dto: TProperty = {
    _id: p.id,
    title: p.title,
    description: p.description,
    type: p.type,
    status: p.status as TPropertyStatus,
    price: p.price,
    bedrooms: p.bedrooms,
    bathrooms: p.bathrooms,
    area: p.area,
    buildingName: p.buildingName,
    floorNumber: p.floorNumber,
    featured: p.featured,
    address: {
      line1: p.line1,
      street: p.street,
      city: p.city,
      locality: p.locality,
      state: p.state,
      zipCode: p.zipCode,
      country: p.country,
    },
    amenities: p.amenities,
    highlights: p.highlights,
    nearbyLocalities: p.nearbyLocalities,
    projectDetails: p.projectDetails,
    approvals: p.approvals.map((a) => ({ name: a.name, number: a.number ?? '', date: a.date ?? null })),
    developer: developer
      ? {
          _id: developer.id,
          name: developer.name,
          logo: developer.logo ? file(developer.logo) : null,
          description: developer.description,
        }
      : null,
    possessionDate: p.possessionDate,
    constructionStatus: p.constructionStatus,
    ageOfProperty: p.ageOfProperty,
    images: p.images.map(file),
    floorPlan: p.floorPlans[0] ? file(p.floorPlans[0]) : null,
    floorPlans: p.floorPlans.map(file),
    brochure: p.brochure ? file(p.brochure) : null,
    virtualTour: p.virtualTour ? file(p.virtualTour) : null,
    agent: agent
      ? {
          _id: agent.id,
          name: agent.name,
          email: agent.email,
          avatar: agent.avatar,
          photo: agent.avatar,
          company: agent.company,
          mobile: agent.mobile,
          phone: agent.mobile,
          isVerified: agent.isVerified,
        }
      : null,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
  if (p.lat !== null && p.lng !== null) dto.location = { type: 'Point', coordinates: [p.lng, p.lat] };
  if (extra.distanceKm !== undefined) dto.distanceKm = Math.round(extra.distanceKm * 100) / 100;
  return dto;
}

/** A listing as lists answer it (see ZPropertyCard): the card's fields only. */
export function toPropertyCardDto(
  rel: TPropertyWithRelations,
  extra: { distanceKm?: number } = {},
): TPropertyCard {
  const full = toPropertyDto(rel, extra);
  const p = rel.property;
  const card: TPropertyCard = {
    _id: full._id,
    title: full.title,
    type: full.type,
    status: full.status,
    price: full.price,
    bedrooms: full.bedrooms,
    bathrooms: full.bathrooms,
    area: full.area,
    buildingName: full.buildingName,
    floorNumber: full.floorNumber,
    featured: full.featured,
    address: full.address,
    amenities: full.amenities,
    developer: full.developer && {
      _id: full.developer._id,
      name: full.developer.name,
      logo: full.developer.logo,
    },
    possessionDate: full.possessionDate,
    constructionStatus: full.constructionStatus,
    projectDetails: p.launchDate ? { launchDate: p.launchDate } : {},
    images: full.images.slice(0, 1),
    agent: full.agent,
    createdAt: full.createdAt,
    updatedAt: full.updatedAt,
  };
  if (full.location) card.location = full.location;
  if (full.distanceKm !== undefined) card.distanceKm = full.distanceKm;
  return card;
}
