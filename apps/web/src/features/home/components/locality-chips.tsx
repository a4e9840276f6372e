import { useLingui } from '@lingui/react/macro';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { iconButtonClass } from '../../../components/ui/button-class';
import { chipsPerPage, localityUrl, nextChipStart, type THomeTab, visibleChips } from '../lib/home-search';
import { useWindowWidth } from '../lib/use-window-width';
import styles from './locality-chips.module.css';
import { useLocalizedPath } from '../../../lib/i18n/use-localized-path';

/**
 * 'Popular Localities in {city}:' (spec §2): 3/4/5/6 chips at a time by width; the next button
 * pages through them and wraps to the start. Each chip opens the listing for that locality.
 */
export function LocalityChips({
  city,
  localities,
  tab,
  pending = false,
}: {
  city: string;
  localities: string[];
  tab: THomeTab;
  /** The city or its localities are still on their way: their room is kept. */
  pending?: boolean;
}) {
  const { t } = useLingui();
  const localized = useLocalizedPath();
  const width = useWindowWidth();
  const perPage = chipsPerPage(width ?? 0);
  // A new city or a new page size starts again from the first chip.
  const key = `${city}|${perPage}`;
  const [paging, setPaging] = useState({ key, start: 0 });
  const start = paging.key === key ? paging.start : 0;

  // Drawn by the server, the chips wait for the browser's width (how many fit) with their room kept.
  if (pending || (width === null && city && localities.length > 0)) {
    return (
      <div aria-hidden="true" className={`${styles.chips} ${styles.pending}`}>
        <span className={styles.heading}>{t`Popular Localities`}</span>
        <div className={styles.row}>
          {/* As many as the width shows (3/4/5/6), chosen by the style sheet: the first paint does not know the width. */}
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing else to tell them apart
            <span key={i} className={`${styles.chip} ${styles.placeholder} ${styles.slot}`} />
          ))}
          <span className={`${styles.chip} ${styles.placeholder} ${styles.morePlaceholder}`} />
        </div>
      </div>
    );
  }
  if (!city || localities.length === 0) return null;
  const shown = visibleChips(localities, start, perPage);
  const canPage = localities.length > perPage;

  return (
    <section aria-label={t`Popular localities in ${city}`} className={styles.chips}>
      <h2 className={styles.heading}>{t`Popular Localities in ${city}:`}</h2>
      <div className={styles.row}>
        <ul className={styles.list}>
          {shown.map((locality) => (
            <li key={locality} className={styles.item}>
              <RouterLink to={localized(localityUrl(city, locality, tab))} className={styles.chip}>
                {locality}
              </RouterLink>
            </li>
          ))}
        </ul>
        {canPage && (
          <button
            type="button"
            aria-label={t`Show more localities`}
            onClick={() => setPaging({ key, start: nextChipStart(start, perPage, localities.length) })}
            className={iconButtonClass({ className: styles.more })}
          >
            <ChevronRight size={24} />
          </button>
        )}
      </div>
    </section>
  );
}
