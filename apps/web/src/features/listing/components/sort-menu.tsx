import { useLingui } from '@lingui/react/macro';
import ArrowUpDown from 'lucide-react/icons/arrow-up-down';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import type { TSort } from '../lib/filters';
import styles from './controls.module.css';
import menu from './sort-menu.module.css';

/** The open list arrives when first wanted (a pointer over the button, a touch, focus), not with the page. */
const loadList = () => import('./sort-menu-list');
const SortMenuList = lazy(loadList);
const want = () => void loadList();

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
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const currentLabel = options.find((o) => o.value === current)?.label ?? '';

  const openMenu = () => setOpen(true);
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  return (
    <div ref={rootRef} className={menu.root}>
      <button
        ref={buttonRef}
        type="button"
        className={`${styles.text} ${styles.inherit}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onPointerEnter={want}
        onPointerDown={want}
        onFocus={want}
        onClick={() => (open ? setOpen(false) : openMenu())}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            openMenu();
          }
        }}
      >
        <ArrowUpDown size={20} className={styles.startIcon} />
        <span className={styles.smUp}>
          {t`Sort:`}
          {'\u00a0'}
        </span>
        {currentLabel}
      </button>
      {open && (
        <Suspense fallback={null}>
          <SortMenuList
            id={id}
            options={options}
            current={current}
            onSort={onSort}
            onClose={close}
            rootRef={rootRef}
            label={t`Sort by`}
          />
        </Suspense>
      )}
    </div>
  );
}
