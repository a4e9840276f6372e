import { describe, expect, it } from 'vitest';
import { AREA_DEFAULTS, AREA_UNITS, convertArea, getAreaUnit } from './area-units';

const SQ_FT = 'square-feet';

describe('AREA_UNITS', () => {
  it('has about 40 units with unique kebab-case ids and names', () => {
    expect(AREA_UNITS.length).toBeGreaterThanOrEqual(38);
    expect(AREA_UNITS.length).toBeLessThanOrEqual(50);
    const ids = AREA_UNITS.map((u) => u.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(AREA_UNITS.map((u) => u.name)).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('has positive finite factors', () => {
    for (const u of AREA_UNITS) {
      expect(Number.isFinite(u.toSqCm)).toBe(true);
      expect(u.toSqCm).toBeGreaterThan(0);
    }
  });

  it('describes every regional unit', () => {
    const regional = AREA_UNITS.filter((u) => u.group === 'regional');
    expect(regional.length).toBeGreaterThanOrEqual(25);
    for (const u of regional) expect(u.description?.length ?? 0).toBeGreaterThan(10);
  });

  it('covers the metric, imperial and regional units the spec names', () => {
    for (const id of [
      'square-millimeter',
      'square-centimeter',
      'square-meter',
      'square-kilometer',
      'are',
      'hectare',
      'square-inch',
      'square-feet',
      'square-yard',
      'square-mile',
      'acre',
      'rood',
      'perch',
      'bigha-assam',
      'bigha-bihar',
      'bigha-gujarat',
      'bigha-himachal-pradesh',
      'bigha-punjab',
      'bigha-rajasthan-pucca',
      'bigha-uttar-pradesh',
      'bigha-west-bengal',
      'bigha-madhya-pradesh',
      'biswa-uttar-pradesh',
      'biswa-bihar',
      'guntha',
      'cent',
      'ground',
      'ankanam',
      'kanal',
      'marla',
      'katha-bihar',
      'kottah-west-bengal',
      'chatak',
      'decimal',
      'dhur',
      'lessa',
      'killa',
      'murabba',
      'kuncham',
    ]) {
      expect(getAreaUnit(id), id).toBeDefined();
    }
    expect(getAreaUnit('square-yard')?.name).toContain('Gaj');
  });
});

describe('AREA_DEFAULTS', () => {
  it('is square meter to square feet, value 1, with known ids', () => {
    expect(AREA_DEFAULTS).toEqual({ from: 'square-meter', to: 'square-feet', value: 1 });
    expect(getAreaUnit(AREA_DEFAULTS.from)).toBeDefined();
    expect(getAreaUnit(AREA_DEFAULTS.to)).toBeDefined();
    expect(convertArea(AREA_DEFAULTS.value, AREA_DEFAULTS.from, AREA_DEFAULTS.to)).toBe(10.76391);
  });
});

describe('getAreaUnit', () => {
  it('finds a unit by id', () => {
    expect(getAreaUnit('acre')).toMatchObject({ id: 'acre', name: 'Acre', group: 'imperial' });
    expect(getAreaUnit('square-centimeter')?.toSqCm).toBe(1);
  });

  it('gives undefined for an unknown id', () => {
    expect(getAreaUnit('furlong')).toBeUndefined();
    expect(getAreaUnit('')).toBeUndefined();
  });
});

describe('convertArea', () => {
  it.each([
    [1, 'acre', SQ_FT, 43_560],
    [1, 'hectare', 'square-meter', 10_000],
    [1, 'guntha', SQ_FT, 1_089],
    [1, 'cent', SQ_FT, 435.6],
    [1, 'decimal', SQ_FT, 435.6],
    [1, 'ground', SQ_FT, 2_400],
    [1, 'ankanam', SQ_FT, 72],
    [1, 'marla', SQ_FT, 272.25],
    [1, 'kanal', SQ_FT, 5_445],
    [1, 'kanal', 'marla', 20],
    [1, 'killa', 'kanal', 8],
    [1, 'killa', 'acre', 1],
    [1, 'murabba', 'killa', 25],
    [1, 'acre', 'guntha', 40],
    [1, 'acre', 'cent', 100],
    [1, 'acre', 'kuncham', 10],
    [1, 'acre', 'square-yard', 4_840],
    [1, 'acre', 'rood', 4],
    [1, 'acre', 'perch', 160],
    [1, 'square-mile', 'acre', 640],
    [1, 'square-yard', SQ_FT, 9],
    [1, 'ankanam', 'square-yard', 8],
    [1, SQ_FT, 'square-inch', 144],
    [1, 'square-meter', 'square-centimeter', 10_000],
    [1, 'square-centimeter', 'square-millimeter', 100],
    [1, 'square-kilometer', 'hectare', 100],
    [1, 'hectare', 'are', 100],
    [1, 'are', 'square-meter', 100],
    [1, 'bigha-west-bengal', 'kottah-west-bengal', 20],
    [1, 'kottah-west-bengal', 'chatak', 16],
    [1, 'bigha-assam', 'katha-assam', 5],
    [1, 'katha-assam', 'lessa', 20],
    [1, 'bigha-bihar', 'katha-bihar', 20],
    [1, 'katha-bihar', 'dhur', 20],
    [1, 'bigha-uttar-pradesh', 'biswa-uttar-pradesh', 20],
    [1, 'bigha-gujarat', 'guntha', 16],
    [1, 'marla', 'sarsai', 9],
    [1, 'square-meter', SQ_FT, 10.76391],
    [1, SQ_FT, 'square-meter', 0.092903],
    [1, 'acre', 'hectare', 0.404686],
    [1, 'hectare', 'acre', 2.471054],
    [1, 'square-mile', 'square-kilometer', 2.589988],
    [1, 'ground', 'square-meter', 222.967296],
    [2.5, 'acre', SQ_FT, 108_900],
    [0, 'acre', SQ_FT, 0],
  ])('%d %s = %d %s', (value, from, to, expected) => {
    expect(convertArea(value, from, to)).toBe(expected);
  });

  it('converts every unit to itself as 1', () => {
    for (const u of AREA_UNITS) expect(convertArea(1, u.id, u.id), u.id).toBe(1);
  });

  it('round-trips every unit through square feet and square meters', () => {
    for (const u of AREA_UNITS) {
      for (const via of [SQ_FT, 'square-meter']) {
        const there = (1 * u.toSqCm) / (getAreaUnit(via)?.toSqCm ?? Number.NaN);
        const back = convertArea(there, via, u.id);
        expect(back, `${u.id} via ${via}`).toBe(1);
      }
    }
  });

  it('round-trips values between every pair of units within rounding', () => {
    for (const a of AREA_UNITS) {
      for (const b of AREA_UNITS) {
        const there = convertArea(123.45, a.id, b.id);
        // only meaningful when the result keeps enough digits after 6-decimal rounding
        if (there < 1) continue;
        const back = convertArea(there, b.id, a.id);
        expect(Math.abs(back - 123.45) / 123.45, `${a.id} → ${b.id}`).toBeLessThan(1e-6);
      }
    }
  });

  it('rounds to 6 decimals without floating noise', () => {
    expect(convertArea(1, 'square-millimeter', SQ_FT)).toBe(0.000011);
    expect(convertArea(1, 'square-millimeter', 'square-kilometer')).toBe(0);
    expect(convertArea(0.1, 'acre', SQ_FT)).toBe(4_356);
    expect(convertArea(0.3, 'hectare', 'square-meter')).toBe(3_000);
    expect(convertArea(3, 'cent', SQ_FT)).toBe(1_306.8);
  });

  it('handles huge and negative values', () => {
    expect(convertArea(1e10, 'acre', SQ_FT)).toBe(435_600_000_000_000);
    expect(convertArea(1e6, 'square-kilometer', 'square-millimeter')).toBe(1e18);
    expect(convertArea(-1, 'acre', SQ_FT)).toBe(-43_560);
  });

  it('gives NaN for a non-finite value', () => {
    expect(convertArea(Number.NaN, 'acre', SQ_FT)).toBeNaN();
    expect(convertArea(Number.POSITIVE_INFINITY, 'acre', SQ_FT)).toBeNaN();
  });

  it('throws for an unknown unit', () => {
    expect(() => convertArea(1, 'furlong', SQ_FT)).toThrow(RangeError);
    expect(() => convertArea(1, SQ_FT, 'furlong')).toThrow(/Unknown area unit: furlong/);
  });
});
