import { msg } from '@lingui/core/macro';

/** The detail page's tabs, in the spec's order (admin spec §2.9); the page's translator says the labels. */
export const DEVELOPER_SECTIONS = [
  { id: 'overview', label: msg`Overview` },
  { id: 'projects', label: msg`Projects` },
  { id: 'team', label: msg`Team` },
  { id: 'specializations', label: msg`Specializations` },
  { id: 'contact', label: msg`Contact` },
] as const;
export type TDeveloperSectionId = (typeof DEVELOPER_SECTIONS)[number]['id'];

export const developerSectionDomId = (id: TDeveloperSectionId) => `developer-${id}`;

/**
 * The tab to mark as current: the last section whose top has reached `line` (the bottom edge of
 * the sticky bars), or the first section before any has. `tops` are viewport offsets, in page order.
 */
export function currentSection(
  tops: readonly { id: TDeveloperSectionId; top: number }[],
  line: number,
): TDeveloperSectionId {
  const reached = tops.filter((t) => t.top <= line + 1);
  return reached.at(-1)?.id ?? tops[0]?.id ?? 'overview';
}
