import type { TCompareColumn, TCompareListing } from '@nivaas/shared/compare';
import { NO_LONGER_AVAILABLE } from '@nivaas/shared/compare-limits';
import {
  formatArea,
  formatIndianNumber,
  formatPerSqFt,
  formatPrice,
  RENT_SUFFIX,
  RUPEE,
} from '@nivaas/shared/format-price';
import { formatDate } from '@nivaas/shared/format-date';

/** What a cell says when the listing does not say. */
export const NONE = '—';

/** One row of the table: its label, each column's text, and whether the listings differ on it. */
export type TCompareRow = {
  key: string;
  label: string;
  /** One per column; null for a column that is no longer available. */
  cells: (string | null)[];
  /** More than one listing is shown and they do not all say the same. */
  differs: boolean;
};

/** A rent per sq ft is a month's (locality-prices README): said so, with one decimal. */
const isRent = (c: TCompareListing) => c.listing.status === 'For Rent';

/** The rows, in the table's order. */
export const COMPARE_ROW_KEYS = [
  'price',
  'pricePerSqft',
  'area',
  'bedrooms',
  'bathrooms',
  'floor',
  'facing',
  'age',
  'possession',
  'rera',
  'amenities',
] as const;
export type TCompareRowKey = (typeof COMPARE_ROW_KEYS)[number];

/**
 * The table's words in one language: its row labels and how it writes a listing's facts (English
 * here, the spec's; a Hindi page's from the catalog and the detail page's words, compare-words.ts).
 */
export type TCompareWords = {
  labels: Record<TCompareRowKey, string>;
  price: (price: number | null | undefined, status: string | null | undefined) => string;
  area: (sqft: number | null | undefined) => string;
  date: (value: unknown) => string | null;
  construction: (status: string) => string;
  amenity: (name: string) => string;
  /** '₹ 5,123/sq ft' (' /mo' for a rent) with its units in the language. */
  perSqFt: (english: string) => string;
  /** 'locality median ₹ 4,800 (+7%)'. */
  median: (amount: string) => string;
  ground: string;
  newBuilding: string;
  years: (n: number) => string;
  notRegistered: string;
};

export const ENGLISH_COMPARE_WORDS: TCompareWords = {
  labels: {
    price: 'Price',
    pricePerSqft: '₹/sq ft against the locality median',
    area: 'Area',
    bedrooms: 'Bedrooms',
    bathrooms: 'Bathrooms',
    floor: 'Floor',
    facing: 'Facing',
    age: 'Age',
    possession: 'Possession',
    rera: 'RERA',
    amenities: 'Amenities',
  },
  price: (price, status) => formatPrice(price, status),
  area: (sqft) => formatArea(sqft),
  date: formatDate,
  construction: (status) => status,
  amenity: (name) => name,
  perSqFt: (english) => english,
  median: (amount) => `locality median ${amount}`,
  ground: 'Ground',
  newBuilding: 'New',
  years: (n) => (n === 1 ? '1 year' : `${n} years`),
  notRegistered: 'Not registered',
};

/** '+7%', '−3%', '0%': the listing's ₹/sq ft against the locality median. */
export function againstMedian(value: number, median: number): string {
  const pct = Math.round(((value - median) / median) * 100);
  if (pct > 0) return `+${pct}%`;
  if (pct < 0) return `−${Math.abs(pct)}%`;
  return '0%';
}

/** '₹ 5,123/sq ft'; a rent's '₹ 45.5/sq ft /mo'. */
export const pricePerSqftText = (c: TCompareListing, w: TCompareWords = ENGLISH_COMPARE_WORDS) =>
  c.pricePerSqft ? w.perSqFt(formatPerSqFt(c.pricePerSqft, isRent(c))) : NONE;

/** 'locality median ₹ 4,800 (+7%)' (a rent's '₹ 42.5 /mo'), or '—' when no median is known. */
export function medianText(c: TCompareListing, w: TCompareWords = ENGLISH_COMPARE_WORDS): string {
  const m = c.localityMedian;
  if (!m || !c.pricePerSqft) return w.median(NONE);
  const rent = isRent(c);
  const median = w.perSqFt(
    `${RUPEE} ${formatIndianNumber(m.median, rent ? 1 : 0)}${rent ? RENT_SUFFIX : ''}`,
  );
  return w.median(`${median} (${againstMedian(c.pricePerSqft, m.median)})`);
}

const plainNumber = (n: number | null | undefined) => (typeof n === 'number' && n > 0 ? String(n) : NONE);

function possessionText(c: TCompareListing, w: TCompareWords): string {
  const when = w.date(c.listing.possessionDate);
  const stored = c.listing.constructionStatus?.trim();
  const status = stored && w.construction(stored);
  if (status && when) return `${status}, ${when}`;
  return status || when || NONE;
}

function floorText(n: number | null, w: TCompareWords): string {
  if (n === null) return NONE;
  return n === 0 ? w.ground : String(n);
}

function ageText(years: number | null, w: TCompareWords): string {
  if (years === null) return NONE;
  if (years === 0) return w.newBuilding;
  return w.years(years);
}

/** How each listing reads on each row; the photo and title head the columns. */
const ROWS: Record<
  TCompareRowKey,
  { text: (c: TCompareListing, w: TCompareWords) => string; same?: (c: TCompareListing) => string }
> = {
  price: { text: (c, w) => w.price(c.listing.price, c.listing.status) },
  pricePerSqft: { text: (c, w) => `${pricePerSqftText(c, w)}; ${medianText(c, w)}` },
  area: { text: (c, w) => w.area(c.listing.area) },
  bedrooms: { text: (c) => plainNumber(c.listing.bedrooms) },
  bathrooms: { text: (c) => plainNumber(c.listing.bathrooms) },
  floor: { text: (c, w) => floorText(c.listing.floorNumber, w) },
  facing: { text: (c) => c.facing ?? NONE },
  age: { text: (c, w) => ageText(c.ageOfProperty, w) },
  possession: { text: possessionText },
  rera: { text: (c, w) => c.listing.rera?.number ?? w.notRegistered },
  amenities: {
    text: (c, w) => (c.listing.amenities.length ? c.listing.amenities.map(w.amenity).join(', ') : NONE),
    // The same amenities in another order are the same.
    same: (c) => [...c.listing.amenities].sort().join('\n'),
  },
};

/**
 * The table's rows for these columns, in `words`' language. A row differs when at least two
 * listings are shown and they do not all read the same on it; columns no longer available take no
 * part.
 */
export function compareRows(
  columns: readonly TCompareColumn[],
  words: TCompareWords = ENGLISH_COMPARE_WORDS,
): TCompareRow[] {
  const shown = columns.filter((c): c is TCompareListing => c.available);
  return COMPARE_ROW_KEYS.map((key) => {
    const row = ROWS[key];
    const read = (c: TCompareListing) => row.text(c, words);
    const keys = new Set(shown.map(row.same ?? read));
    return {
      key,
      label: words.labels[key],
      cells: columns.map((c) => (c.available ? read(c) : null)),
      differs: shown.length > 1 && keys.size > 1,
    };
  });
}

/**
 * Per amenity, whether every shown listing has it: the amenities row marks the ones that set a
 * listing apart.
 */
export function sharedAmenities(columns: readonly TCompareColumn[]): Set<string> {
  const shown = columns.filter((c): c is TCompareListing => c.available);
  if (!shown.length) return new Set();
  const [first, ...rest] = shown;
  return new Set(
    (first?.listing.amenities ?? []).filter((a) => rest.every((c) => c.listing.amenities.includes(a))),
  );
}

export { NO_LONGER_AVAILABLE };
