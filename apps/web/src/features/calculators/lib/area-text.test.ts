import { getAreaUnit, type TAreaUnit } from '@nivaas/shared/area-units';
import { describe, expect, it } from 'vitest';
import { describeAreaUnit, formatAreaValue } from './area-text';

const unit = (id: string): TAreaUnit => {
  const found = getAreaUnit(id);
  if (!found) throw new Error(`no unit ${id}`);
  return found;
};

describe('formatAreaValue', () => {
  it('groups the Indian way and keeps up to six decimals', () => {
    expect(formatAreaValue(43_560)).toBe('43,560');
    expect(formatAreaValue(10.76391)).toBe('10.76391');
    expect(formatAreaValue(1_089_000)).toBe('10,89,000');
  });
});

describe('describeAreaUnit', () => {
  it('gives a metric unit its size in square feet and metres', () => {
    expect(describeAreaUnit(unit('hectare'))).toBe('1 Hectare = 1,07,639.104167 sq ft = 10,000 sq m.');
    expect(describeAreaUnit(unit('square-meter'))).toMatch(
      /^The SI unit of area\. 1 Square Meter = 10\.76391 sq ft\./,
    );
  });

  it('puts the description of a regional unit first', () => {
    expect(describeAreaUnit(unit('guntha'))).toMatch(
      /^Used in Maharashtra.*1 Guntha = 1,089 sq ft = 101\.17\d* sq m\.$/,
    );
  });
});
