import { msg } from '@lingui/core/macro';

/** The sticky tab bar's sections, in the spec's order (public-site §2). */
export const DETAIL_SECTIONS = [
  { id: 'overview', label: 'Overview' },
  { id: 'highlights', label: 'Highlights' },
  { id: 'around', label: 'Around This Project' },
  { id: 'project', label: 'More About Project' },
  { id: 'floor-plan', label: 'Floor Plan' },
  { id: 'amenities', label: 'Amenities' },
  { id: 'developer', label: 'About Developer' },
  { id: 'similar', label: 'Similar Projects' },
] as const;
export type TSectionId = (typeof DETAIL_SECTIONS)[number]['id'];

/** The sections' names (their headings and tabs) in the page's language. */
export const SECTION_LABEL: Record<TSectionId, ReturnType<typeof msg>> = {
  overview: msg`Overview`,
  highlights: msg`Highlights`,
  around: msg`Around This Project`,
  project: msg`More About Project`,
  'floor-plan': msg`Floor Plan`,
  amenities: msg`Amenities`,
  developer: msg`About Developer`,
  similar: msg`Similar Projects`,
};

export const sectionDomId = (id: TSectionId) => `section-${id}`;

/**
 * The section being read: the last one whose top has passed the line under the sticky bars.
 * `tops` are the sections' top edges relative to the viewport, in page order.
 */
export function activeSection(tops: readonly { id: TSectionId; top: number }[], line: number): TSectionId {
  let active: TSectionId = tops[0]?.id ?? 'overview';
  for (const t of tops) {
    if (t.top - line <= 1) active = t.id;
    else break;
  }
  return active;
}
