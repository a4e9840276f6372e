import { describe, expect, it } from 'vitest';
import { emptyFormValues, normaliseNumbers, propertyToFormValues, storedExtras } from './form-values';
import { AGENT_ID, DEVELOPER_ID, storedProperty } from './test-fixtures';

describe('emptyFormValues', () => {
  it('prefills India and one empty highlight row', () => {
    const v = emptyFormValues();
    expect(v.country).toBe('India');
    expect(v.highlights).toEqual([{ value: '' }]);
    expect(v.status).toBe('For Sale');
    expect(v.constructionStatus).toBe('Under Construction');
  });
});

describe('propertyToFormValues', () => {
  const v = propertyToFormValues(storedProperty());

  it('fills the form from the stored listing', () => {
    expect(v.type).toBe('Villa');
    expect(v.status).toBe('Sold');
    expect(v.price).toBe('12500000');
    expect(v.bathrooms).toBe('3.5');
    expect(v.buildingName).toBe('');
    expect(v.latitude).toBe('19.9975');
    expect(v.longitude).toBe('73.7898');
    expect(v.possessionDate).toBe('2025-12-31');
    expect(v.projectDetails).toMatchObject({
      totalUnits: '40',
      launchDate: '2024-01-15',
      reraId: 'P51700000001',
      projectArea: '',
    });
    expect(v.nearbyLocalities).toMatchObject({
      hasSchool: true,
      school: 'Ryan International',
      hasPark: false,
      park: '',
    });
    expect(v.developer).toEqual({ _id: DEVELOPER_ID, name: 'Godavari Builders' });
    expect(v.agent?._id).toBe(AGENT_ID);
  });

  it('keeps every amenity of the option list, in its order', () => {
    expect(v.amenities).toEqual(['Parking', 'Gym', 'Kitchen']);
  });

  it('lists stored photos to keep, previewing the small variant', () => {
    expect(v.images.map((i) => (i.kind === 'existing' ? i.image : null))).toEqual([
      { _id: 'img-1', url: '/uploads/1.webp', publicId: 'p/1' },
      { _id: 'img-2', url: '/uploads/2.webp', publicId: 'p/2' },
    ]);
    expect(v.images[0]?.previewUrl).toBe('/uploads/1-s.webp');
  });

  it('names the other stored files', () => {
    expect(storedExtras(storedProperty())).toEqual({
      floorPlans: [],
      brochure: { url: '/uploads/b.pdf', name: 'brochure.pdf' },
      virtualTour: null,
    });
  });
});

describe('normaliseNumbers', () => {
  it('drops grouping commas and spaces from number fields only', () => {
    const v = normaliseNumbers({ ...emptyFormValues(), price: '1,25,00,000', title: 'A, B' });
    expect(v.price).toBe('12500000');
    expect(v.title).toBe('A, B');
  });
});
