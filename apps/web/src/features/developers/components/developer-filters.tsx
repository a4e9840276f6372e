import { useLingui } from '@lingui/react/macro';
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import type { TDeveloper } from '@nivaas/shared/developer';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { SearchField } from '../../../components/search-field';
import { Button } from '../../../components/ui/button';
import {
  FILTER_LABELS,
  panelFilterCount,
  RANGE_FIELDS,
  type TDeveloperFilters,
  type TFilterKey,
} from '../lib/developer-filters';
import { useFilterDraft } from '../lib/use-filter-draft';
import styles from './developer-filters.module.css';
import { FilterNumberField } from './filter-number-field';
import { FilterSelect } from './filter-select';
import { FilterTags } from './filter-tags';

type TSetFilters = (patch: Partial<Record<TFilterKey, string>>, opts?: { replace?: boolean }) => void;

/**
 * The directory's filters (admin spec §2.8): a search box, then city, specialization and the
 * founded-year and completed-project ranges, then the filters in force as removable tags. Phones
 * fold the fields away behind a Filters button. Both looks are one render and CSS picks one, so
 * the first render is the same at every width (a server can draw it).
 */
export function DeveloperFilters({
  filters,
  allDevelopers,
  onChange,
  onClearAll,
}: {
  filters: TDeveloperFilters;
  /** Every builder, whatever the filters, for the city and specialization choices. */
  allDevelopers: readonly TDeveloper[];
  onChange: TSetFilters;
  onClearAll: () => void;
}) {
  const { t, i18n } = useLingui();
  const [isOpen, setOpen] = useState(false);
  const panelId = useId();
  const searchRef = useRef<HTMLDivElement>(null);
  const activeCount = panelFilterCount(filters);
  const typed = (key: TFilterKey) => (value: string) => onChange({ [key]: value }, { replace: true });
  const search = useFilterDraft(filters.search, typed('search'));
  const focusSearch = useCallback(() => searchRef.current?.querySelector('input')?.focus(), []);

  const cities = useMemo(() => allDevelopers.map((d) => d.headquarters.city), [allDevelopers]);
  const specializations = useMemo(
    () => allDevelopers.flatMap((d) => d.specializations.map((s) => s.name)),
    [allDevelopers],
  );

  return (
    <search aria-label={t`Filter builders`} className={styles.root}>
      <form
        className={styles.searchRow}
        onSubmit={(e) => {
          e.preventDefault();
          search.flush();
        }}
      >
        <div ref={searchRef} className={styles.search}>
          <SearchField
            value={search.draft}
            onChange={search.setDraft}
            placeholder={t`Search builders...`}
            label={t`Search builders by name, description or city`}
            maxWidth="100%"
          />
        </div>
        <Button
          className={styles.toggle}
          onClick={() => setOpen((o) => !o)}
          aria-expanded={isOpen}
          aria-controls={panelId}
          aria-label={activeCount ? t`Filters, ${activeCount} active` : t`Filters`}
          startIcon={<SlidersHorizontal size={20} />}
        >
          {t`Filters`}
          {activeCount > 0 && (
            <span className={styles.count} aria-hidden="true">
              {activeCount}
            </span>
          )}
        </Button>
      </form>
      <div id={panelId} className={styles.panel} data-open={isOpen || undefined}>
        <FilterSelect
          className={styles.wide}
          label={i18n._(FILTER_LABELS.city)}
          allLabel={t`All cities`}
          names={cities}
          value={filters.city}
          onChange={(city) => onChange({ city })}
        />
        <FilterSelect
          className={styles.wide}
          label={i18n._(FILTER_LABELS.specialization)}
          allLabel={t`All specializations`}
          names={specializations}
          value={filters.specialization}
          onChange={(specialization) => onChange({ specialization })}
        />
        {RANGE_FIELDS.map(({ key, maxDigits }) => (
          <FilterNumberField
            key={key}
            label={i18n._(FILTER_LABELS[key])}
            value={filters[key]}
            maxDigits={maxDigits}
            onSend={typed(key)}
          />
        ))}
        <Button
          variant="ghost"
          className={`${styles.wide} ${styles.clear}`}
          onClick={() => {
            onClearAll();
            focusSearch();
          }}
        >
          {t`Clear all`}
        </Button>
      </div>
      <FilterTags filters={filters} onRemove={(key) => onChange({ [key]: '' })} onEmptied={focusSearch} />
    </search>
  );
}
