import type { TImageRef } from '@nivaas/shared/auth';
import type { TDeveloper } from '@nivaas/shared/developer';
import type { TStoredFile } from '../../db/schema';
import type { TDeveloperWithCount } from './developers.repository';

export function toImageRef(file: TStoredFile | null | undefined): TImageRef | null {
  if (!file) return null;
  return {
    _id: file._id,
    url: file.url,
    publicId: file.publicId,
    ...(file.variants ? { variants: file.variants } : {}),
  };
}

/** The developer as the API answers it (admin spec §3). */
export function toDeveloperDto(row: TDeveloperWithCount): TDeveloper {
  const social = row.socialMedia ?? {};
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    website: row.website,
    foundedYear: row.foundedYear,
    logo: toImageRef(row.logo),
    headquarters: { city: row.hqCity, state: row.hqState, country: row.hqCountry },
    completedProjects: row.completedProjects,
    ongoingProjects: row.ongoingProjects,
    upcomingProjects: row.upcomingProjects,
    flagshipProjects: row.flagshipProjects,
    team: row.team.map((m) => ({ name: m.name, designation: m.designation, image: toImageRef(m.image) })),
    specializations: row.specializations,
    contact: { email: row.contactEmail, phone: row.contactPhone },
    socialMedia: {
      facebook: social.facebook ?? null,
      twitter: social.twitter ?? null,
      linkedin: social.linkedin ?? null,
      instagram: social.instagram ?? null,
    },
    awards: row.awards,
    listingCount: row.listingCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
