import { formatIndianNumber } from '@nivaas/shared/format-price';
import LayoutGrid from 'lucide-react/icons/layout-grid';
import MapIcon from 'lucide-react/icons/map';
import layout from '../../../components/ui/layout.module.css';
import type { TListingView, TSort } from '../lib/filters';
import { FRESHNESS_TEXT } from '@nivaas/shared/listing-freshness-text';
import { effectiveSort, SORT_OPTIONS } from '../lib/options';
import styles from './controls.module.css';
import toolbar from './results-toolbar.module.css';
import { SortMenu } from './sort-menu';

/**
 * The count above the results. Past the server's exact count (10,000) it is said as a floor
 * ('10,000+'); a text search's estimate is said as one ('About 2,300').
 */
export function countLabel(total: number, isEstimate = false): string {
  const noun = total === 1 ? 'property' : 'properties';
  if (!isEstimate) return `${formatIndianNumber(total)} ${noun}`;
  if (total >= 10_000) return `10,000+ ${noun}`;
  const rounded = Number(total.toPrecision(2));
  return `About ${formatIndianNumber(rounded)} ${noun}`;
}

const VIEWS: readonly { value: TListingView; label: string; icon: typeof LayoutGrid }[] = [
  { value: 'list', label: 'List', icon: LayoutGrid },
  { value: 'map', label: 'Map', icon: MapIcon },
];

/** The count, the sort menu and the list/map switch above the results. */
export function ResultsToolbar({
  total,
  isEstimate,
  isCounting,
  sort,
  onSort,
  view,
  onView,
}: {
  total: number | undefined;
  /** The server's total is a floor or an estimate, not an exact count. */
  isEstimate?: boolean;
  isCounting: boolean;
  sort: TSort | '';
  onSort: (sort: TSort) => void;
  view: TListingView;
  onView: (view: TListingView) => void;
}) {
  return (
    <div className={toolbar.root}>
      <div className={toolbar.bar}>
        <p role="status" aria-live="polite" className={toolbar.count}>
          {total === undefined ? (isCounting ? 'Searching…' : '') : countLabel(total, isEstimate)}
        </p>
        <SortMenu options={SORT_OPTIONS} current={effectiveSort(sort)} onSort={onSort} />
        {/* biome-ignore lint/a11y/useSemanticElements: a toggle button group, not a form's fieldset */}
        <div role="group" aria-label="View" className={styles.group}>
          {VIEWS.map((v) => (
            <button
              key={v.value}
              type="button"
              aria-pressed={view === v.value}
              className={`${styles.toggle} ${styles.plainToggle}`}
              onClick={() => view !== v.value && onView(v.value)}
            >
              <v.icon size={20} />
              <span className={toolbar.viewLabel}>{v.label}</span>
              <span className={layout.srOnly}> view</span>
            </button>
          ))}
        </div>
      </div>
      {/* The default order never depends on payment: said where the order is chosen. */}
      <p className={toolbar.fair}>{FRESHNESS_TEXT.noPaidPlacements}</p>
    </div>
  );
}
