import { AREA_RESULT_DECIMALS, convertArea, type TAreaUnit } from '@nivaas/shared/area-units';
import { formatIndianNumber } from '@nivaas/shared/format-price';

/** An area figure with Indian grouping and up to six decimals: 43560 → '43,560'. */
export const formatAreaValue = (n: number): string => formatIndianNumber(n, AREA_RESULT_DECIMALS);

/** What the About box says for a unit: its own description, then its size in square feet and metres. */
export function describeAreaUnit(unit: TAreaUnit): string {
  const sqFt = formatAreaValue(convertArea(1, unit.id, 'square-feet'));
  const sqM = formatAreaValue(convertArea(1, unit.id, 'square-meter'));
  let size = `1 ${unit.name} = ${sqFt} sq ft = ${sqM} sq m.`;
  if (unit.id === 'square-feet') {
    size = `1 ${unit.name} = ${sqM} sq m. Flat sizes in India (carpet, built-up and super built-up area) are usually quoted in it.`;
  } else if (unit.id === 'square-meter') {
    size = `The SI unit of area. 1 ${unit.name} = ${sqFt} sq ft. RERA registrations and many sale deeds give the carpet area in it.`;
  }
  return unit.description ? `${unit.description} ${size}` : size;
}
