/**
 * Names in the order people read them (cities, localities, builders): one collator, made on first
 * use. `a.localeCompare(b, 'en-IN')` builds a collator on every comparison, and sorting the
 * home's cities that way took a slow phone ~40 ms while the page hydrated.
 */
let collator: Intl.Collator | undefined;

export function compareText(a: string, b: string): number {
  collator ??= new Intl.Collator('en-IN');
  return collator.compare(a, b);
}
