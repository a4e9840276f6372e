import { useLingui } from '@lingui/react/macro';
import Menu from 'lucide-react/icons/menu';
import { lazy, Suspense, useState } from 'react';
import { NavLink, Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth/auth-context';
import { AccountPanelButton } from '../account-panel/account-panel-button';
import { buttonClass } from '../ui/button-class';
import { IconButton } from '../ui/icon-button';
import layout from '../ui/layout.module.css';
import { BrandLogo } from './brand-logo';
import { LanguageSwitch } from './language-switch';
import { useNavItems } from './nav-items';
import styles from './site-header.module.css';
import { useLocalizedPath } from '../../lib/i18n/use-localized-path';

// The bell (signed-in users only) comes once the session is known: a guest's first view carries none of it.
const NotificationBell = lazy(() => import('../notification-bell/notification-bell'));

// The phone menu (a Base UI drawer) comes with the first tap, or the intent to tap, on its button.
const SiteMenuSheet = lazy(() => import('./site-menu-sheet'));

/** Marks the sticky site bar, so sticky parts of a page can sit under it. */
export const MASTHEAD_SELECTOR = 'header[data-masthead]';

/**
 * The one site header (spec §2): the logo, the links by role, Login and Register or Logout, then
 * ACCOUNT; a hamburger menu at 768 px and below (MOBILE_MENU_MAX_WIDTH). Sticky and white on every
 * page; over the home page's banner it is `isOverlay`: the same items, transparent, white text.
 *
 * Both the links and the hamburger are rendered and a media query shows one of them, so the
 * first render is the same at every width and a server can render it. The menu's sheet exists
 * only once wanted.
 */
export function SiteHeader({ isOverlay = false }: { isOverlay?: boolean }) {
  const { user, isLoading, logout } = useAuth();
  const { t } = useLingui();
  const localized = useLocalizedPath();
  const items = useNavItems();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const [isMenuWanted, setIsMenuWanted] = useState(false);
  const tone = isOverlay ? 'inverse' : 'default';
  const navClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? `${styles.link} ${styles.active}` : styles.link;
  const wantMenu = () => setIsMenuWanted(true);

  return (
    <header className={isOverlay ? `${styles.bar} ${styles.overlay}` : styles.bar} data-masthead="">
      <div className={`${layout.container} ${styles.inner}`}>
        <BrandLogo inverted={isOverlay} />
        <span className={styles.grow} />
        <nav aria-label={t`Main`} className={`${styles.nav} ${styles.desktopOnly}`}>
          {items.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.to === paths.admin} className={navClass}>
              {item.label}
            </NavLink>
          ))}
          {user ? (
            <button type="button" className={styles.link} onClick={logout}>
              {t`Logout`}
            </button>
          ) : (
            // Kept in place but out of sight while a stored session is read: no Login flashes by.
            <span className={styles.signedOut} aria-hidden={isLoading || undefined} inert={isLoading}>
              <NavLink to={localized(paths.login)} className={navClass}>
                {t`Login`}
              </NavLink>
              <RouterLink
                to={localized(paths.register)}
                className={buttonClass({ variant: 'primary', tone })}
              >
                {t`Register`}
              </RouterLink>
            </span>
          )}
          {user && (
            <Suspense fallback={null}>
              <NotificationBell tone={tone} />
            </Suspense>
          )}
          <AccountPanelButton tone={tone} />
          <LanguageSwitch className={styles.link} />
        </nav>
        <div className={styles.mobileOnly}>
          {user && (
            <Suspense fallback={null}>
              <NotificationBell tone={tone} />
            </Suspense>
          )}
          <AccountPanelButton tone={tone} compact={!!user} />
          <IconButton
            label={t`Open menu`}
            icon={<Menu size={24} />}
            tone={isOverlay ? 'inverse' : 'inherit'}
            aria-haspopup="dialog"
            aria-expanded={isMenuOpen}
            onPointerEnter={wantMenu}
            onFocus={wantMenu}
            onClick={() => {
              wantMenu();
              setIsMenuOpen(true);
            }}
            className={styles.menuButton}
          />
        </div>
        {isMenuWanted && (
          <Suspense fallback={null}>
            <SiteMenuSheet open={isMenuOpen} onClose={() => setIsMenuOpen(false)} />
          </Suspense>
        )}
      </div>
    </header>
  );
}
