import { compareText } from '@nivaas/shared/compare-text';
import { DEFAULT_CITY } from '@nivaas/shared/constants';

/** The city picker's popular cities (spec §2 'Mobile'). */
export const POPULAR_CITIES = ['Mumbai', 'Bengaluru', 'Pune', 'Delhi', 'Noida', 'Gurgaon'] as const;

/** The suggestion list starts with the default city and the popular ones (spec §2). */
export const LEADING_CITIES = [DEFAULT_CITY, ...POPULAR_CITIES] as const;

export const sameCity = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The search box's suggestions: Nashik, Mumbai, Bengaluru, Pune, Delhi, Noida, Gurgaon, then the
 * other cities from the server in alphabetical order, without repeats.
 */
export function citySuggestions(knownCities: readonly string[]): string[] {
  const out: string[] = [...LEADING_CITIES];
  const rest = [...knownCities].sort(compareText);
  for (const city of rest) if (city.trim() && !out.some((c) => sameCity(c, city))) out.push(city.trim());
  return out;
}
