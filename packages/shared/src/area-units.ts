/**
 * The area converter (admin §2.11, §3 'Area unit table', §9): metric, imperial and regional Indian
 * land units, each with its factor to square centimetres. Regional units vary from state to state;
 * the values here are the ones most widely published, and each says where it is used.
 */

export type TAreaUnitGroup = 'metric' | 'imperial' | 'regional';

export type TAreaUnit = {
  id: string;
  name: string;
  /** How many square centimetres one unit is. */
  toSqCm: number;
  group: TAreaUnitGroup;
  /** For regional units: where the unit is used and how big it is. */
  description?: string;
};

/** One square foot in square centimetres (0.3048 m squared, exact by definition). */
const SQ_FT_IN_SQ_CM = 929.0304;
const sqFt = (n: number): number => n * SQ_FT_IN_SQ_CM;
const sqM = (n: number): number => n * 10_000;

const ACRE_SQ_FT = 43_560;
const MARLA_SQ_FT = 272.25;

const metric = (id: string, name: string, toSqCm: number): TAreaUnit => ({
  id,
  name,
  toSqCm,
  group: 'metric',
});

const imperial = (id: string, name: string, toSqCm: number, description?: string): TAreaUnit =>
  description === undefined
    ? { id, name, toSqCm, group: 'imperial' }
    : { id, name, toSqCm, group: 'imperial', description };

const regional = (id: string, name: string, sqFtSize: number, description: string): TAreaUnit => ({
  id,
  name,
  toSqCm: sqFt(sqFtSize),
  group: 'regional',
  description,
});

export const AREA_UNITS: readonly TAreaUnit[] = [
  // Metric
  metric('square-millimeter', 'Square Millimeter', 0.01),
  metric('square-centimeter', 'Square Centimeter', 1),
  metric('square-meter', 'Square Meter', sqM(1)),
  metric('are', 'Are', sqM(100)),
  metric('hectare', 'Hectare', sqM(10_000)),
  metric('square-kilometer', 'Square Kilometer', sqM(1_000_000)),
  // Imperial
  imperial('square-inch', 'Square Inch', 6.4516),
  imperial('square-feet', 'Square Feet', SQ_FT_IN_SQ_CM),
  imperial(
    'square-yard',
    'Square Yard (Gaj)',
    sqFt(9),
    'Called gaj (or sq gaj) across North India, where plots are usually sold by it. 1 gaj = 9 sq ft.',
  ),
  imperial(
    'perch',
    'Perch',
    sqFt(MARLA_SQ_FT),
    'Also square rod or pole; 30.25 sq yd = 272.25 sq ft. 160 perches make an acre.',
  ),
  imperial('rood', 'Rood', sqFt(ACRE_SQ_FT / 4), 'A quarter of an acre: 10,890 sq ft.'),
  imperial(
    'acre',
    'Acre',
    sqFt(ACRE_SQ_FT),
    'Used for farm and large plots all over India. 1 acre = 43,560 sq ft = 4,840 sq yd.',
  ),
  imperial('square-mile', 'Square Mile', sqFt(ACRE_SQ_FT * 640), '640 acres.'),
  // Regional: bigha
  regional('bigha-assam', 'Bigha (Assam)', 14_400, 'Used in Assam. 1 bigha = 5 katha = 14,400 sq ft.'),
  regional('bigha-bihar', 'Bigha (Bihar)', 27_220, 'Used in Bihar. 1 bigha = 20 katha = 27,220 sq ft.'),
  regional(
    'bigha-gujarat',
    'Bigha (Gujarat)',
    17_424,
    'Used in Gujarat. 1 bigha = 16 guntha = 17,424 sq ft.',
  ),
  regional(
    'bigha-himachal-pradesh',
    'Bigha (Himachal Pradesh)',
    8_712,
    'Used in Himachal Pradesh. 1 bigha = 20 biswa = 8,712 sq ft (a fifth of an acre).',
  ),
  regional(
    'bigha-jharkhand',
    'Bigha (Jharkhand)',
    27_220,
    'Used in Jharkhand, as in Bihar. 1 bigha = 27,220 sq ft.',
  ),
  regional(
    'bigha-madhya-pradesh',
    'Bigha (Madhya Pradesh)',
    12_000,
    'Used in Madhya Pradesh. 1 bigha = 12,000 sq ft.',
  ),
  regional('bigha-punjab', 'Bigha (Punjab)', 9_070, 'Used in Punjab. 1 bigha = 9,070 sq ft.'),
  regional(
    'bigha-rajasthan-pucca',
    'Bigha (Rajasthan, pucca)',
    27_225,
    'The pucca bigha of Rajasthan. 1 bigha = 20 biswa = 27,225 sq ft (3,025 sq yd).',
  ),
  regional(
    'bigha-rajasthan-kachha',
    'Bigha (Rajasthan, kachha)',
    17_424,
    'The kachha bigha of Rajasthan. 1 bigha = 17,424 sq ft (1,936 sq yd).',
  ),
  regional(
    'bigha-uttar-pradesh',
    'Bigha (Uttar Pradesh)',
    27_000,
    'Used in Uttar Pradesh. 1 bigha = 20 biswa = 27,000 sq ft.',
  ),
  regional('bigha-uttarakhand', 'Bigha (Uttarakhand)', 6_804, 'Used in Uttarakhand. 1 bigha = 6,804 sq ft.'),
  regional(
    'bigha-west-bengal',
    'Bigha (West Bengal)',
    14_400,
    'Used in West Bengal. 1 bigha = 20 kottah = 14,400 sq ft.',
  ),
  // Regional: biswa
  regional(
    'biswa-uttar-pradesh',
    'Biswa (Uttar Pradesh)',
    1_350,
    'Used in Uttar Pradesh. 1 biswa = 1/20 bigha = 1,350 sq ft.',
  ),
  regional(
    'biswa-bihar',
    'Biswa (Bihar)',
    1_361,
    'Used in Bihar, where it equals a katha. 1 biswa = 1/20 bigha = 1,361 sq ft.',
  ),
  // Regional: North India
  regional(
    'marla',
    'Marla',
    MARLA_SQ_FT,
    'Used in Punjab, Haryana, Himachal Pradesh and Jammu & Kashmir. 1 marla = 272.25 sq ft.',
  ),
  regional(
    'kanal',
    'Kanal',
    MARLA_SQ_FT * 20,
    'Used in Punjab, Haryana, Himachal Pradesh and Jammu & Kashmir. 1 kanal = 20 marla = 5,445 sq ft.',
  ),
  regional(
    'killa',
    'Killa',
    ACRE_SQ_FT,
    'Used in Punjab and Haryana. 1 killa = 8 kanal = 1 acre = 43,560 sq ft.',
  ),
  regional(
    'murabba',
    'Murabba',
    ACRE_SQ_FT * 25,
    'Used in Punjab and Haryana. 1 murabba = 25 killa (25 acres) = 10,89,000 sq ft.',
  ),
  regional(
    'sarsai',
    'Sarsai',
    MARLA_SQ_FT / 9,
    'Used in Punjab and Haryana. 1 sarsai = 1/9 marla = 30.25 sq ft.',
  ),
  // Regional: East India
  regional('katha-bihar', 'Katha (Bihar)', 1_361, 'Used in Bihar. 1 katha = 20 dhur = 1,361 sq ft.'),
  regional(
    'kottah-west-bengal',
    'Kottah / Katha (West Bengal)',
    720,
    'Used in West Bengal. 1 kottah = 16 chatak = 720 sq ft.',
  ),
  regional('katha-assam', 'Katha (Assam)', 2_880, 'Used in Assam. 1 katha = 20 lessa = 2,880 sq ft.'),
  regional('chatak', 'Chatak', 45, 'Used in West Bengal. 1 chatak = 1/16 kottah = 45 sq ft.'),
  regional('dhur', 'Dhur', 68.05, 'Used in Bihar. 1 dhur = 1/20 katha = 68.05 sq ft.'),
  regional('lessa', 'Lessa', 144, 'Used in Assam. 1 lessa = 1/20 katha = 144 sq ft.'),
  regional(
    'decimal',
    'Decimal',
    ACRE_SQ_FT / 100,
    'Used in Odisha, Bihar, Jharkhand and West Bengal. 1 decimal = 1/100 acre = 435.6 sq ft.',
  ),
  // Regional: West and South India
  regional(
    'guntha',
    'Guntha',
    ACRE_SQ_FT / 40,
    'Used in Maharashtra, Gujarat, Karnataka and Telangana. 1 guntha = 1/40 acre = 121 sq yd = 1,089 sq ft.',
  ),
  regional(
    'cent',
    'Cent',
    ACRE_SQ_FT / 100,
    'Used in Kerala, Tamil Nadu, Karnataka and Andhra Pradesh. 1 cent = 1/100 acre = 435.6 sq ft.',
  ),
  regional('ground', 'Ground', 2_400, 'Used in Tamil Nadu, mostly around Chennai. 1 ground = 2,400 sq ft.'),
  regional('ankanam', 'Ankanam', 72, 'Used in Andhra Pradesh and Telangana. 1 ankanam = 8 sq yd = 72 sq ft.'),
  regional(
    'kuncham',
    'Kuncham',
    ACRE_SQ_FT / 10,
    'Used in Andhra Pradesh and Telangana. 1 kuncham = 1/10 acre = 4,356 sq ft.',
  ),
];

