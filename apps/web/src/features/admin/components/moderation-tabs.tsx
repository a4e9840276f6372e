import { NavLink } from 'react-router';
import { paths } from '../../../config/paths';
import styles from './moderation-tabs.module.css';

const TABS = [
  { to: paths.adminModeration, label: 'Reports' },
  { to: paths.adminModerationDuplicates, label: 'Duplicate photos' },
] as const;

/** The moderation screens, side by side: reports of listings, and listings sharing photos. */
export function ModerationTabs() {
  return (
    <nav aria-label="Moderation" className={styles.tabs}>
      {TABS.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          end
          className={({ isActive }) => [styles.tab, isActive && styles.active].filter(Boolean).join(' ')}
        >
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
