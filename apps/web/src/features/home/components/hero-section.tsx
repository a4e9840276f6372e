import { compareText } from '@nivaas/shared/compare-text';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import Star from 'lucide-react/icons/star';
import MapPin from 'lucide-react/icons/map-pin';
import Search from 'lucide-react/icons/search';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button-class';
import { Combobox } from '../../../components/ui/combobox';
import layout from '../../../components/ui/layout.module.css';
import { TabList } from '../../../components/ui/tab-list';
import { useCities } from '../../../lib/locations/get-cities';
import { siteSettingsQueryOptions } from '../../../lib/site-settings';
import {
  defaultCity,
  filterCities,
  HOME_TABS,
  homePrefill,
  homeSearchUrl,
  searchPlaceholder,
  type THomeTab,
} from '../lib/home-search';
import styles from './hero-section.module.css';
import { LocalityChips } from './locality-chips';
import { Skyline } from './skyline';
import { useLocalizedPath } from '../../../lib/i18n/use-localized-path';

/** The tabs' names (their values go into the listing's URL). */
const TAB_LABELS = {
  ALL: msg`ALL`,
  BUY: msg`BUY`,
  RENT: msg`RENT`,
  COMMERCIAL: msg`COMMERCIAL`,
} as const;

/** Spec §9: the city dropdown is about 200 px tall at most. */
const CITY_LIST_MAX_HEIGHT = 200;

/**
 * The hero (spec §2 'Home page'), under the site header's transparent bar: the search with its city dropdown and
 * ALL/BUY/RENT/COMMERCIAL tabs, the popular localities of the chosen city and the rating.
 */
export function HeroSection() {
  const navigate = useNavigate();
  const { t, i18n } = useLingui();
  const localized = useLocalizedPath();
  const tabs = HOME_TABS.map((value) => ({ value, label: i18n._(TAB_LABELS[value]) }));
  const [params] = useSearchParams();
  const citiesQuery = useCities();
  const cities = useMemo(
    () => (citiesQuery.data ?? []).map((c) => c.city).sort(compareText),
    [citiesQuery.data],
  );

  const [prefill] = useState(() => homePrefill(params, []));
  const [tab, setTab] = useState<THomeTab>(prefill.tab);
  const [search, setSearch] = useState(prefill.search);
  // undefined: not chosen yet (the default or the query's city applies once cities arrive); '' : cleared.
  const [chosenCity, setChosenCity] = useState<string | undefined>(undefined);
  // The admin's default city applies once the settings have answered (or failed: then the first
  // city alphabetically), so the dropdown does not show one city and then switch to another.
  const settings = useQuery(siteSettingsQueryOptions());
  const city =
    chosenCity ??
    homePrefill(params, cities).city ??
    (settings.isPending ? '' : defaultCity(cities, settings.data?.defaultCity));
  const localities = citiesQuery.data?.find((c) => c.city === city)?.localities ?? [];

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const url = homeSearchUrl({ search, city, tab });
    if (url) navigate(localized(url));
  };

  return (
    <div className={styles.hero}>
      <div className={`${layout.container} ${styles.content}`}>
        <h1 className={`${layout.h1} ${styles.title}`}>{t`Homes across India, at honest prices`}</h1>
        <p className={styles.lead}>
          {t`Buy, rent or find a plot with real photos, prices in rupees and agents you can verify.`}
        </p>

        {/* biome-ignore lint/a11y/useSemanticElements: a form (for Enter to submit) that is the page's search landmark */}
        <form role="search" aria-label={t`Search properties`} onSubmit={onSubmit} className={styles.form}>
          <TabList
            label={t`Property type`}
            tabs={tabs}
            value={tab}
            onChange={setTab}
            className={styles.tabs}
          />
          <div className={styles.row}>
            <Combobox
              label={t`City`}
              options={cities}
              value={city}
              onChange={setChosenCity}
              filterOptions={filterCities}
              placeholder={t`Select city`}
              loading={citiesQuery.isPending}
              loadingText={t`Loading cities…`}
              noOptionsText={t`No cities found`}
              listMaxHeight={CITY_LIST_MAX_HEIGHT}
              className={styles.city}
              startAdornment={<MapPin size={24} className={styles.placeIcon} />}
            />
            <label className={styles.searchField}>
              <Search size={24} className={styles.searchIcon} />
              <input
                type="search"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                placeholder={searchPlaceholder(city, i18n)}
                aria-label={t`Search properties`}
                enterKeyHint="search"
                className={styles.searchInput}
              />
            </label>
            <button
              type="submit"
              className={buttonClass({ variant: 'primary', size: 'lg', className: styles.submit })}
            >
              <Search size="1.25em" />
              {t`Search`}
            </button>
          </div>
          <LocalityChips
            city={city}
            localities={localities}
            tab={tab}
            pending={citiesQuery.isPending || (!city && settings.isPending)}
          />
        </form>

        <div className={styles.rating}>
          <span className={styles.score}>4.9</span>
          <div>
            <div className={styles.stars} role="img" aria-label={t`Rated 4.9 out of 5`}>
              {[0, 1, 2, 3, 4].map((i) => (
                <Star key={i} size={20} fill="currentColor" />
              ))}
            </div>
            <p className={styles.ratingText}>{t`from 6,900+ customers`}</p>
          </div>
        </div>
      </div>
      <Skyline />
    </div>
  );
}