export const AREA_DEFAULTS = { from: 'square-meter', to: 'square-feet', value: 1 } as const;

/** Decimals a converted area is rounded to (admin §9). */
export const AREA_RESULT_DECIMALS = 6;

const UNITS_BY_ID: ReadonlyMap<string, TAreaUnit> = new Map(AREA_UNITS.map((u) => [u.id, u]));

export const getAreaUnit = (id: string): TAreaUnit | undefined => UNITS_BY_ID.get(id);

/**
 * Rounds to `decimals` places after removing binary noise (so 43559.99999999999 becomes 43560).
 * Values too large to hold six decimals are only cleaned, not rounded.
 */
const roundDecimals = (n: number, decimals: number): number => {
  const clean = Number(n.toPrecision(15));
  const scale = 10 ** decimals;
  const scaled = Math.abs(clean) * scale;
  if (!Number.isSafeInteger(Math.round(scaled))) return clean;
  const rounded = Math.round(scaled) / scale;
  return clean < 0 ? -rounded || 0 : rounded;
};

/**
 * Converts `value` from one unit to another, rounded to 6 decimals: 1 square-meter →
 * 10.76391 square-feet. Non-finite values give NaN; an unknown unit id throws RangeError.
 */
export const convertArea = (value: number, fromId: string, toId: string): number => {
  const from = getAreaUnit(fromId);
  const to = getAreaUnit(toId);
  if (!from) throw new RangeError(`Unknown area unit: ${fromId}`);
  if (!to) throw new RangeError(`Unknown area unit: ${toId}`);
  if (!Number.isFinite(value)) return Number.NaN;
  if (from === to) return roundDecimals(value, AREA_RESULT_DECIMALS);
  return roundDecimals((value * from.toSqCm) / to.toSqCm, AREA_RESULT_DECIMALS);
};
