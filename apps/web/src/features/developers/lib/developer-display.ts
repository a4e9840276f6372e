import { META_DESCRIPTION_MAX } from '@nivaas/shared/constants';
import type { TDeveloper } from '@nivaas/shared/developer';

/** The directory's texts (admin spec §2.8, §2.9, §8), in one place for the pages and the tests. */
export const DEVELOPER_TEXT = {
  noDescription: 'No description available',
  notAvailable: 'N/A',
  emptyTitle: 'No developers found matching your criteria',
  emptyMessage: 'Try adjusting your filters or search terms',
  listError: 'Error loading developers',
  listFallback: 'Failed to fetch developers',
  invalidList: 'Received invalid developers data format',
  detailError: 'Failed to load developer',
  detailFallback: 'Failed to fetch developer',
  notFound: 'Developer not found',
  noContact: 'No contact information available',
  deleted: 'Developer deleted successfully',
  deleteFailed: 'Failed to delete developer',
} as const;

/** How many specializations a card names before '+N more', and recent awards in the summary (§9). */
export const CARD_SPECIALIZATIONS_MAX = 3;
export const RECENT_AWARDS_MAX = 3;

/** Completed projects on a card: abbreviated with k above 1000 (1500 → '1.5k', 2000 → '2k'). */
export function abbreviateCount(n: number): string {
  if (!Number.isFinite(n)) return '0';
  if (n <= 1000) return String(Math.round(n));
  const thousands = Math.round(n / 100) / 10;
  return `${thousands.toFixed(1).replace(/\.0$/, '')}k`;
}

/** The first three specialization names, and how many more there are. */
export function cardSpecializations(
  specializations: readonly { name: string }[],
  max = CARD_SPECIALIZATIONS_MAX,
): { shown: string[]; more: number } {
  const names = specializations.map((s) => s.name.trim()).filter(Boolean);
  return { shown: names.slice(0, max), more: Math.max(0, names.length - max) };
}

export function foundedText(year: number | null | undefined): string {
  return year ? String(year) : DEVELOPER_TEXT.notAvailable;
}

export function descriptionText(description: string | null | undefined): string {
  return description?.trim() || DEVELOPER_TEXT.noDescription;
}

/** 'Mumbai, Maharashtra'; the country only when it is not India, the directory's home. */
export function locationText(hq: TDeveloper['headquarters'] | null | undefined): string {
  if (!hq) return DEVELOPER_TEXT.notAvailable;
  const country = hq.country?.trim();
  const parts = [hq.city, hq.state, country && country !== 'India' ? country : '']
    .map((p) => p?.trim())
    .filter(Boolean);
  return parts.length ? parts.join(', ') : DEVELOPER_TEXT.notAvailable;
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
