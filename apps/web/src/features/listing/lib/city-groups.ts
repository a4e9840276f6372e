import { compareText } from '@nivaas/shared/compare-text';
import { citySuggestions, sameCity } from './cities';

/**
 * Major cities by first letter A to I, as the original picker grouped them (spec §2: 'cities
 * grouped by letters A to I'); the cities the server knows are merged in under their letters.
 */
export const CITY_GROUPS_A_TO_I: Readonly<Record<string, readonly string[]>> = {
  A: ['Agra', 'Ahmedabad', 'Ajmer', 'Amritsar', 'Aurangabad'],
  B: ['Bengaluru', 'Bhopal', 'Bhubaneswar'],
  C: ['Chandigarh', 'Chennai', 'Coimbatore'],
  D: ['Dehradun', 'Delhi', 'Dhanbad'],
  E: ['Ernakulam'],
  F: ['Faridabad'],
  G: ['Gandhinagar', 'Ghaziabad', 'Goa', 'Gurgaon', 'Guwahati'],
  H: ['Hubli', 'Hyderabad'],
  I: ['Indore'],
};

export type TCityGroup = { letter: string; cities: string[] };

/**
 * The picker's list: every city (the A to I set, the suggestions and the server's cities)
 * grouped by first letter, letters and cities in order, filtered by the typed text.
 */
export function groupCities(knownCities: readonly string[], filter = ''): TCityGroup[] {
  const all: string[] = [];
  const add = (city: string) => {
    if (city.trim() && !all.some((c) => sameCity(c, city))) all.push(city.trim());
  };
  for (const list of Object.values(CITY_GROUPS_A_TO_I)) list.forEach(add);
  citySuggestions(knownCities).forEach(add);

  const needle = filter.trim().toLowerCase();
  const groups = new Map<string, string[]>();
  for (const city of all) {
    if (needle && !city.toLowerCase().includes(needle)) continue;
    const letter = city.charAt(0).toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), city]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([letter, cities]) => ({ letter, cities: cities.sort(compareText) }));
}
