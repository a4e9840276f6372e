import { AREA_UNITS } from '@nivaas/shared/area-units';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18nFor, loadCatalogPart } from '../../../lib/i18n/i18n';
import { AREA_UNIT_NAMES, AREA_UNIT_NOTES, areaUnitName, areaUnitNote } from './area-unit-text';
import { describeAreaUnit } from './area-text';

beforeAll(async () => {
  // Their Hindi is in the forms' part (with the frame's part under it).
  await loadCatalogPart('hi', 'forms');
});

describe('the area units in the catalogs', () => {
  it('say every unit in English word for word as the shared table does', () => {
    const en = i18nFor('en');
    expect(Object.keys(AREA_UNIT_NAMES).sort()).toEqual(AREA_UNITS.map((u) => u.id).sort());
    expect(Object.keys(AREA_UNIT_NOTES).sort()).toEqual(
      AREA_UNITS.filter((u) => u.description)
        .map((u) => u.id)
        .sort(),
    );
    for (const unit of AREA_UNITS) {
      expect(areaUnitName(en, unit)).toBe(unit.name);
      expect(areaUnitNote(en, unit)).toBe(unit.description);
    }
  });

  it('name every unit in Hindi', () => {
    const hi = i18nFor('hi');
    for (const unit of AREA_UNITS) {
      expect(areaUnitName(hi, unit), unit.id).toMatch(/^[\u0900-\u097F][\u0900-\u097F ,/()]*$/);
    }
    const unit = AREA_UNITS.find((u) => u.id === 'bigha-uttar-pradesh');
    if (!unit) throw new Error('no UP bigha');
    expect(describeAreaUnit(unit, hi)).toBe(
      'उत्तर प्रदेश में चलता है। 1 बीघा = 20 बिस्वा = 27,000 वर्ग फुट। 1 बीघा (उत्तर प्रदेश) = 27,000 वर्ग फुट = 2,508.38208 वर्ग मीटर।',
    );
  });
});
