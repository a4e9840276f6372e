import { msg } from '@lingui/core/macro';
import type { TAreaUnit, TAreaUnitGroup } from '@nivaas/shared/area-units';
import type { MessageDescriptor } from '@lingui/core';
import type { TSays } from '../../../lib/i18n/says';

/**
 * The area units' names and notes as the catalogs say them (the Hindi names are the ones used in
 * land records and by buyers: बीघा, गज, गुंठा, एकड़). The English is the shared table's own text
 * (`@nivaas/shared/area-units`), word for word; area-unit-text.test.ts checks every unit has both.
 */
export const AREA_GROUP_NAMES: Record<TAreaUnitGroup, MessageDescriptor> = {
  metric: msg`Metric`,
  imperial: msg`Imperial`,
  regional: msg`Regional Indian`,
};

export const AREA_UNIT_NAMES: Record<string, MessageDescriptor> = {
  'square-millimeter': msg`Square Millimeter`,
  'square-centimeter': msg`Square Centimeter`,
  'square-meter': msg`Square Meter`,
  are: msg`Are`,
  hectare: msg`Hectare`,
  'square-kilometer': msg`Square Kilometer`,
  'square-inch': msg`Square Inch`,
  'square-feet': msg`Square Feet`,
  'square-yard': msg`Square Yard (Gaj)`,
  perch: msg`Perch`,
  rood: msg`Rood`,
  acre: msg`Acre`,
  'square-mile': msg`Square Mile`,
  'bigha-assam': msg`Bigha (Assam)`,
  'bigha-bihar': msg`Bigha (Bihar)`,
  'bigha-gujarat': msg`Bigha (Gujarat)`,
  'bigha-himachal-pradesh': msg`Bigha (Himachal Pradesh)`,
  'bigha-jharkhand': msg`Bigha (Jharkhand)`,
  'bigha-madhya-pradesh': msg`Bigha (Madhya Pradesh)`,
  'bigha-punjab': msg`Bigha (Punjab)`,
  'bigha-rajasthan-pucca': msg`Bigha (Rajasthan, pucca)`,
  'bigha-rajasthan-kachha': msg`Bigha (Rajasthan, kachha)`,
  'bigha-uttar-pradesh': msg`Bigha (Uttar Pradesh)`,
  'bigha-uttarakhand': msg`Bigha (Uttarakhand)`,
  'bigha-west-bengal': msg`Bigha (West Bengal)`,
  'biswa-uttar-pradesh': msg`Biswa (Uttar Pradesh)`,
  'biswa-bihar': msg`Biswa (Bihar)`,
  marla: msg`Marla`,
  kanal: msg`Kanal`,
  killa: msg`Killa`,
  murabba: msg`Murabba`,
  sarsai: msg`Sarsai`,
  'katha-bihar': msg`Katha (Bihar)`,
  'kottah-west-bengal': msg`Kottah / Katha (West Bengal)`,
  'katha-assam': msg`Katha (Assam)`,
  chatak: msg`Chatak`,
  dhur: msg`Dhur`,
  lessa: msg`Lessa`,
  decimal: msg`Decimal`,
  guntha: msg`Guntha`,
  cent: msg`Cent`,
  ground: msg`Ground`,
  ankanam: msg`Ankanam`,
  kuncham: msg`Kuncham`,
};

