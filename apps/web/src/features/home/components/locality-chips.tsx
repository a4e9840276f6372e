import ChevronRight from 'lucide-react/icons/chevron-right';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { iconButtonClass } from '../../../components/ui/button-class';
import { chipsPerPage, localityUrl, nextChipStart, type THomeTab, visibleChips } from '../lib/home-search';
import { useWindowWidth } from '../lib/use-window-width';
import styles from './locality-chips.module.css';

/**
 * 'Popular Localities in {city}:' (spec §2): 3/4/5/6 chips at a time by width; the next button
 * pages through them and wraps to the start. Each chip opens the listing for that locality.
 */
export function LocalityChips({
  city,
  localities,
  tab,
}: {
  city: string;
  localities: string[];
  tab: THomeTab;
}) {
  const perPage = chipsPerPage(useWindowWidth());
  // A new city or a new page size starts again from the first chip.
  const key = `${city}|${perPage}`;
  const [paging, setPaging] = useState({ key, start: 0 });
  const start = paging.key === key ? paging.start : 0;

  if (!city || localities.length === 0) return null;
  const shown = visibleChips(localities, start, perPage);
  const canPage = localities.length > perPage;

  return (
    <section aria-label={`Popular localities in ${city}`} className={styles.chips}>
      <h2 className={styles.heading}>Popular Localities in {city}:</h2>
      <ul className={styles.list}>
        {shown.map((locality) => (
          <li key={locality} className={styles.item}>
            <RouterLink to={localityUrl(city, locality, tab)} className={styles.chip}>
              {locality}
            </RouterLink>
          </li>
        ))}
      </ul>
      {canPage && (
        <button
          type="button"
          aria-label="Show more localities"
          onClick={() => setPaging({ key, start: nextChipStart(start, perPage, localities.length) })}
          className={iconButtonClass({ className: styles.more })}
        >
          <ChevronRight size={24} />
        </button>
      )}
    </section>
  );
}
