import { NavLink } from 'react-router';
import { paths } from '../../../config/paths';
import styles from './moderation-nav.module.css';

const ITEMS = [
  { to: paths.adminModeration, label: 'Reports' },
  { to: paths.adminDuplicatePhotos, label: 'Duplicate photos' },
] as const;

/** The moderation screens, one link each; the current one is marked (aria-current="page"). */
export function ModerationNav() {
  return (
    <nav aria-label="Moderation" className={styles.nav}>
      <ul className={styles.list}>
        {ITEMS.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end
              className={({ isActive }) => [styles.link, isActive && styles.active].filter(Boolean).join(' ')}
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
