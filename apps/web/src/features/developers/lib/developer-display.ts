import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { META_DESCRIPTION_MAX } from '@nivaas/shared/constants';
import type { TDeveloper } from '@nivaas/shared/developer';
import { i18nFor } from '../../../lib/i18n/i18n';
import type { TSays } from '../../../lib/i18n/says';

/** English, where a helper is called without the page's translator (the server's head tags, tests). */
export const ENGLISH: TSays = i18nFor('en');

/**
 * The directory's texts (admin spec §2.8, §2.9, §8), in one place for the pages and the tests; the
 * page's translator says them (`i18n._(DEVELOPER_TEXT.emptyTitle)`).
 */
export const DEVELOPER_TEXT = {
  noDescription: msg`No description available`,
  notAvailable: msg`N/A`,
  emptyTitle: msg`No developers found matching your criteria`,
  emptyMessage: msg`Try adjusting your filters or search terms`,
  listError: msg`Error loading developers`,
  listFallback: msg`Failed to fetch developers`,
  invalidList: msg`Received invalid developers data format`,
  detailError: msg`Failed to load developer`,
  detailFallback: msg`Failed to fetch developer`,
  notFound: msg`Developer not found`,
  noContact: msg`No contact information available`,
  deleted: msg`Developer deleted successfully`,
  deleteFailed: msg`Failed to delete developer`,
  listingsFallback: msg`Failed to fetch properties`,
  invalidListings: msg`Received invalid properties data format`,
} satisfies Record<string, MessageDescriptor>;

/** How many specializations a card names before '+N more', and recent awards in the summary (§9). */
export const CARD_SPECIALIZATIONS_MAX = 3;
export const RECENT_AWARDS_MAX = 3;

/**
 * Completed projects on a card: abbreviated with k above 1000 (1500 → '1.5k', 2000 → '2k'); in
 * Hindi with हज़ार ('1.5 हज़ार', as the listing's prices say it).
 */
export function abbreviateCount(n: number, i18n: TSays = ENGLISH): string {
  if (!Number.isFinite(n)) return '0';
  if (n <= 1000) return String(Math.round(n));
  const thousands = (Math.round(n / 100) / 10).toFixed(1).replace(/\.0$/, '');
  return i18n._(msg({ message: '{thousands}k' }), { thousands });
}

/** The first three specialization names, and how many more there are. */
export function cardSpecializations(
  specializations: readonly { name: string }[],
  max = CARD_SPECIALIZATIONS_MAX,
): { shown: string[]; more: number } {
  const names = specializations.map((s) => s.name.trim()).filter(Boolean);
  return { shown: names.slice(0, max), more: Math.max(0, names.length - max) };
}

export function foundedText(year: number | null | undefined, i18n: TSays = ENGLISH): string {
  return year ? String(year) : i18n._(DEVELOPER_TEXT.notAvailable);
}

export function descriptionText(description: string | null | undefined, i18n: TSays = ENGLISH): string {
  return description?.trim() || i18n._(DEVELOPER_TEXT.noDescription);
}

/** 'Mumbai, Maharashtra'; the country only when it is not India, the directory's home. */
export function locationText(
  hq: TDeveloper['headquarters'] | null | undefined,
  i18n: TSays = ENGLISH,
): string {
  if (!hq) return i18n._(DEVELOPER_TEXT.notAvailable);
  const country = hq.country?.trim();
  const parts = [hq.city, hq.state, country && country !== 'India' ? country : '']
    .map((p) => p?.trim())
    .filter(Boolean);
  return parts.length ? parts.join(', ') : i18n._(DEVELOPER_TEXT.notAvailable);
}

export function totalProjects(
  d: Pick<TDeveloper, 'completedProjects' | 'ongoingProjects' | 'upcomingProjects'>,
) {
  return (d.completedProjects ?? 0) + (d.ongoingProjects ?? 0) + (d.upcomingProjects ?? 0);
}

/** Contact Developer (§2.9): a mail link when there is an email, else a phone link, else nothing. */
export function contactHref(contact: TDeveloper['contact'] | null | undefined): string | null {
  const email = contact?.email?.trim();
  if (email) return `mailto:${email}`;
  const phone = contact?.phone?.trim();
  if (phone) return `tel:${phone.replace(/[^\d+]/g, '')}`;
  return null;
}

/** The newest awards first (undated ones last), at most three. */
export function recentAwards(awards: TDeveloper['awards'], max = RECENT_AWARDS_MAX): TDeveloper['awards'] {
  return [...awards]
    .filter((a) => a.name.trim())
    .sort((a, b) => (b.year ?? -1) - (a.year ?? -1))
    .slice(0, max);
}

/** The meta description (§2.9, §9): one line, at most 160 characters, cut between words. */
export function metaDescription(text: string | null | undefined, max = META_DESCRIPTION_MAX): string {
  const line = (text ?? '').replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  const head = lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut;
  return `${head.replace(/[\s,.;:–-]+$/, '')}…`;
}

/** A website's address without the scheme and trailing slash, for the link text. */
export function websiteLabel(url: string): string {
  return url.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '');
}

/** The logo's stand-in: the first letters of the first two words ('Godrej Properties' → 'GP'). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
}
