import { useLingui } from '@lingui/react/macro';
import { COMPARE_LIMIT_MESSAGE } from '@nivaas/shared/compare-limits';
import type { MouseEvent } from 'react';
import { compareStore, type TCompareItem, useCompareItems } from '../../features/compare/lib/compare-store';
import { notify } from '../../lib/notify';
import styles from './compare-toggle.module.css';

/**
 * 'Compare' on a card or the detail: adds the listing to the compare tray, or takes it out. With 4
 * chosen it adds nothing and says so. Light (no zod, no API): it is on every card of the first view.
 */
export function CompareToggle({
  item,
  variant = 'card',
}: {
  item: TCompareItem;
  variant?: 'card' | 'toolbar';
}) {
  const { t } = useLingui();
  const title = item.title;
  const chosen = useCompareItems().some((x) => x.id === item.id);
  const onClick = (event: MouseEvent) => {
    // Cards are links; the toggle must not open the listing.
    event.preventDefault();
    event.stopPropagation();
    if (chosen) {
      compareStore.remove(item.id);
      return;
    }
    if (!compareStore.add(item)) notify(`${COMPARE_LIMIT_MESSAGE}. Remove one to add another.`, 'warning');
  };
  return (
    <button
      type="button"
      className={[styles.toggle, variant === 'toolbar' && styles.toolbar, chosen && styles.on]
        .filter(Boolean)
        .join(' ')}
      aria-pressed={chosen}
      aria-label={t`Compare ${title}`}
      onClick={onClick}
      data-testid="compare-toggle"
    >
      <span className={styles.box} aria-hidden="true" />
      <span>{t`Compare`}</span>
    </button>
  );
}
