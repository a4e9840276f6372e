import type { TImageRef } from '@nivaas/shared/auth';
import { DEFAULT_COUNTRY, type TDeveloper } from '@nivaas/shared/developer';

export type TNamedRow = { name: string; description: string };
export type TTeamRow = { name: string; designation: string; image: TImageRef | null };
export type TAwardRow = { name: string; year: string; category: string };

/**
 * What the Add / Edit Developer form holds: every input as text (the shared schema reads numbers
 * from text), nested like the schema so its messages land on the right fields, files beside them.
 */
export type TDeveloperFormValues = {
  name: string;
  description: string;
  website: string;
  foundedYear: string;
  headquarters: { city: string; state: string; country: string };
  completedProjects: string;
  ongoingProjects: string;
  upcomingProjects: string;
  flagshipProjects: TNamedRow[];
  team: TTeamRow[];
  specializations: TNamedRow[];
  contact: { email: string; phone: string };
  socialMedia: { facebook: string; twitter: string; linkedin: string; instagram: string };
  awards: TAwardRow[];
  /** Create only: the edit form replaces the logo on its own. */
  logo: File | null;
  /** Create only: they go to the kept team members in order. */
  teamPhotos: File[];
};

export const NEW_ROW = {
  flagshipProjects: (): TNamedRow => ({ name: '', description: '' }),
  team: (): TTeamRow => ({ name: '', designation: '', image: null }),
  specializations: (): TNamedRow => ({ name: '', description: '' }),
  awards: (): TAwardRow => ({ name: '', year: '', category: '' }),
};
export type TRowListName = keyof typeof NEW_ROW;
export const ROW_LIST_NAMES = Object.keys(NEW_ROW) as TRowListName[];

/** Each list starts with one empty row to type into; rows left empty are not saved. */
const orOneEmpty = <T>(rows: T[], make: () => T): T[] => (rows.length ? rows : [make()]);

export function emptyDeveloperForm(): TDeveloperFormValues {
  return {
    name: '',
    description: '',
    website: '',
    foundedYear: '',
    headquarters: { city: '', state: '', country: DEFAULT_COUNTRY },
    completedProjects: '0',
    ongoingProjects: '0',
    upcomingProjects: '0',
    flagshipProjects: [NEW_ROW.flagshipProjects()],
    team: [NEW_ROW.team()],
    specializations: [NEW_ROW.specializations()],
    contact: { email: '', phone: '' },
    socialMedia: { facebook: '', twitter: '', linkedin: '', instagram: '' },
    awards: [NEW_ROW.awards()],
    logo: null,
    teamPhotos: [],
  };
}

const text = (value: string | number | null | undefined) => (value == null ? '' : String(value));

/** The edit form's prefill from GET /developers/{id}. */
export function developerToFormValues(developer: TDeveloper): TDeveloperFormValues {
  const { headquarters: hq, contact, socialMedia: social } = developer;
  return {
    name: developer.name,
    description: developer.description,
    website: text(developer.website),
    foundedYear: text(developer.foundedYear),
    headquarters: { city: hq.city, state: hq.state, country: hq.country || DEFAULT_COUNTRY },
    completedProjects: text(developer.completedProjects),
    ongoingProjects: text(developer.ongoingProjects),
    upcomingProjects: text(developer.upcomingProjects),
    flagshipProjects: orOneEmpty(
      developer.flagshipProjects.map((p) => ({ name: p.name, description: p.description })),
      NEW_ROW.flagshipProjects,
    ),
    team: orOneEmpty(
      developer.team.map((m) => ({ name: m.name, designation: m.designation, image: m.image })),
      NEW_ROW.team,
    ),
    specializations: orOneEmpty(
      developer.specializations.map((s) => ({ name: s.name, description: s.description })),
      NEW_ROW.specializations,
    ),
    contact: { email: text(contact.email), phone: text(contact.phone) },
    socialMedia: {
      facebook: text(social.facebook),
      twitter: text(social.twitter),
      linkedin: text(social.linkedin),
      instagram: text(social.instagram),
    },
    awards: orOneEmpty(
      developer.awards.map((a) => ({ name: a.name, year: text(a.year), category: a.category })),
      NEW_ROW.awards,
    ),
    logo: null,
    teamPhotos: [],
  };
}
