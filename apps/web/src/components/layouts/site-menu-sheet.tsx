import { useLingui } from '@lingui/react/macro';
import { NavLink } from 'react-router';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth/auth-context';
import { Drawer } from '../ui/drawer';
import { LanguageSwitch } from './language-switch';
import { useNavItems } from './nav-items';
import styles from './site-menu-sheet.module.css';
import { useLocalizedPath } from '../../lib/i18n/use-localized-path';

/**
 * The site header's phone menu, a side sheet: who is signed in, the links by role, then Logout, or
 * Login and Register (the same items and order as the header's links).
 */
export default function SiteMenuSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { user, logout } = useAuth();
  const items = useNavItems();
  const { t } = useLingui();
  const localized = useLocalizedPath();
  return (
    <Drawer open={open} onClose={onClose} label={t`Menu`}>
      <nav aria-label={t`Main`}>
        {user && (
          <div className={styles.signedIn}>
            <div className={styles.caption}>{t`Signed in as`}</div>
            <div className={styles.name}>{user.name}</div>
          </div>
        )}
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.to === paths.admin} className={styles.item} onClick={onClose}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <hr className={styles.divider} />
        <ul className={styles.list}>
          {user ? (
            <li>
              <button
                type="button"
                className={styles.item}
                onClick={() => {
                  onClose();
                  logout();
                }}
              >
                {t`Logout`}
              </button>
            </li>
          ) : (
            <>
              <li>
                <NavLink to={localized(paths.login)} className={styles.item} onClick={onClose}>
                  {t`Login`}
                </NavLink>
              </li>
              <li>
                <NavLink to={localized(paths.register)} className={styles.item} onClick={onClose}>
                  {t`Register`}
                </NavLink>
              </li>
            </>
          )}
        </ul>
        <LanguageSwitch className={styles.item} onFollow={onClose} />
      </nav>
    </Drawer>
  );
}
