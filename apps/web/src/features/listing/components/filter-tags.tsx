import { useLingui } from '@lingui/react/macro';
import CircleX from 'lucide-react/icons/circle-x';
import { useRef, useState } from 'react';
import layout from '../../../components/ui/layout.module.css';
import { filterTags, type TListingFilters } from '../lib/filters';
import styles from './controls.module.css';
import page from './filter-tags.module.css';

/** On phones a row of more than this many tags shows the first two and '+N more'. */
const COLLAPSE_OVER = 3;
const SHOWN_COLLAPSED = 2;

/**
 * One removable tag per active filter and 'Clear all' (spec §2). On phones (900 px and below) with
 * more than 3 tags the row shows 2 then '+N more', which expands it; a media query does that, so
 * the first render is the same at every width.
 */
export function FilterTags({
  filters,
  onChange,
  onClearAll,
}: {
  filters: TListingFilters;
  onChange: (patch: Partial<TListingFilters>) => void;
  onClearAll: () => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const firstHidden = useRef<HTMLButtonElement>(null);
  const { t, i18n } = useLingui();
  const tags = filterTags(filters, i18n);
  if (tags.length === 0) return null;
  const collapsible = !expanded && tags.length > COLLAPSE_OVER;
  const hidden = tags.length - SHOWN_COLLAPSED;

  return (
    <section aria-label={t`Active filters`} className={page.row}>
      {tags.map((tag, i) => (
        <button
          key={tag.key}
          ref={i === SHOWN_COLLAPSED ? firstHidden : undefined}
          type="button"
          className={collapsible && i >= SHOWN_COLLAPSED ? `${styles.chip} ${page.phoneHidden}` : styles.chip}
          onClick={() => onChange(tag.patch)}
        >
          <span className={styles.chipLabel}>
            <span className={layout.srOnly}>{t`Remove filter`} </span>
            {tag.label}
          </span>
          <CircleX size={22} className={styles.chipIcon} />
        </button>
      ))}
      {collapsible && (
        <button
          type="button"
          className={`${styles.chip} ${styles.moreChip} ${page.phoneOnly}`}
          onClick={() => {
            setExpanded(true);
            // The '+N more' button goes away: focus moves to the first tag it uncovered.
            requestAnimationFrame(() => firstHidden.current?.focus());
          }}
        >
          <span className={styles.chipLabel}>
            <span className={layout.srOnly}>{t`Show`} </span>
            {t`+${hidden} more`}
            <span className={layout.srOnly}> {t`filters`}</span>
          </span>
        </button>
      )}
      <button type="button" onClick={onClearAll} className={`${styles.text} ${styles.small}`}>
        {t`Clear all`}
      </button>
    </section>
  );
}
