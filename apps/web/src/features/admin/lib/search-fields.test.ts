import type { TAdminContact, TAdminProperty } from '@nivaas/shared/admin';
import type { TUser } from '@nivaas/shared/auth';
import { describe, expect, it } from 'vitest';
import { filterBySearch } from './client-list';
import { agentSearchFields, contactSearchFields, propertySearchFields } from './search-fields';

const person = (name: string) => ({ _id: name, name, avatar: null });

const property: TAdminProperty = {
  _id: 'p1',
  title: 'Riverside 2 BHK flat',
  type: 'Apartment',
  status: 'For Sale',
  price: 4_500_000,
  featured: false,
  images: [],
  address: { city: 'Nashik', state: 'Maharashtra', locality: 'Gangapur Road' },
  agent: { ...person('Priya Kulkarni'), photo: null },
  developer: null,
  rera: null,
  reraCheckedBy: null,
  createdAt: '2025-01-01T00:00:00.000Z',
};

const contact: TAdminContact = {
  _id: 'c1',
  user: person('Rahul Patil'),
  property: { _id: 'p1', title: 'Riverside 2 BHK flat', price: 4_500_000, agent: person('Priya Kulkarni') },
  agent: null,
  contactMethod: 'whatsapp',
  message: 'Is the society gated?',
  status: 'contacted',
  createdAt: '2025-01-01T00:00:00.000Z',
};

const agent = {
  _id: 'u1',
  id: 'u1',
  name: 'Sameer Joshi',
  email: 'agent3@nivaas.in',
  role: 'agent',
  licenseNumber: 'MAHA-RERA-A1234',
} as TUser;

describe('admin search fields (spec §5)', () => {
  it('finds properties by title, agent name, city and type, not by state', () => {
    for (const term of ['riverside', 'priya', 'NASHIK', 'apart']) {
      expect(filterBySearch([property], term, propertySearchFields)).toHaveLength(1);
    }
    expect(filterBySearch([property], 'maharashtra', propertySearchFields)).toHaveLength(0);
  });

  it("finds contacts by user, property title, the listing's agent and status, not by message", () => {
    for (const term of ['rahul', '2 bhk', 'kulkarni', 'contact']) {
      expect(filterBySearch([contact], term, contactSearchFields)).toHaveLength(1);
    }
    expect(filterBySearch([contact], 'gated', contactSearchFields)).toHaveLength(0);
  });

  it('finds agents by name, email and licence number', () => {
    for (const term of ['sameer', 'agent3@', 'rera-a12']) {
      expect(filterBySearch([agent], term, agentSearchFields)).toHaveLength(1);
    }
  });
});
