import TuneIcon from '@mui/icons-material/Tune';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import type { TDeveloper } from '@nivaas/shared/developer';
import { useId, useMemo, useState } from 'react';
import { SearchField } from '../../../components/search-field';
import { useMediaQuery } from '../../../lib/use-media-query';
import {
  FILTER_LABELS,
  panelFilterCount,
  RANGE_FIELDS,
  type TDeveloperFilters,
  type TFilterKey,
} from '../lib/developer-filters';
import { useFilterDraft } from '../lib/use-filter-draft';
import { FilterNumberField } from './filter-number-field';
import { FilterSelect } from './filter-select';

type TSetFilters = (patch: Partial<Record<TFilterKey, string>>, opts?: { replace?: boolean }) => void;

/**
 * The directory's filters (admin spec §2.8): a search box, then city, specialization and the
 * founded-year and completed-project ranges. Phones fold the fields away behind a Filters button.
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
  const isWide = useMediaQuery('(min-width: 900px)');
  const [isOpen, setOpen] = useState(false);
  const panelId = useId();
  const activeCount = panelFilterCount(filters);
  const typed = (key: TFilterKey) => (value: string) => onChange({ [key]: value }, { replace: true });
  const search = useFilterDraft(filters.search, typed('search'));

  const cities = useMemo(() => allDevelopers.map((d) => d.headquarters.city), [allDevelopers]);
  const specializations = useMemo(
    () => allDevelopers.flatMap((d) => d.specializations.map((s) => s.name)),
    [allDevelopers],
  );

  return (
    <Box role="search" aria-label="Filter developers" sx={{ display: 'grid', gap: 1.5 }}>
      <Box
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          search.flush();
        }}
        sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
      >
        <SearchField
          value={search.draft}
          onChange={search.setDraft}
          placeholder="Search developers..."
          label="Search developers by name, description or city"
          maxWidth={isWide ? 480 : '100%'}
        />
        {!isWide && (
          <Button
            variant="outlined"
            color="inherit"
            onClick={() => setOpen((o) => !o)}
            aria-expanded={isOpen}
            aria-controls={panelId}
            aria-label={activeCount ? `Filters, ${activeCount} active` : 'Filters'}
            startIcon={
              <Badge badgeContent={activeCount} color="secondary">
                <TuneIcon />
              </Badge>
            }
            sx={{ minHeight: 44, flexShrink: 0, borderColor: 'divider' }}
          >
            Filters
          </Button>
        )}
      </Box>
      <Collapse in={isWide || isOpen} id={panelId}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(6, minmax(0, 1fr)) auto' },
            gap: 1.5,
            alignItems: 'center',
            pt: { xs: 0.5, md: 0 },
            '& > .wide': { gridColumn: { xs: 'span 2', md: 'auto' } },
          }}
        >
          <Box className="wide">
            <FilterSelect
              label={FILTER_LABELS.city}
              allLabel="All cities"
              names={cities}
              value={filters.city}
              onChange={(city) => onChange({ city })}
            />
          </Box>
          <Box className="wide">
            <FilterSelect
              label={FILTER_LABELS.specialization}
              allLabel="All specializations"
              names={specializations}
              value={filters.specialization}
              onChange={(specialization) => onChange({ specialization })}
            />
          </Box>
          {RANGE_FIELDS.map(({ key, maxDigits }) => (
            <FilterNumberField
              key={key}
              label={FILTER_LABELS[key]}
              value={filters[key]}
              maxDigits={maxDigits}
              onSend={typed(key)}
            />
          ))}
          <Button
            className="wide"
            onClick={onClearAll}
            disabled={activeCount === 0 && !filters.search}
            sx={{ minHeight: 44 }}
          >
            Clear all
          </Button>
        </Box>
      </Collapse>
    </Box>
  );
}
