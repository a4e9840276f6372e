/**
 * Names in the order people read them (cities, localities, builders), as the 'en-IN' collation
 * orders them. `a.localeCompare(b, 'en-IN')` builds a collator on every comparison (sorting the
 * home's cities that way took a slow phone ~40 ms while the page hydrated), and even one
 * Intl.Collator loads the collation data (~8 ms there). Names of plain letters, digits and spaces,
 * which nearly all of ours are, are compared by hand, the way the collation does: letters by their
 * lower case (spaces before digits before letters), then, between names that differ only in case,
 * lower case first. Any other name goes to the collator.
 */
const PLAIN = /^[A-Za-z0-9 ]*$/;
let collator: Intl.Collator | undefined;

function comparePlain(a: string, b: string): number {
  const la = a.toLowerCase();
  const lb = b.toLowerCase();
  if (la !== lb) return la < lb ? -1 : 1;
  for (let i = 0; i < a.length; i++) {
    const ca = a.charCodeAt(i);
    const cb = b.charCodeAt(i);
    // Lower case (97+) before upper case (65+) where only the case differs.
    if (ca !== cb) return ca > cb ? -1 : 1;
  }
  return 0;
}

export function compareText(a: string, b: string): number {
  if (PLAIN.test(a) && PLAIN.test(b)) return comparePlain(a, b);
  collator ??= new Intl.Collator('en-IN');
  return collator.compare(a, b);
}
