import { type ReactNode, useRef } from 'react';
import styles from './tab-list.module.css';

export type TTab<T extends string> = T | { value: T; label: ReactNode };

const tabValueOf = <T extends string>(tab: TTab<T>): T => (typeof tab === 'string' ? tab : tab.value);
const labelOf = <T extends string>(tab: TTab<T>): ReactNode => (typeof tab === 'string' ? tab : tab.label);

/**
 * Tabs that choose a value (the ARIA tabs pattern): one tab stop; arrows, Home and End move and
 * select. Without panels (the home page's ALL/BUY/RENT), or with them through Tabs (tabs.tsx),
 * which passes `idPrefix` so each tab controls its panel.
 */
export function TabList<T extends string>({
  label,
  tabs,
  value,
  onChange,
  idPrefix,
  isFullWidth = false,
  className,
}: {
  label: string;
  tabs: readonly TTab<T>[];
  value: T;
  onChange: (value: T) => void;
  /** Ids `${idPrefix}-tab-${value}` and `${idPrefix}-panel-${value}` link a tab to its panel. */
  idPrefix?: string;
  isFullWidth?: boolean;
  className?: string;
}) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const values = tabs.map(tabValueOf);
  const move = (index: number) => {
    const at = (index + values.length) % values.length;
    const next = values[at];
    if (next === undefined) return;
    onChange(next);
    refs.current[at]?.focus();
  };
  const current = values.indexOf(value);
  return (
    <div
      role="tablist"
      aria-label={label}
      className={[styles.list, isFullWidth && styles.fullWidth, className].filter(Boolean).join(' ')}
    >
      {tabs.map((tab, i) => {
        const tabValue = tabValueOf(tab);
        return (
          <button
            key={tabValue}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={idPrefix ? `${idPrefix}-tab-${tabValue}` : undefined}
            aria-controls={idPrefix ? `${idPrefix}-panel-${tabValue}` : undefined}
            aria-selected={tabValue === value}
            tabIndex={tabValue === value ? 0 : -1}
            className={styles.tab}
            onClick={() => onChange(tabValue)}
            onKeyDown={(e) => {
              const to = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: values.length - 1 }[
                e.key
              ];
              if (to === undefined) return;
              e.preventDefault();
              move(to);
            }}
          >
            {labelOf(tab)}
          </button>
        );
      })}
    </div>
  );
}
