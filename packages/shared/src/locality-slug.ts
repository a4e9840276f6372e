/**
 * Locality pages' addresses and rules, without zod (the detail and the cards link to the page from
 * their first view). The slug is written exactly as the database's `locality_slug()` (migration
 * 0023) writes it.
 */

/** No figure rests on fewer listings than this. */
export const LOCALITY_MIN_LISTINGS = 5;
/** Months of the trend, this one included. */
export const LOCALITY_TREND_MONTHS = 12;
/** Cards of each list on the locality page (cheapest, newest). */
export const LOCALITY_CARDS = 4;

/**
 * A city's or locality's name in a URL: lower case, runs of anything but a–z and 0–9 become one
 * '-', none at either end ('Andheri (West)' → 'andheri-west'). Empty for a name with no such
 * letters: that place has no page.
 */
export const localitySlug = (name: string): string =>
  name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** The locality page's path, or null when either name has no slug. */
export function localityPath(city: string, locality: string): string | null {
  const c = localitySlug(city);
  const l = localitySlug(locality);
  return c && l ? `/properties/in/${c}/${l}` : null;
}
