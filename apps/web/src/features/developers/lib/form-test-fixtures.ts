import type { TImageRef } from '@nivaas/shared/auth';
import type { TDeveloper } from '@nivaas/shared/developer';
import { emptyDeveloperForm, type TDeveloperFormValues } from './form-values';

export const TEAM_IMAGE: TImageRef = {
  _id: 'img-1',
  url: '/uploads/developers/dev-1/team-1-large.webp',
  publicId: 'developers/dev-1/team-1',
  variants: {
    small: '/uploads/developers/dev-1/team-1-small.webp',
    medium: '/uploads/developers/dev-1/team-1-medium.webp',
    large: '/uploads/developers/dev-1/team-1-large.webp',
  },
};

/** A builder as GET /developers/{id} answers it. */
export function storedDeveloper(overrides: Partial<TDeveloper> = {}): TDeveloper {
  return {
    _id: 'dev-1',
    name: 'Kolte Patil Developers',
    description: 'Pune builder of family homes since 1991.',
    website: 'https://koltepatil.example',
    foundedYear: 1991,
    logo: null,
    headquarters: { city: 'Pune', state: 'Maharashtra', country: 'India' },
    completedProjects: 45,
    ongoingProjects: 12,
    upcomingProjects: 0,
    flagshipProjects: [{ name: 'Life Republic', description: 'A township in Hinjewadi' }],
    team: [{ name: 'Rajesh Patil', designation: 'Chairman', image: TEAM_IMAGE }],
    specializations: [],
    contact: { email: 'sales@koltepatil.example', phone: null },
    socialMedia: {
      facebook: 'https://facebook.com/koltepatil',
      twitter: null,
      linkedin: null,
      instagram: null,
    },
    awards: [{ name: 'Best Township', year: 2019, category: 'Real estate' }],
    listingCount: 3,
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A filled Add form with an empty row in each list, as a user leaves it. */
export function filledForm(overrides: Partial<TDeveloperFormValues> = {}): TDeveloperFormValues {
  return {
    ...emptyDeveloperForm(),
    name: ' Kolte Patil Developers ',
    description: 'Pune builder of family homes since 1991.',
    website: 'https://koltepatil.example',
    foundedYear: '1991',
    headquarters: { city: 'Pune', state: 'Maharashtra', country: 'India' },
    completedProjects: '45',
    ongoingProjects: '12',
    upcomingProjects: '',
    flagshipProjects: [
      { name: '', description: '' },
      { name: 'Life Republic', description: 'A township in Hinjewadi' },
    ],
    team: [
      { name: 'Rajesh Patil', designation: 'Chairman', image: null },
      { name: ' ', designation: '', image: null },
      { name: '', designation: 'Director', image: null },
    ],
    specializations: [{ name: '', description: 'Only a description keeps the row' }],
    awards: [
      { name: 'Best Township', year: '2019', category: '' },
      { name: '', year: '', category: '' },
    ],
    ...overrides,
  };
}

export const pngFile = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
