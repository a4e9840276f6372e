import { describe, expect, it } from 'vitest';
import { moveItem, newImageItems, releasePreview, removeItem } from './image-list';
import { keptImage, pngFile } from './test-fixtures';

describe('moveItem', () => {
  it('swaps with the left or right neighbour', () => {
    expect(moveItem(['a', 'b', 'c'], 1, 'left')).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 'right')).toEqual(['a', 'c', 'b']);
  });
  it('leaves the list as it is at either end', () => {
    expect(moveItem(['a', 'b'], 0, 'left')).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 'right')).toEqual(['a', 'b']);
  });
  it('does not change the list it was given', () => {
    const list = ['a', 'b'];
    moveItem(list, 0, 'right');
    expect(list).toEqual(['a', 'b']);
  });
});

describe('removeItem', () => {
  it('drops the item at the index', () => {
    expect(removeItem(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
    expect(removeItem(['a'], 0)).toEqual([]);
  });
});

describe('newImageItems and releasePreview', () => {
  it('gives each file a unique key and a preview URL, and frees only new previews', () => {
    const items = newImageItems([pngFile('a.png'), pngFile('b.png')], (f) => `blob:${f.name}`);
    expect(items.map((i) => i.previewUrl)).toEqual(['blob:a.png', 'blob:b.png']);
    expect(new Set(items.map((i) => i.key)).size).toBe(2);
    const revoked: string[] = [];
    for (const item of [...items, keptImage('x')]) releasePreview(item, (u) => revoked.push(u));
    expect(revoked).toEqual(['blob:a.png', 'blob:b.png']);
  });
});
