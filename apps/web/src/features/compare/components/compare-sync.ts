import { useEffect, useRef } from 'react';
import { notify } from '../../../lib/notify';
import { getCompare, mergeCompareTray, saveCompareTray } from '../api/compare-api';
import { compareStore, type TCompareItem, useCompareItems } from '../lib/compare-store';

/** The tray's listings for these ids: what this browser knows of each, else read from the compare. */
async function itemsFor(ids: readonly string[]): Promise<TCompareItem[]> {
  const known = new Map(compareStore.get().map((x) => [x.id, x]));
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length) {
    for (const c of (await getCompare(missing.join(','))).columns) {
      if (!c.available) continue;
      const image = c.listing.images[0];
      known.set(c.id, {
        id: c.id,
        title: c.listing.title,
        image: image?.variants?.small || image?.url || undefined,
      });
    }
  }
  return ids.flatMap((id) => known.get(id) ?? []);
}

/**
 * Keeps a signed-in user's tray on the server: at sign-in the guest's tray is merged into theirs
 * (stored first, up to 4), and every change after is saved. Signing out empties this browser's
 * tray, so the next person here does not inherit it.
 */
export function useCompareSync(userId: string | null) {
  const items = useCompareItems();
  /** What the server holds for the signed-in user, as last read or written. */
  const synced = useRef<{ user: string; ids: string } | null>(null);
  const previousUser = useRef<string | null>(userId);

  useEffect(() => {
    if (previousUser.current && !userId) compareStore.clear();
    previousUser.current = userId;
    if (!userId) {
      synced.current = null;
      return;
    }
    let cancelled = false;
    mergeCompareTray(compareStore.get().map((x) => x.id))
      .then(async (tray) => {
        const next = await itemsFor(tray.ids);
        if (cancelled) return;
        synced.current = { user: userId, ids: next.map((x) => x.id).join(',') };
        compareStore.replace(next);
      })
      .catch((err: unknown) => console.warn('The compare tray could not be read', err));
    return () => {
      cancelled = true;
    };
  }, [userId]);

  useEffect(() => {
    const s = synced.current;
    if (!userId || !s || s.user !== userId) return;
    const ids = items.map((x) => x.id);
    if (ids.join(',') === s.ids) return;
    s.ids = ids.join(',');
    saveCompareTray(ids).catch(() => notify('Your compare list could not be saved. Try again.', 'error'));
  }, [items, userId]);
}
