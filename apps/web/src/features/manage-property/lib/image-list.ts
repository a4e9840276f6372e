import type { TExistingImage } from '@nivaas/shared/property';

/** One photo of the form: a stored one kept from the listing, or a new file to upload. */
export type TImageItem =
  | { kind: 'existing'; key: string; image: TExistingImage; previewUrl: string }
  | { kind: 'new'; key: string; file: File; previewUrl: string };

export type TMoveDirection = 'left' | 'right';

/** The list with the item at `index` swapped with its neighbour; unchanged at either end. */
export function moveItem<T>(list: readonly T[], index: number, direction: TMoveDirection): T[] {
  const target = direction === 'left' ? index - 1 : index + 1;
  const item = list[index];
  const other = list[target];
  if (item === undefined || other === undefined) return [...list];
  const next = [...list];
  next[index] = other;
  next[target] = item;
  return next;
}

/** The list without the item at `index`. */
export function removeItem<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

let nextKey = 1;
/** New files as image items with an object-URL preview (revoke it with `releasePreview`). */
export function newImageItems(files: readonly File[], createUrl: (file: File) => string): TImageItem[] {
  return files.map((file) => ({ kind: 'new', key: `new-${nextKey++}`, file, previewUrl: createUrl(file) }));
}

/** Frees the object URL of a new photo's preview; stored photos have none. */
export function releasePreview(item: TImageItem, revokeUrl: (url: string) => void): void {
  if (item.kind === 'new') revokeUrl(item.previewUrl);
}
