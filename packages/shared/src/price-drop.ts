/**
 * The 'Price dropped {x}%' mark (issue 18): shown on cards, the detail and favourites for 30 days
 * after a listing's latest change of price was a drop. Plain functions without zod, so the listing
 * and detail pages' first view can use them.
 */

import { formatDate } from './format-date';

/** How long after a drop the badge shows and the 'Price dropped' filter keeps a listing. */
export const PRICE_DROP_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The filter's label in the More panel, the phone sheet and the filter tags. */
export const PRICE_DROPPED_FILTER_LABEL = 'Price dropped';

/** '8', '12.5', '0.4': one decimal only where it says something. */
export function formatDropPercent(percent: number): string {
  const rounded = Math.round(percent * 10) / 10;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
}

/** A change of price in per cent, signed: '−8%', '+3.5%', '0%'. */
export function formatChangePercent(percent: number): string {
  const text = formatDropPercent(Math.abs(percent));
  if (text === '0') return '0%';
  return `${percent < 0 ? '−' : '+'}${text}%`;
}

/** A listing's latest change of price when it was a drop (cards and the detail carry it as `priceDrop`). */
export type TPriceDrop = {
  /** ISO timestamp of the drop. */
  droppedAt: string;
  /** Against the price just before it, one decimal (8 for a drop of 8%). */
  percent: number;
};

/** Whether the drop is recent enough to show (within PRICE_DROP_DAYS of `now`). */
export function isRecentPriceDrop(drop: TPriceDrop | null | undefined, now: Date = new Date()): boolean {
  if (!drop || !(drop.percent > 0)) return false;
  const at = Date.parse(drop.droppedAt);
  if (Number.isNaN(at)) return false;
  return now.getTime() - at <= PRICE_DROP_DAYS * DAY_MS;
}

/** The badge's words in one language (Hindi: listing-text-hi.ts). */
export type TPriceDropText = (percent: string) => string;
export const ENGLISH_PRICE_DROP_TEXT: TPriceDropText = (percent) => `Price dropped ${percent}%`;

/** 'Price dropped 8%' (in `text`'s language) while the drop is recent; undefined otherwise. */
export function priceDropBadge(
  drop: TPriceDrop | null | undefined,
  now: Date = new Date(),
  text: TPriceDropText = ENGLISH_PRICE_DROP_TEXT,
): string | undefined {
  if (!drop || !isRecentPriceDrop(drop, now)) return undefined;
  return text(formatDropPercent(drop.percent));
}

/** 'Price dropped 8% on 12 Nov 2026' (the profile's favourites) while the drop is recent. */
export function priceDropNote(
  drop: TPriceDrop | null | undefined,
  now: Date = new Date(),
): string | undefined {
  const badge = priceDropBadge(drop, now);
  const on = drop && formatDate(drop.droppedAt);
  return badge && on ? `${badge} on ${on}` : undefined;
}
