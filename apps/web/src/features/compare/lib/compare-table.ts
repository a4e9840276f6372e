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

/** '+7%', '−3%', '0%': the listing's ₹/sq ft against the locality median. */
export function againstMedian(value: number, median: number): string {
  const pct = Math.round(((value - median) / median) * 100);
  if (pct > 0) return `+${pct}%`;
  if (pct < 0) return `−${Math.abs(pct)}%`;
  return '0%';
}

/** '₹ 5,123/sq ft'; a rent's '₹ 45.5/sq ft /mo'. */
export const pricePerSqftText = (c: TCompareListing) =>
  c.pricePerSqft ? formatPerSqFt(c.pricePerSqft, isRent(c)) : NONE;

/** 'locality median ₹ 4,800 (+7%)' (a rent's '₹ 42.5 /mo'), or '—' when no median is known. */
export function medianText(c: TCompareListing): string {
  const m = c.localityMedian;
  if (!m || !c.pricePerSqft) return `locality median ${NONE}`;
  const rent = isRent(c);
  const median = `${RUPEE} ${formatIndianNumber(m.median, rent ? 1 : 0)}${rent ? RENT_SUFFIX : ''}`;
  return `locality median ${median} (${againstMedian(c.pricePerSqft, m.median)})`;
}

const plainNumber = (n: number | null | undefined) => (typeof n === 'number' && n > 0 ? String(n) : NONE);

function possessionText(c: TCompareListing): string {
  const when = formatDate(c.listing.possessionDate);
  const status = c.listing.constructionStatus?.trim();
  if (status && when) return `${status}, ${when}`;
  return status || when || NONE;
}

function floorText(n: number | null): string {
  if (n === null) return NONE;
  return n === 0 ? 'Ground' : String(n);
}

function ageText(years: number | null): string {
  if (years === null) return NONE;
  if (years === 0) return 'New';
  return years === 1 ? '1 year' : `${years} years`;
}

/** The rows and how each listing reads on them; the photo and title head the columns. */
const ROWS: {
  key: string;
  label: string;
  text: (c: TCompareListing) => string;
  same?: (c: TCompareListing) => string;
}[] = [
  { key: 'price', label: 'Price', text: (c) => formatPrice(c.listing.price, c.listing.status) },
  {
    key: 'pricePerSqft',
    label: '₹/sq ft against the locality median',
    text: (c) => `${pricePerSqftText(c)}; ${medianText(c)}`,
  },
  { key: 'area', label: 'Area', text: (c) => formatArea(c.listing.area) },
  { key: 'bedrooms', label: 'Bedrooms', text: (c) => plainNumber(c.listing.bedrooms) },
  { key: 'bathrooms', label: 'Bathrooms', text: (c) => plainNumber(c.listing.bathrooms) },
  { key: 'floor', label: 'Floor', text: (c) => floorText(c.listing.floorNumber) },
  { key: 'facing', label: 'Facing', text: (c) => c.facing ?? NONE },
  { key: 'age', label: 'Age', text: (c) => ageText(c.ageOfProperty) },
  { key: 'possession', label: 'Possession', text: possessionText },
  { key: 'rera', label: 'RERA', text: (c) => c.listing.rera?.number ?? 'Not registered' },
  {
    key: 'amenities',
    label: 'Amenities',
    text: (c) => (c.listing.amenities.length ? c.listing.amenities.join(', ') : NONE),
    // The same amenities in another order are the same.
    same: (c) => [...c.listing.amenities].sort().join('\n'),
  },
];

/**
 * The table's rows for these columns. A row differs when at least two listings are shown and
 * they do not all read the same on it; columns no longer available take no part.
 */
export function compareRows(columns: readonly TCompareColumn[]): TCompareRow[] {
  const shown = columns.filter((c): c is TCompareListing => c.available);
  return ROWS.map((row) => {
    const keys = new Set(shown.map(row.same ?? row.text));
    return {
      key: row.key,
      label: row.label,
      cells: columns.map((c) => (c.available ? row.text(c) : null)),
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
