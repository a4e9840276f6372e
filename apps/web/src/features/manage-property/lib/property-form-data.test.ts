import { describe, expect, it } from 'vitest';
import { toPropertyFormData } from './property-form-data';
import { AGENT_ID, DEVELOPER_ID, keptImage, newImage, pngFile, validValues } from './test-fixtures';

const agentCreate = { mode: 'create', canChooseAgent: false, canSetFeatured: true } as const;
const adminEdit = { mode: 'edit', canChooseAgent: true, canSetFeatured: true } as const;

/** Text parts as [name, value] pairs, in order. */
const textParts = (form: FormData) =>
  [...form.entries()]
    .filter(([, v]) => typeof v === 'string')
    .map(([k, v]): [string, string] => [k, v as string]);
const names = (form: FormData) => [...form.keys()];

describe('toPropertyFormData', () => {
  it('encodes the address as bracket fields and numbers as text', () => {
    const form = toPropertyFormData(validValues({ price: '45,00,000', floorNumber: ' 3 ' }), agentCreate);
    expect(form.get('price')).toBe('4500000');
    expect(form.get('bedrooms')).toBe('2');
    expect(form.get('floorNumber')).toBe('3');
    expect(form.get('address[street]')).toBe('Gangapur Road');
    expect(form.get('address[city]')).toBe('Nashik');
    expect(form.get('address[zipCode]')).toBe('422013');
    expect(form.get('address[country]')).toBe('India');
    expect(form.get('type')).toBe('Apartment');
    expect(form.get('status')).toBe('For Sale');
    expect(form.get('constructionStatus')).toBe('Under Construction');
  });

  it('drops empty values', () => {
    const form = toPropertyFormData(
      validValues({ buildingName: '  ', line1: '', titleHi: ' ', descriptionHi: '' }),
      agentCreate,
    );
    expect(form.has('buildingName')).toBe(false);
    // An edit without them clears the Hindi title and description (the server stores none).
    expect(form.has('titleHi')).toBe(false);
    expect(form.has('descriptionHi')).toBe(false);
    expect(form.has('address[line1]')).toBe(false);
    expect(form.has('ageOfProperty')).toBe(false);
    expect(form.has('possessionDate')).toBe(false);
    expect(form.has('developer')).toBe(false);
    expect(names(form).some((n) => n.startsWith('projectDetails'))).toBe(false);
    expect(names(form).some((n) => n.startsWith('approvals'))).toBe(false);
    expect(names(form).some((n) => n.startsWith('highlights'))).toBe(false);
    expect(form.has('latitude')).toBe(false);
  });

  it('repeats amenities[] and indexes highlights and approvals, skipping blank rows', () => {
    const form = toPropertyFormData(
      validValues({
        amenities: ['Parking', 'Gym'],
        highlights: [{ value: '' }, { value: ' Corner flat ' }, { value: 'Park view' }],
        approvals: [
          { name: '', number: '', date: '' },
          { name: 'RERA', number: 'P517', date: '2024-05-01' },
          { name: 'OC', number: '', date: '' },
        ],
      }),
      agentCreate,
    );
    expect(form.getAll('amenities[]')).toEqual(['Parking', 'Gym']);
    expect(form.get('highlights[0]')).toBe('Corner flat');
    expect(form.get('highlights[1]')).toBe('Park view');
    expect(form.has('highlights[2]')).toBe(false);
    expect(textParts(form).filter(([k]) => k.startsWith('approvals'))).toEqual([
      ['approvals[0][name]', 'RERA'],
      ['approvals[0][number]', 'P517'],
      ['approvals[0][date]', '2024-05-01'],
      ['approvals[1][name]', 'OC'],
    ]);
  });

  it('sends nearby flags always and a name only when its flag is set', () => {
    const values = validValues();
    values.nearbyLocalities = {
      ...values.nearbyLocalities,
      hasSchool: true,
      school: 'Ryan',
      hasMall: false,
      mall: 'City Centre',
    };
    const form = toPropertyFormData(values, agentCreate);
    expect(form.get('nearbyLocalities[hasSchool]')).toBe('true');
    expect(form.get('nearbyLocalities[school]')).toBe('Ryan');
    expect(form.get('nearbyLocalities[hasMall]')).toBe('false');
    expect(form.has('nearbyLocalities[mall]')).toBe(false);
  });

  it('sends project details that are filled, the builder id and the pin', () => {
    const values = validValues({
      developer: { _id: DEVELOPER_ID, name: 'Godavari' },
      latitude: '19.99',
      longitude: '73.78',
    });
    values.projectDetails = { ...values.projectDetails, totalUnits: '1,200', reraId: 'P5170' };
    const form = toPropertyFormData(values, agentCreate);
    expect(form.get('projectDetails[totalUnits]')).toBe('1200');
    expect(form.get('projectDetails[reraId]')).toBe('P5170');
    expect(form.has('projectDetails[launchDate]')).toBe(false);
    expect(form.get('developer')).toBe(DEVELOPER_ID);
    expect(form.get('latitude')).toBe('19.99');
    expect(form.get('longitude')).toBe('73.78');
  });

  it('does not send half a pin', () => {
    const form = toPropertyFormData(validValues({ latitude: '19.99' }), agentCreate);
    expect(form.has('latitude')).toBe(false);
  });

  it('sends featured for agents and admins, and the agent only for admins', () => {
    const agent = { _id: AGENT_ID, name: 'Rohan', email: 'r@x.in', avatar: null };
    expect(toPropertyFormData(validValues({ agent, featured: true }), agentCreate).get('featured')).toBe(
      'true',
    );
    expect(toPropertyFormData(validValues({ agent }), agentCreate).has('agent')).toBe(false);
    expect(toPropertyFormData(validValues({ agent }), adminEdit).get('agent')).toBe(AGENT_ID);
    expect(
      toPropertyFormData(validValues(), { mode: 'create', canChooseAgent: false, canSetFeatured: false }).has(
        'featured',
      ),
    ).toBe(false);
  });

  it('uploads new photos in their order and lists kept ones as existingImages JSON on edit', () => {
    const values = validValues({
      images: [keptImage('a'), newImage('one.png'), keptImage('b'), newImage('two.png')],
    });
    const form = toPropertyFormData(values, adminEdit);
    expect(form.getAll('existingImages').map((v) => JSON.parse(v as string))).toEqual([
      { _id: 'a', url: '/uploads/a.webp', publicId: 'properties/a' },
      { _id: 'b', url: '/uploads/b.webp', publicId: 'properties/b' },
    ]);
    expect(form.getAll('images').map((f) => (f as File).name)).toEqual(['one.png', 'two.png']);
  });

  it('says "keep none" when an edit removed every stored photo', () => {
    const form = toPropertyFormData(validValues({ images: [newImage('only.png')] }), adminEdit);
    expect(form.getAll('existingImages')).toEqual(['[]']);
  });

  it('never sends existingImages on create', () => {
    expect(toPropertyFormData(validValues(), agentCreate).has('existingImages')).toBe(false);
  });

  it('attaches floor plans, brochure and virtual tour', () => {
    const brochure = new File(['%PDF'], 'brochure.pdf', { type: 'application/pdf' });
    const virtualTour = new File(['x'], 'tour.mp4', { type: 'video/mp4' });
    const form = toPropertyFormData(
      validValues({ floorPlans: [pngFile('a.png'), pngFile('b.png')], brochure, virtualTour }),
      agentCreate,
    );
    expect(form.getAll('floorPlans').map((f) => (f as File).name)).toEqual(['a.png', 'b.png']);
    expect((form.get('brochure') as File).name).toBe('brochure.pdf');
    expect((form.get('virtualTour') as File).name).toBe('tour.mp4');
  });
});
