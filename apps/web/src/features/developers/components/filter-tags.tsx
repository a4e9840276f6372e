import { useLingui } from '@lingui/react/macro';
import type { TSays } from '../../../lib/i18n/says';
import { msg } from '@lingui/core/macro';
import { useEffect, useRef, useState } from 'react';
import { Chip } from '../../../components/ui/badge';
import { filterTags, type TDeveloperFilters, type TFilterKey } from '../lib/developer-filters';
import styles from './developer-filters.module.css';

const REMOVE = msg({ message: 'Remove {filter}' });

/**
 * The filters in force, each removable (state and country come only from links, so they show
 * here). The pressed tag goes away: focus moves to the tag now in its place, or the one before,
 * or, with none left, wherever `onEmptied` puts it.
 */
export function FilterTags({
  filters,
  onRemove,
  onEmptied,
}: {
  filters: TDeveloperFilters;
  onRemove: (key: TFilterKey) => void;
  onEmptied: () => void;
}) {
  const { t, i18n: lingui } = useLingui();
  const i18n: TSays = lingui;
  const tags = filterTags(filters, i18n);
  const count = tags.length;
  const listRef = useRef<HTMLUListElement>(null);
  const [removal, setRemoval] = useState<{ index: number; countBefore: number } | null>(null);

  // Once the address has dropped the tag (the count falls), focus its neighbour.
  useEffect(() => {
    if (!removal || count >= removal.countBefore) return;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [];
    const next = buttons[Math.min(removal.index, buttons.length - 1)];
    if (next) next.focus();
    else onEmptied();
    setRemoval(null);
  }, [count, removal, onEmptied]);

  return (
    <ul aria-label={t`Filters in use`} ref={listRef} hidden={count === 0} className={styles.tags}>
      {tags.map((tag, i) => (
        <li key={tag.key} className={styles.tag}>
          <Chip
            kind="removable"
            removeLabel={i18n._(REMOVE, { filter: tag.label })}
            onRemove={() => {
              setRemoval({ index: i, countBefore: count });
              onRemove(tag.key);
            }}
          >
            <span className={styles.tagText}>{tag.label}</span>
          </Chip>
        </li>
      ))}
    </ul>
  );
}
