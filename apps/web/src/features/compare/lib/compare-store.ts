/**
 * The compare tray's listings, in the order they were chosen: kept in this browser
 * (localStorage) for everyone, and on the server for signed-in users (the tray's sync,
 * ../components/compare-sync.ts). Without zod or the API: the cards' toggle reads it on the home
 * and listing pages' first view. Read as empty while the page hydrates (the server drew it so).
 */
import { COMPARE_MAX } from '@nivaas/shared/compare-limits';
import { useSyncExternalStore } from 'react';

/** What the tray shows of a chosen listing before the compare page reads it in full. */
export type TCompareItem = { id: string; title: string; image?: string };

export const COMPARE_STORAGE_KEY = 'nivaas.compare';
const EMPTY: readonly TCompareItem[] = Object.freeze([]);

const listeners = new Set<() => void>();
let items: readonly TCompareItem[] | undefined;

function read(): readonly TCompareItem[] {
  try {
    const raw = JSON.parse(localStorage.getItem(COMPARE_STORAGE_KEY) ?? '[]') as unknown;
    if (!Array.isArray(raw)) return EMPTY;
    return raw
      .filter(
        (x): x is TCompareItem =>
          !!x && typeof x === 'object' && typeof x.id === 'string' && typeof x.title === 'string',
      )
      .slice(0, COMPARE_MAX);
  } catch {
    return EMPTY;
  }
}

function current(): readonly TCompareItem[] {
  items ??= typeof localStorage === 'undefined' ? EMPTY : read();
  return items;
}

function write(next: readonly TCompareItem[]) {
  items = next;
  try {
    localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // storage unavailable (private mode): the tray lasts as long as the page
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed the tray.
  const onStorage = (e: StorageEvent) => {
    if (e.key !== COMPARE_STORAGE_KEY) return;
    items = read();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export const compareStore = {
  get: current,
  subscribe,
  has: (id: string) => current().some((x) => x.id === id),
  /** Adds a listing; false (nothing changed) when 4 are already chosen. */
  add(item: TCompareItem): boolean {
    const list = current();
    if (list.some((x) => x.id === item.id)) return true;
    if (list.length >= COMPARE_MAX) return false;
    write([...list, item]);
    return true;
  },
  remove(id: string) {
    write(current().filter((x) => x.id !== id));
  },
  clear() {
    write(EMPTY);
  },
  /** The tray as the server keeps it, with what is known here of each listing. */
  replace(next: readonly TCompareItem[]) {
    const list = current();
    const same =
      list.length === next.length && list.every((x, i) => x.id === next[i]?.id && x.title === next[i]?.title);
    if (!same) write(next.slice(0, COMPARE_MAX));
  },
};

/** The chosen listings; empty on the server and while hydrating. */
export function useCompareItems(): readonly TCompareItem[] {
  return useSyncExternalStore(subscribe, current, () => EMPTY);
}

/** The compare page's address for these listings. */
export const compareHref = (ids: readonly string[]) =>
  `/compare?ids=${ids.map(encodeURIComponent).join(',')}`;
