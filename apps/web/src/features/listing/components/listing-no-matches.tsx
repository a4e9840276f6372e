import { useLingui } from '@lingui/react/macro';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import SearchX from 'lucide-react/icons/search-x';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { buttonClass } from '../../../components/ui/button-class';
import { paths } from '../../../config/paths';
import { localizedHref } from '../../../lib/i18n/locale';
import type stateStyles from './listing-states.module.css';

/**
 * The states' class names (listing-states.module.css): the page imports the styles, so a state the
 * server drew is styled before this code arrives.
 */
export type TStateStyles = typeof stateStyles;

/** No results (DESIGN 'Empty, loading and error states'), as components/feedback/empty-state draws it. */
function ListingEmpty({
  styles,
  title,
  message,
  actions,
}: {
  styles: TStateStyles;
  title: string;
  message?: string;
  actions?: ReactNode;
}) {
  return (
    <div className={styles.state}>
      <SearchX size={48} className={styles.emptyIcon} />
      <h2 className={styles.emptyTitle}>{title}</h2>
      {message && <p className={styles.message}>{message}</p>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}

/** The listing's 'no matches' state, with a refresh and a way to add a property (lib/no-matches.tsx loads it). */
export default function ListingNoMatches({
  styles,
  onRefresh,
}: {
  styles: TStateStyles;
  onRefresh: () => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <ListingEmpty
      styles={styles}
      title={t`No properties found matching your criteria`}
      message={t`Try adjusting your filters or search terms`}
      actions={
        <>
          <button
            type="button"
            className={buttonClass({ variant: 'secondary', className: styles.action })}
            onClick={onRefresh}
          >
            <RefreshCw size={20} className={styles.actionIcon} />
            {t`Refresh`}
          </button>
          <RouterLink
            to={localizedHref(paths.addProperty, i18n.locale === 'hi' ? 'hi' : 'en')}
            className={buttonClass({ variant: 'primary', className: styles.action })}
          >
            {t`Add Property`}
          </RouterLink>
        </>
      }
    />
  );
}
