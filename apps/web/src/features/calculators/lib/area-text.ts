import { msg } from '@lingui/core/macro';
import { AREA_RESULT_DECIMALS, convertArea, type TAreaUnit } from '@nivaas/shared/area-units';
import { formatIndianNumber } from '@nivaas/shared/format-price';
import { Translator } from '../../../lib/i18n/runtime';
import type { TSays } from '../../../lib/i18n/says';
import { areaUnitName, areaUnitNote } from './area-unit-text';

/** An area figure with Indian grouping and up to six decimals: 43560 → '43,560'. */
export const formatAreaValue = (n: number): string => formatIndianNumber(n, AREA_RESULT_DECIMALS);

const ENGLISH = new Translator('en', {});

const SIZE = msg`1 {unit} = {sqFt} sq ft = {sqM} sq m.`;
const SQUARE_FEET_SIZE = msg`1 {unit} = {sqM} sq m. Flat sizes in India (carpet, built-up and super built-up area) are usually quoted in it.`;
const SQUARE_METER_SIZE = msg`The SI unit of area. 1 {unit} = {sqFt} sq ft. RERA registrations and many sale deeds give the carpet area in it.`;

/**
 * What the About box says for a unit: its own description, then its size in square feet and
 * metres; in the page's language (English unless told).
 */
export function describeAreaUnit(unit: TAreaUnit, i18n: TSays = ENGLISH): string {
  const values = {
    unit: areaUnitName(i18n, unit),
    sqFt: formatAreaValue(convertArea(1, unit.id, 'square-feet')),
    sqM: formatAreaValue(convertArea(1, unit.id, 'square-meter')),
  };
  const size =
    unit.id === 'square-feet'
      ? i18n._(SQUARE_FEET_SIZE, values)
      : unit.id === 'square-meter'
        ? i18n._(SQUARE_METER_SIZE, values)
        : i18n._(SIZE, values);
  const note = areaUnitNote(i18n, unit);
  return note ? `${note} ${size}` : size;
}
