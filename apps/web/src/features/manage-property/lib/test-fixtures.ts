import type { TProperty } from '@nivaas/shared/property';
import { emptyFormValues, type TPropertyFormValues } from './form-values';
import type { TImageItem } from './image-list';

/** Test data for the form's pure helpers. */
export const AGENT_ID = '0b6f3c52-4a1e-4f0e-9a51-1f0c2b9d7e11';
export const DEVELOPER_ID = '5d2e7b8a-2c4f-4b7d-8e3a-9f1b6c0d4a22';

export function pngFile(name = 'photo.png', size = 1024): File {
  return new File([new Uint8Array(size)], name, { type: 'image/png' });
}

export function newImage(name = 'photo.png'): TImageItem {
  return { kind: 'new', key: `new-${name}`, file: pngFile(name), previewUrl: `blob:${name}` };
}

export function keptImage(id: string): TImageItem {
  return {
    kind: 'existing',
    key: `existing-${id}`,
    image: { _id: id, url: `/uploads/${id}.webp`, publicId: `properties/${id}` },
    previewUrl: `/uploads/${id}-small.webp`,
  };
}

export function validValues(overrides: Partial<TPropertyFormValues> = {}): TPropertyFormValues {
  return {
    ...emptyFormValues(),
    title: '2 BHK flat near Gangapur Road',
    description: 'Sunny flat, east facing.',
    price: '4500000',
    bedrooms: '2',
    bathrooms: '2',
    area: '1150',
    street: 'Gangapur Road',
    locality: 'Gangapur',
    city: 'Nashik',
    state: 'Maharashtra',
    zipCode: '422013',
    images: [newImage()],
    ...overrides,
  };
}

export function storedProperty(overrides: Partial<TProperty> = {}): TProperty {
  return {
    _id: 'c1a2b3c4-d5e6-4f70-8a9b-0c1d2e3f4a5b',
    rera: null,
    title: 'Villa in Nashik',
    description: 'Garden villa',
    titleHi: null,
    descriptionHi: null,
    type: 'villa',
    status: 'Sold',
    price: 12500000,
    bedrooms: 4,
    bathrooms: 3.5,
    area: 2400,
    buildingName: null,
    floorNumber: null,
    featured: true,
    address: {
      line1: null,
      street: 'College Road',
      city: 'Nashik',
      locality: 'College Road',
      state: 'Maharashtra',
      zipCode: '422005',
      country: 'India',
    },
    location: { type: 'Point', coordinates: [73.7898, 19.9975] },
    amenities: ['Gym', 'kitchen', 'Parking'],
    highlights: ['Corner plot'],
    nearbyLocalities: { hasSchool: true, school: 'Ryan International', hasPark: false },
    projectDetails: { totalUnits: 40, launchDate: '2024-01-15T00:00:00.000Z', reraId: 'P51700000001' },
    approvals: [{ name: 'RERA', number: 'P51700', date: '2023-06-01' }],
    developer: { _id: DEVELOPER_ID, name: 'Godavari Builders', logo: null, description: '' },
    possessionDate: '2025-12-31',
    constructionStatus: 'Ready to Move',
    ageOfProperty: 2,
    images: [
      {
        _id: 'img-1',
        url: '/uploads/1.webp',
        publicId: 'p/1',
        variants: { small: '/uploads/1-s.webp', medium: '', large: '' },
      },
      { _id: 'img-2', url: '/uploads/2.webp', publicId: 'p/2' },
    ],
    floorPlan: null,
    floorPlans: [],
    brochure: { _id: 'b-1', url: '/uploads/b.pdf', publicId: 'p/b', name: 'brochure.pdf' },
    virtualTour: null,
    agent: {
      _id: AGENT_ID,
      name: 'Rohan Patil',
      email: 'agent1@nivaas.in',
      avatar: null,
      photo: null,
      company: null,
      mobile: null,
      phone: null,
      isVerified: true,
      licenseNumber: null,
    },
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    freshness: { confirmedAt: '2025-01-01T00:00:00.000Z', isStale: false, isHiddenAsStale: false },
    priceDrop: null,
    ...overrides,
  };
}
