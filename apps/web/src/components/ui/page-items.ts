/** One item of a page list: a page number, a gap, or the previous/next arrows. */
export type TPageItem =
  | { type: 'page'; page: number }
  | { type: 'start-ellipsis' | 'end-ellipsis' }
  | { type: 'previous' | 'next'; page: number; disabled: boolean };

const range = (start: number, end: number) =>
  Array.from({ length: Math.max(end - start + 1, 0) }, (_, i) => start + i);

/**
 * The items of a pagination bar, as MUI's usePagination lays them out (spec §9: siblings 1 and
 * boundary 2, or 0 and 1 on phones): the first and last `boundary` pages, `siblings` pages either
 * side of the current one, and an ellipsis for a gap of more than one page.
 */
export function pageItems(page: number, count: number, siblings: number, boundary: number): TPageItem[] {
  const startPages = range(1, Math.min(boundary, count));
  const endPages = range(Math.max(count - boundary + 1, boundary + 1), count);
  const siblingsStart = Math.max(
    Math.min(page - siblings, count - boundary - siblings * 2 - 1),
    boundary + 2,
  );
  const siblingsEnd = Math.min(
    Math.max(page + siblings, boundary + siblings * 2 + 2),
    endPages.length > 0 ? (endPages[0] as number) - 2 : count - 1,
  );

  const middle: Array<number | 'start-ellipsis' | 'end-ellipsis'> = [
    ...startPages,
    ...(siblingsStart > boundary + 2
      ? ['start-ellipsis' as const]
      : boundary + 1 < count - boundary
        ? [boundary + 1]
        : []),
    ...range(siblingsStart, siblingsEnd),
    ...(siblingsEnd < count - boundary - 1
      ? ['end-ellipsis' as const]
      : count - boundary > boundary
        ? [count - boundary]
        : []),
    ...endPages,
  ];

  return [
    { type: 'previous', page: page - 1, disabled: page <= 1 },
    ...middle.map(
      (item): TPageItem => (typeof item === 'number' ? { type: 'page', page: item } : { type: item }),
    ),
    { type: 'next', page: page + 1, disabled: page >= count },
  ];
}
