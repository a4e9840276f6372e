import { useLingui } from '@lingui/react/macro';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { lazy, Suspense, useId, useState } from 'react';
import layout from '../../../components/ui/layout.module.css';
import { LoadingVeil } from '../../../components/ui/loading-veil';
import type { TListingFilters } from '../lib/filters';
import styles from './controls.module.css';

export type TFilterPanelKind = 'bedsBaths' | 'homeType' | 'price' | 'more';

/** The panels (and Base UI's popover) arrive on first use, not with the page. */
const FilterPanel = lazy(() => import('./filter-panels'));

/**
 * A filter button that opens its panel under it (spec §2), with a dot when its filter is active.
 * A pointer over the button or focus on it already fetches the panel's code; a click before it
 * has arrived shows a loading veil.
 */
export function FilterDropdown({
  kind,
  label,
  isActive,
  filters,
  onChange,
}: {
  kind: TFilterPanelKind;
  label: string;
  isActive: boolean;
  filters: TListingFilters;
  onChange: (patch: Partial<TListingFilters>) => void;
}) {
  const { t } = useLingui();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const id = useId();
  const want = () => setWanted(true);

  return (
    <>
      <button
        type="button"
        className={[styles.outlined, styles.dropdown, isActive && styles.active].filter(Boolean).join(' ')}
        onClick={(e) => {
          const button = e.currentTarget;
          setWanted(true);
          // A second press closes the panel (the panel leaves presses on its button to it).
          setAnchor((open) => (open ? null : button));
        }}
        onPointerEnter={want}
        onFocus={want}
        aria-haspopup="dialog"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? id : undefined}
      >
        {label}
        {isActive && <span className={layout.srOnly}> {t`(active)`}</span>}
        <ChevronDown size={20} className={anchor ? `${styles.endIcon} ${styles.flipped}` : styles.endIcon} />
        {isActive && <span className={styles.dot} aria-hidden="true" />}
      </button>
      {wanted && (
        <Suspense fallback={anchor ? <LoadingVeil label={t`Loading filters…`} /> : null}>
          <FilterPanel
            kind={kind}
            id={id}
            label={label}
            anchor={anchor}
            onClose={() => setAnchor(null)}
            filters={filters}
            onChange={onChange}
          />
        </Suspense>
      )}
    </>
  );
}
