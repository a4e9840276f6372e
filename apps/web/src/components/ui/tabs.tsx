import { type ReactNode, useId } from 'react';
import { TabList } from './tab-list';
import styles from './tab-list.module.css';

export type TTabPanel<T extends string> = { value: T; label: ReactNode; content: ReactNode };

/**
 * Tabs with panels: the TabList, then the chosen tab's panel (role="tabpanel", named by its tab,
 * focusable so the keyboard can reach content without buttons). Only the chosen panel is drawn.
 */
export function Tabs<T extends string>({
  label,
  tabs,
  value,
  onChange,
  isFullWidth = false,
  className,
  panelClassName,
}: {
  label: string;
  tabs: readonly TTabPanel<T>[];
  value: T;
  onChange: (value: T) => void;
  isFullWidth?: boolean;
  className?: string;
  panelClassName?: string;
}) {
  const id = useId();
  const active = tabs.find((t) => t.value === value) ?? tabs[0];
  return (
    <div className={className}>
      <TabList
        label={label}
        tabs={tabs.map(({ value: v, label: l }) => ({ value: v, label: l }))}
        value={value}
        onChange={onChange}
        idPrefix={id}
        isFullWidth={isFullWidth}
      />
      {active && (
        <div
          role="tabpanel"
          id={`${id}-panel-${active.value}`}
          aria-labelledby={`${id}-tab-${active.value}`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the tabs pattern: a panel is a tab stop
          tabIndex={0}
          className={[styles.panel, panelClassName].filter(Boolean).join(' ')}
        >
          {active.content}
        </div>
      )}
    </div>
  );
}