export const AREA_UNIT_NOTES: Record<string, MessageDescriptor> = {
  'square-yard': msg`Called gaj (or sq gaj) across North India, where plots are usually sold by it. 1 gaj = 9 sq ft.`,
  perch: msg`Also square rod or pole; 30.25 sq yd = 272.25 sq ft. 160 perches make an acre.`,
  rood: msg`A quarter of an acre: 10,890 sq ft.`,
  acre: msg`Used for farm and large plots all over India. 1 acre = 43,560 sq ft = 4,840 sq yd.`,
  'square-mile': msg`640 acres.`,
  'bigha-assam': msg`Used in Assam. 1 bigha = 5 katha = 14,400 sq ft.`,
  'bigha-bihar': msg`Used in Bihar. 1 bigha = 20 katha = 27,220 sq ft.`,
  'bigha-gujarat': msg`Used in Gujarat. 1 bigha = 16 guntha = 17,424 sq ft.`,
  'bigha-himachal-pradesh': msg`Used in Himachal Pradesh. 1 bigha = 20 biswa = 8,712 sq ft (a fifth of an acre).`,
  'bigha-jharkhand': msg`Used in Jharkhand, as in Bihar. 1 bigha = 27,220 sq ft.`,
  'bigha-madhya-pradesh': msg`Used in Madhya Pradesh. 1 bigha = 12,000 sq ft.`,
  'bigha-punjab': msg`Used in Punjab. 1 bigha = 9,070 sq ft.`,
  'bigha-rajasthan-pucca': msg`The pucca bigha of Rajasthan. 1 bigha = 20 biswa = 27,225 sq ft (3,025 sq yd).`,
  'bigha-rajasthan-kachha': msg`The kachha bigha of Rajasthan. 1 bigha = 17,424 sq ft (1,936 sq yd).`,
  'bigha-uttar-pradesh': msg`Used in Uttar Pradesh. 1 bigha = 20 biswa = 27,000 sq ft.`,
  'bigha-uttarakhand': msg`Used in Uttarakhand. 1 bigha = 6,804 sq ft.`,
  'bigha-west-bengal': msg`Used in West Bengal. 1 bigha = 20 kottah = 14,400 sq ft.`,
  'biswa-uttar-pradesh': msg`Used in Uttar Pradesh. 1 biswa = 1/20 bigha = 1,350 sq ft.`,
  'biswa-bihar': msg`Used in Bihar, where it equals a katha. 1 biswa = 1/20 bigha = 1,361 sq ft.`,
  marla: msg`Used in Punjab, Haryana, Himachal Pradesh and Jammu & Kashmir. 1 marla = 272.25 sq ft.`,
  kanal: msg`Used in Punjab, Haryana, Himachal Pradesh and Jammu & Kashmir. 1 kanal = 20 marla = 5,445 sq ft.`,
  killa: msg`Used in Punjab and Haryana. 1 killa = 8 kanal = 1 acre = 43,560 sq ft.`,
  murabba: msg`Used in Punjab and Haryana. 1 murabba = 25 killa (25 acres) = 10,89,000 sq ft.`,
  sarsai: msg`Used in Punjab and Haryana. 1 sarsai = 1/9 marla = 30.25 sq ft.`,
  'katha-bihar': msg`Used in Bihar. 1 katha = 20 dhur = 1,361 sq ft.`,
  'kottah-west-bengal': msg`Used in West Bengal. 1 kottah = 16 chatak = 720 sq ft.`,
  'katha-assam': msg`Used in Assam. 1 katha = 20 lessa = 2,880 sq ft.`,
  chatak: msg`Used in West Bengal. 1 chatak = 1/16 kottah = 45 sq ft.`,
  dhur: msg`Used in Bihar. 1 dhur = 1/20 katha = 68.05 sq ft.`,
  lessa: msg`Used in Assam. 1 lessa = 1/20 katha = 144 sq ft.`,
  decimal: msg`Used in Odisha, Bihar, Jharkhand and West Bengal. 1 decimal = 1/100 acre = 435.6 sq ft.`,
  guntha: msg`Used in Maharashtra, Gujarat, Karnataka and Telangana. 1 guntha = 1/40 acre = 121 sq yd = 1,089 sq ft.`,
  cent: msg`Used in Kerala, Tamil Nadu, Karnataka and Andhra Pradesh. 1 cent = 1/100 acre = 435.6 sq ft.`,
  ground: msg`Used in Tamil Nadu, mostly around Chennai. 1 ground = 2,400 sq ft.`,
  ankanam: msg`Used in Andhra Pradesh and Telangana. 1 ankanam = 8 sq yd = 72 sq ft.`,
  kuncham: msg`Used in Andhra Pradesh and Telangana. 1 kuncham = 1/10 acre = 4,356 sq ft.`,
};

/** A unit's name in the page's language (the table's own name when the catalogs lack it). */
export const areaUnitName = (i18n: TSays, unit: TAreaUnit): string => {
  const name = AREA_UNIT_NAMES[unit.id];
  return name ? i18n._(name) : unit.name;
};

/** A unit's note (where it is used, what it is), if it has one. */
export const areaUnitNote = (i18n: TSays, unit: TAreaUnit): string | undefined => {
  const note = AREA_UNIT_NOTES[unit.id];
  return note ? i18n._(note) : unit.description;
};
