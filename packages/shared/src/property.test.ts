import { describe, expect, it } from 'vitest';
import { ZContactRequest, ZPropertyCreateRequest, ZPropertyUpdateRequest } from './property';

const form = {
  title: 'Sunrise',
  description: 'Bright flat',
  price: '6500000',
  bedrooms: '2',
  bathrooms: '2',
  area: '950',
  street: 'College Road',
  city: 'Nashik',
  locality: 'Gangapur Road',
  state: 'Maharashtra',
  zipCode: '422005',
  images: ['file'],
};

describe('ZPropertyCreateRequest', () => {
  it('reads the flat web form, numbers as text, into the nested property', () => {
    const p = ZPropertyCreateRequest.parse(form);
    expect(p).toMatchObject({
      price: 6_500_000,
      bedrooms: 2,
      bathrooms: 2,
      type: 'Independent House',
      status: 'For Sale',
      address: { city: 'Nashik', country: 'India', locality: 'Gangapur Road' },
      amenities: [],
    });
  });

  it('reads the wire shape: address object and GeoJSON location', () => {
    const { street, city, locality, state, zipCode, ...rest } = form;
    const p = ZPropertyCreateRequest.parse({
      ...rest,
      address: { street, city, locality, state, zipCode },
      location: { type: 'Point', coordinates: [73.78, 20] },
    });
    expect(p.address.city).toBe('Nashik');
    expect(p.location).toEqual({ lat: 20, lng: 73.78 });
  });

  it('gives the spec messages under the flat keys', () => {
    const r = ZPropertyCreateRequest.safeParse({ price: '-1' });
    expect(r.success).toBe(false);
    const keys = Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(keys).toMatchObject({
      title: 'Title is required',
      price: 'Price must be 0 or more',
      street: 'Street address is required',
      zipCode: 'Zip code is required',
      images: 'At least one image is required',
    });
  });

  it('allows at most 10 images and 5 highlights', () => {
    const r = ZPropertyCreateRequest.safeParse({
      ...form,
      images: Array(11).fill('f'),
      highlights: ['a', 'b', 'c', 'd', 'e', 'f'],
    });
    const keys = Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(keys).toEqual({ images: 'You can upload at most 10 images', highlights: 'At most 5 highlights' });
  });

  it('takes whole bathrooms only', () => {
    const r = ZPropertyCreateRequest.safeParse({ ...form, bathrooms: '1.5' });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['bathrooms', 'Bathrooms must be a whole number'],
    ]);
  });

  it.each([
    ['Condo', 'Apartment'],
    ['Condos/Co-ops', 'Apartment'],
    ['Multi-family', 'Apartment'],
    ['house', 'Independent House'],
    ['Townhouse', 'Row House'],
    ['Land', 'Plot'],
    ['Commercial', 'Office'],
    ['Manufactured', 'Independent House'],
    ['Apartment / Flat', 'Apartment'],
    ['builder floor', 'Builder Floor'],
    ['Plot / Land', 'Plot'],
  ])('saves the type %s as %s', (type, stored) => {
    expect(ZPropertyCreateRequest.parse({ ...form, type }).type).toBe(stored);
    expect(ZPropertyUpdateRequest.parse({ ...form, type, status: 'For Sale' }).type).toBe(stored);
  });

  it('refuses a type it does not know', () => {
    const r = ZPropertyCreateRequest.safeParse({ ...form, type: 'Castle' });
    expect(r.error?.issues[0]).toMatchObject({ path: ['type'], message: 'Please choose a property type' });
  });
});

describe('ZPropertyUpdateRequest', () => {
  it('requires type and status, allows Sold and a missing locality', () => {
    const { locality: _l, ...rest } = form;
    expect(ZPropertyUpdateRequest.safeParse(rest).success).toBe(false);
    const p = ZPropertyUpdateRequest.parse({ ...rest, type: 'villa', status: 'sold' });
    expect(p).toMatchObject({ type: 'Villa', status: 'Sold', address: { locality: '' } });
  });
});

describe('ZContactRequest', () => {
  it('needs a message for email and WhatsApp only', () => {
    expect(ZContactRequest.safeParse({ contactMethod: 'email', message: ' ' }).success).toBe(false);
    expect(ZContactRequest.safeParse({ contactMethod: 'whatsapp' }).success).toBe(false);
    expect(ZContactRequest.parse({ contactMethod: 'phone' })).toEqual({
      contactMethod: 'phone',
      message: '',
    });
  });
});
