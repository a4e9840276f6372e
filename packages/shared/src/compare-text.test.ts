import { describe, expect, it } from 'vitest';
import { compareText } from './compare-text';

describe('compareText', () => {
  it("orders names as 'en-IN' does, case and accents aside", () => {
    const names = ['pune', 'Ahmedabad', 'Navi Mumbai', 'Nashik', 'Éluru', 'agra', 'Mumbai'];
    expect([...names].sort(compareText)).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-IN')));
    expect([...names].sort(compareText)).toEqual([
      'agra',
      'Ahmedabad',
      'Éluru',
      'Mumbai',
      'Nashik',
      'Navi Mumbai',
      'pune',
    ]);
  });
});
