import ArrowUpDown from 'lucide-react/icons/arrow-up-down';
import Check from 'lucide-react/icons/check';
import { useEffect, useId, useRef, useState } from 'react';
import type { TSort } from '../lib/filters';
import styles from './controls.module.css';
import menu from './sort-menu.module.css';

const menuItems = (menu: HTMLElement | null) => [
  ...(menu?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? []),
];

/**
 * The sort button and its menu (the ARIA menu button pattern): the menu opens over the button with
 * the current order focused; arrows, Home and End move, Enter or Space picks, Escape, Tab or a
 * click elsewhere closes it, and focus goes back to the button.
 */
export function SortMenu({
  options,
  current,
  onSort,
}: {
  options: readonly { label: string; value: TSort }[];
  current: TSort;
  onSort: (sort: TSort) => void;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const currentLabel = options.find((o) => o.value === current)?.label ?? '';

  const close = (refocus = true) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const list = menuItems(listRef.current);
    (list.find((el) => el.getAttribute('aria-checked') === 'true') ?? list[0])?.focus();
    const onPointerDown = (e: PointerEvent) => {
      const root = listRef.current?.parentElement;
      if (root && !root.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

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
      close();
    } else if (e.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div className={menu.root}>
      <button
        ref={buttonRef}
        type="button"
        className={`${styles.text} ${styles.inherit}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            setOpen(true);
          }
        }}
      >
        <ArrowUpDown size={20} className={styles.startIcon} />
        <span className={styles.smUp}>Sort:&nbsp;</span>
        {currentLabel}
      </button>
      {open && (
        <div
          id={id}
          ref={listRef}
          role="menu"
          aria-label="Sort by"
          className={menu.list}
          onKeyDown={onKeyDown}
        >
          {options.map((o) => (
            <div
              key={o.value}
              role="menuitemradio"
              aria-checked={o.value === current}
              tabIndex={-1}
              className={menu.item}
              onClick={() => {
                onSort(o.value);
                close();
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter' || e.key === ' ') {
                  e.preventDefault();
                  onSort(o.value);
                  close();
                }
              }}
            >
              <span className={menu.check}>{o.value === current && <Check size={20} />}</span>
              {o.label}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
