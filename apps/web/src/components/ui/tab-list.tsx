import { useRef } from 'react';
import styles from './tab-list.module.css';

/**
 * Tabs that choose a value (no panels): the ARIA tabs pattern, one tab stop, arrows, Home and End
 * move and select.
 */
export function TabList<T extends string>({
  label,
  tabs,
  value,
  onChange,
  className,
}: {
  label: string;
  tabs: readonly T[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const move = (index: number) => {
    const next = tabs[(index + tabs.length) % tabs.length];
    if (next === undefined) return;
    onChange(next);
    refs.current[(index + tabs.length) % tabs.length]?.focus();
  };
  const current = tabs.indexOf(value);
  return (
    <div role="tablist" aria-label={label} className={[styles.list, className].filter(Boolean).join(' ')}>
      {tabs.map((tab, i) => (
        <button
          key={tab}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          aria-selected={tab === value}
          tabIndex={tab === value ? 0 : -1}
          className={styles.tab}
          onClick={() => onChange(tab)}
          onKeyDown={(e) => {
            const to = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: tabs.length - 1 }[
              e.key
            ];
            if (to === undefined) return;
            e.preventDefault();
            move(to);
          }}
        >
          {tab}
        </button>
      ))}
    </div>
  );
}
