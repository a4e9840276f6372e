import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import LayoutGrid from 'lucide-react/icons/layout-grid';
import MapIcon from 'lucide-react/icons/map';
import type { TListingView, TSort } from '../lib/filters';
import { ENGLISH, type TSay } from '../lib/filters';
import { effectiveSort, SORT_OPTIONS } from '../lib/options';
import styles from './controls.module.css';
import toolbar from './results-toolbar.module.css';
import { SortMenu } from './sort-menu';

const COUNT = {
  exact: msg({ message: '{n, plural, one {# property} other {# properties}}' }),
  floor: msg({ message: '{n, plural, one {#+ property} other {#+ properties}}' }),
  about: msg({ message: '{n, plural, one {About # property} other {About # properties}}' }),
};

/**
 * The count above the results. Past the server's exact count (10,000) it is said as a floor
 * ('10,000+'); a text search's estimate is said as one ('About 2,300').
 */
export function countLabel(total: number, isEstimate = false, i18n: TSay = ENGLISH): string {
  if (!isEstimate) return i18n._(COUNT.exact, { n: total });
  if (total >= 10_000) return i18n._(COUNT.floor, { n: 10_000 });
  return i18n._(COUNT.about, { n: Number(total.toPrecision(2)) });
}

type TViewButton = {
  value: TListingView;
  label: ReturnType<typeof msg>;
  name: ReturnType<typeof msg>;
  icon: typeof LayoutGrid;
};
const VIEWS: readonly TViewButton[] = [
  { value: 'list', label: msg`List`, name: msg`List view`, icon: LayoutGrid },
  { value: 'map', label: msg`Map`, name: msg`Map view`, icon: MapIcon },
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
  const { t, i18n } = useLingui();
  const sorts = SORT_OPTIONS.map((o) => ({ value: o.value, label: i18n._(o.label) }));
  return (
    <div className={toolbar.root}>
      <div className={toolbar.bar}>
        <p role="status" aria-live="polite" className={toolbar.count}>
          {total === undefined ? (isCounting ? t`Searching…` : '') : countLabel(total, isEstimate, i18n)}
        </p>
        <SortMenu options={sorts} current={effectiveSort(sort)} onSort={onSort} />
        {/* biome-ignore lint/a11y/useSemanticElements: a toggle button group, not a form's fieldset */}
        <div role="group" aria-label={t`View`} className={styles.group}>
          {VIEWS.map((v) => (
            <button
              key={v.value}
              type="button"
              aria-pressed={view === v.value}
              aria-label={i18n._(v.name)}
              className={`${styles.toggle} ${styles.plainToggle}`}
              onClick={() => view !== v.value && onView(v.value)}
            >
              <v.icon size={20} />
              <span className={toolbar.viewLabel}>{i18n._(v.label)}</span>
            </button>
          ))}
        </div>
      </div>
      {/* The default order never depends on payment: said where the order is chosen. */}
      <p className={toolbar.fair}>{t`No paid placements`}</p>
    </div>
  );
}
