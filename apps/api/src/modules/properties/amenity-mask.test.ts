import { AMENITIES } from '@nivaas/shared/property-options';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TTestApp } from '../../../test/test-app';
import { amenityMask } from './property-search';

/** The database's amenity_mask (migration 0012) and the search's must give each amenity the same bit. */
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('amenity bitmask', () => {
  it('gives every amenity the bit of its place in AMENITIES, in SQL as in the search', async () => {
    for (const [i, a] of AMENITIES.entries()) {
      const [row] = await t.database.query<{ m: number }>('select amenity_mask(array[$1]::text[]) as m', [a]);
      expect(row?.m, a).toBe(1 << i);
      expect(amenityMask([a])).toBe(1 << i);
    }
    const [all] = await t.database.query<{ m: number }>('select amenity_mask($1::text[]) as m', [
      [...AMENITIES, 'Helipad'],
    ]);
    expect(all?.m).toBe(amenityMask(AMENITIES));
  });

  it('finds listings having every amenity asked for, and only those', async () => {
    const agent = await createUser(t.app, { role: 'agent' });
    await t.database.query(
      `insert into properties (id, title, description, type, status, price, bedrooms, bathrooms, area,
         street, city, locality, state, zip_code, agent_id, amenities)
       values
         (gen_random_uuid(), 'Both', 'x', 'Apartment', 'For Sale', 5000000, 2, 2, 900, 'Road', 'Maskpur', 'A', 'Goa', '403001', $1, array['Gym', 'Parking', 'WiFi']),
         (gen_random_uuid(), 'Gym only', 'x', 'Apartment', 'For Sale', 5000000, 2, 2, 900, 'Road', 'Maskpur', 'A', 'Goa', '403001', $1, array['Gym']),
         (gen_random_uuid(), 'None', 'x', 'Apartment', 'For Sale', 5000000, 2, 2, 900, 'Road', 'Maskpur', 'A', 'Goa', '403001', $1, '{}')`,
      [agent.user.id],
    );
    const titles = async (query: string) => {
      const res = await t.app.inject({ url: `/api/v1/properties?city=Maskpur&${query}` });
      expect(res.statusCode).toBe(200);
      return (res.json().data as { title: string }[]).map((p) => p.title).sort();
    };
    expect(await titles('amenities=Gym,Parking')).toEqual(['Both']);
    expect(await titles('amenities=Gym')).toEqual(['Both', 'Gym only']);
    expect(await titles('amenities=Swimming Pool')).toEqual([]);
  });
});
