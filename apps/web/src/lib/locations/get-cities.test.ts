import { describe, expect, it } from 'vitest';
import { normaliseCities } from './get-cities';

describe('normaliseCities', () => {
  it('accepts the centre as [lat, lng] or {lat, lng} and localities as names or objects', () => {
    expect(
      normaliseCities([
        {
          city: 'Nashik',
          state: 'Maharashtra',
          center: [20, 73.8],
          localities: ['Gangapur Road', 'College Road'],
        },
        {
          city: 'Pune',
          state: 'Maharashtra',
          center: { lat: 18.5, lng: 73.9 },
          localities: [{ name: 'Baner' }],
        },
      ]),
    ).toEqual([
      {
        city: 'Nashik',
        state: 'Maharashtra',
        center: [20, 73.8],
        localities: ['Gangapur Road', 'College Road'],
      },
      { city: 'Pune', state: 'Maharashtra', center: [18.5, 73.9], localities: ['Baner'] },
    ]);
  });

  it('reads the server shape and puts the localities with most listings first', () => {
    expect(
      normaliseCities([
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
      ]),
    ).toEqual([
      {
        city: 'Nashik',
        state: 'Maharashtra',
        center: [20, 73.8],
        localities: ['Gangapur Road', 'Anandwalli', 'College Road'],
      },
    ]);
  });

  it('drops nameless and repeated cities and survives junk', () => {
    expect(normaliseCities([{ city: '' }, { city: 'Goa' }, { city: 'Goa' }])).toEqual([
      { city: 'Goa', state: '', center: null, localities: [] },
    ]);
    expect(normaliseCities(null)).toEqual([]);
  });
});
