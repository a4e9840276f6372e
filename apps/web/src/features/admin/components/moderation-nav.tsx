import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { NavLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useLocalizedPath } from '../../../lib/i18n/use-localized-path';
import styles from './moderation-nav.module.css';

const ITEMS = [
  { to: paths.adminModeration, label: msg`Reports` },
  { to: paths.adminDuplicatePhotos, label: msg`Duplicate photos` },
] as const;

/** The moderation screens, one link each; the current one is marked (aria-current="page"). */
export function ModerationNav() {
  const { t, i18n } = useLingui();
  const localize = useLocalizedPath();
  return (
    <nav aria-label={t`Moderation`} className={styles.nav}>
      <ul className={styles.list}>
        {ITEMS.map((item) => (
          <li key={item.to}>
            <NavLink
              to={localize(item.to)}
              end
              className={({ isActive }) => [styles.link, isActive && styles.active].filter(Boolean).join(' ')}
            >
              {i18n._(item.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
