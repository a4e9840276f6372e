import { describe, expect, it } from 'vitest';
import { toCities } from './get-cities';

describe('toCities', () => {
  it('reads the server shape and puts the localities with most listings first', () => {
    expect(
      toCities([
        {
          _id: 'nashik',
          name: 'Nashik',
          state: 'Maharashtra',
          count: 9,
          center: { lat: 20, lng: 73.8 },
          localities: [
            { _id: 'a', name: 'Anandwalli', count: 2, center: null },
            { _id: 'g', name: 'Gangapur Road', count: 5, center: null },
            { _id: 'c', name: 'College Road', count: 2, center: null },
          ],
        },
        { _id: 'goa', name: 'Goa', state: 'Goa', count: 1, center: null, localities: [] },
      ]),
    ).toEqual([
      {
        city: 'Nashik',
        state: 'Maharashtra',
        center: [20, 73.8],
        localities: ['Gangapur Road', 'Anandwalli', 'College Road'],
      },
      { city: 'Goa', state: 'Goa', center: null, localities: [] },
    ]);
  });
});
