import Check from 'lucide-react/icons/check';
import { type RefObject, useEffect, useRef } from 'react';
import type { TSort } from '../lib/filters';
import menu from './sort-menu.module.css';

const menuItems = (list: HTMLElement | null) => [
  ...(list?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? []),
];

/**
 * The sort menu's open list (sort-menu.tsx draws the button, and loads this when it is first
 * wanted): it opens with the current order focused; arrows, Home and End move, Enter or Space
 * picks, Escape, Tab or a click elsewhere closes it.
 */
export default function SortMenuList({
  id,
  options,
  current,
  onSort,
  onClose,
  rootRef,
  label,
}: {
  id: string;
  /** The menu's name in the page's language ('Sort by'): given by the button's code, so this chunk
   * needs no translator (one that did would pull the runtime out of the entry into a chunk of its own). */
  label: string;
  options: readonly { label: string; value: TSort }[];
  current: TSort;
  onSort: (sort: TSort) => void;
  /** `refocus`: focus goes back to the button (not after Tab or a click elsewhere). */
  onClose: (refocus: boolean) => void;
  /** The button and the list: a click outside closes the list. */
  rootRef: RefObject<HTMLElement | null>;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const list = menuItems(listRef.current);
    (list.find((el) => el.getAttribute('aria-checked') === 'true') ?? list[0])?.focus();
    const onPointerDown = (e: PointerEvent) => {
      const root = rootRef.current;
      if (root && !root.contains(e.target as Node)) closeRef.current(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [rootRef]);

  const pick = (sort: TSort) => {
    onSort(sort);
    onClose(true);
  };

  const onKeyDown = (e: React.KeyboardEvent) => {
    const list = menuItems(listRef.current);
    const at = list.indexOf(document.activeElement as HTMLElement);
    const to = {
      ArrowDown: (at + 1) % list.length,
      ArrowUp: (at - 1 + list.length) % list.length,
      Home: 0,
      End: list.length - 1,
    }[e.key];
    if (to !== undefined) {
      e.preventDefault();
      list[to]?.focus();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      onClose(true);
    } else if (e.key === 'Tab') {
      onClose(false);
    }
  };

  return (
    <div id={id} ref={listRef} role="menu" aria-label={label} className={menu.list} onKeyDown={onKeyDown}>
      {options.map((o) => (
        <div
          key={o.value}
          role="menuitemradio"
          aria-checked={o.value === current}
          tabIndex={-1}
          className={menu.item}
          onClick={() => pick(o.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' || e.key === ' ') {
              e.preventDefault();
              pick(o.value);
            }
          }}
        >
          <span className={menu.check}>{o.value === current && <Check size={20} />}</span>
          {o.label}
        </div>
      ))}
    </div>
  );
}
