import { describe, expect, it } from 'vitest';
import { compareText } from './compare-text';

const sign = (n: number) => Math.sign(n);
const collator = new Intl.Collator('en-IN');

describe('compareText', () => {
  it("orders names as 'en-IN' does, case and accents aside", () => {
    const names = [
      'pune',
      'Ahmedabad',
      'Navi Mumbai',
      'Nashik',
      'Éluru',
      'agra',
      'Mumbai',
      'Sector 12',
      'Sector 2',
    ];
    expect([...names].sort(compareText)).toEqual([...names].sort(collator.compare));
  });

  it('agrees with the collation on every pair of many random plain names', () => {
    // A seeded generator: the same names every run.
    let seed = 7;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const alphabet = 'aAbBnNzZ09 5';
    const names = Array.from({ length: 400 }, () =>
      Array.from(
        { length: 1 + Math.floor(next() * 5) },
        () => alphabet[Math.floor(next() * alphabet.length)],
      ).join(''),
    );
    for (let i = 0; i + 1 < names.length; i++) {
      const a = names[i] ?? '';
      const b = names[i + 1] ?? '';
      expect(sign(compareText(a, b)), `${a} vs ${b}`).toBe(sign(collator.compare(a, b)));
    }
  });
});
