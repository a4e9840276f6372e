import { useLingui } from '@lingui/react/macro';
import MapPin from 'lucide-react/icons/map-pin';
import Search from 'lucide-react/icons/search';
import X from 'lucide-react/icons/x';
import ChevronDown from 'lucide-react/icons/chevron-down';
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import layout from '../../../components/ui/layout.module.css';
import { LoadingVeil } from '../../../components/ui/loading-veil';
import { activeDropdowns, type TListingFilters } from '../lib/filters';
import styles from './controls.module.css';
import { ListingSearchBox } from './listing-search-box';
import bar from './mobile-filter-bar.module.css';

/** Their code (and Base UI's dialog) arrives when first wanted (a touch, a pointer over, focus), not with the page. */
const CityPickerDialog = lazy(() => import('./city-picker-dialog'));
const MobileFilterDrawer = lazy(() => import('./mobile-filter-drawer'));

/**
 * The phone's filter row (spec §2 'Mobile', at 900 px and below): the city picker, an expandable
 * search and the filter drawer.
 */
export function MobileFilterBar({
  filters,
  suggestions,
  knownCities,
  onChange,
}: {
  filters: TListingFilters;
  suggestions: readonly string[];
  knownCities: readonly string[];
  onChange: (patch: Partial<TListingFilters>) => void;
}) {
  const { t } = useLingui();
  const [isSearchOpen, setSearchOpen] = useState(Boolean(filters.search));
  const [isCityOpen, setCityOpen] = useState(false);
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const [wantCity, setWantCity] = useState(false);
  const [wantDrawer, setWantDrawer] = useState(false);
  const activeCount = Object.values(activeDropdowns(filters)).filter(Boolean).length;
  const searchRef = useRef<HTMLInputElement>(null);
  // Focus goes to the search field when the user opens it, not when the page loads with it open.
  const focusSearch = useRef(false);
  useEffect(() => {
    if (isSearchOpen && focusSearch.current) searchRef.current?.focus();
    focusSearch.current = false;
  }, [isSearchOpen]);

  return (
    <>
      <div className={bar.row}>
        <button
          type="button"
          className={`${styles.outlined} ${bar.city}`}
          onClick={() => {
            setWantCity(true);
            setCityOpen(true);
          }}
          onPointerEnter={() => setWantCity(true)}
          onPointerDown={() => setWantCity(true)}
          onFocus={() => setWantCity(true)}
          aria-haspopup="dialog"
        >
          <MapPin size={20} className={`${styles.startIcon} ${bar.place}`} />
          <span className={bar.cityName}>
            <span className={layout.srOnly}>{t`City:`} </span>
            {filters.city || t`All cities`}
            <span className={layout.srOnly}>. {t`Change city`}</span>
          </span>
          <ChevronDown size={20} className={styles.endIcon} />
        </button>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={isSearchOpen ? t`Close search` : t`Open search`}
          aria-expanded={isSearchOpen}
          aria-controls="mobile-search"
          onClick={() => {
            focusSearch.current = !isSearchOpen;
            setSearchOpen((o) => !o);
          }}
        >
          {isSearchOpen ? <X size={24} /> : <Search size={24} />}
        </button>
        <button
          type="button"
          className={styles.outlined}
          onClick={() => {
            setWantDrawer(true);
            setDrawerOpen(true);
          }}
          onPointerEnter={() => setWantDrawer(true)}
          onPointerDown={() => setWantDrawer(true)}
          onFocus={() => setWantDrawer(true)}
          aria-haspopup="dialog"
        >
          <span className={`${styles.badgeAnchor} ${styles.startIcon}`}>
            <SlidersHorizontal size={24} />
            {activeCount > 0 && (
              <span className={styles.badge} aria-hidden="true">
                {activeCount}
              </span>
            )}
          </span>
          {t`Filters`}
          {activeCount > 0 && <span className={layout.srOnly}>, {t`${activeCount} active`}</span>}
        </button>
      </div>
      <div id="mobile-search" hidden={!isSearchOpen} className={bar.search}>
        {isSearchOpen && (
          <ListingSearchBox
            key={filters.search}
            search={filters.search}
            suggestions={suggestions}
            onSearch={(search) => onChange({ search })}
            onCity={(city) => onChange({ city })}
            inputRef={searchRef}
          />
        )}
      </div>
      {wantCity && (
        <Suspense fallback={isCityOpen ? <LoadingVeil label={t`Loading cities…`} /> : null}>
          <CityPickerDialog
            open={isCityOpen}
            onClose={() => setCityOpen(false)}
            city={filters.city}
            knownCities={knownCities}
            onPick={(city) => onChange({ city })}
          />
        </Suspense>
      )}
      {wantDrawer && (
        <Suspense fallback={isDrawerOpen ? <LoadingVeil label={t`Loading filters…`} /> : null}>
          <MobileFilterDrawer
            open={isDrawerOpen}
            onClose={() => setDrawerOpen(false)}
            filters={filters}
            onApply={onChange}
          />
        </Suspense>
      )}
    </>
  );
}
