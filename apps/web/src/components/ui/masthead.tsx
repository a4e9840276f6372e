import { useState } from 'react';
import { NavLink, Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth/auth-context';
import { AccountPanelButton } from '../account-panel/account-panel-button';
import { BrandLogo } from '../layouts/brand-logo';
import { useNavItems } from '../layouts/nav-items';
import { buttonClass } from './button-class';
import { Icon } from './icon';
import styles from './masthead.module.css';
import { SiteMenuSheet } from './site-menu-sheet';

/** Marks the sticky site bar, so sticky parts of a page can sit under it. */
export const MASTHEAD_SELECTOR = 'header[data-masthead]';

/**
 * The site header for pages built without MUI, the same as the MUI one (layouts/site-header.tsx):
 * the logo, links by role, Login/Register or Logout, ACCOUNT; a hamburger menu at 768 px and below
 * (spec §2, MOBILE_MENU_MAX_WIDTH). Sticky at the top of the page.
 *
 * Both the links and the hamburger are rendered and a media query shows one of them
 * (masthead.module.css), so the first render is the same at every width and a server can render it.
 * The menu's sheet exists only while it is open.
 */
export function Masthead() {
  const { user, logout } = useAuth();
  const items = useNavItems();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const navClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? `${styles.link} ${styles.active}` : styles.link;

  return (
    <header className={styles.bar} data-masthead="">
      <div className={styles.inner}>
        <BrandLogo />
        <span className={styles.grow} />
        <nav aria-label="Main" className={`${styles.nav} ${styles.desktopOnly}`}>
          {items.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.to === paths.admin} className={navClass}>
              {item.label}
            </NavLink>
          ))}
          {user ? (
            <button type="button" className={styles.link} onClick={logout}>
              Logout
            </button>
          ) : (
            <>
              <RouterLink to={paths.login} className={styles.link}>
                Login
              </RouterLink>
              <RouterLink to={paths.register} className={buttonClass({ variant: 'contained' })}>
                Register
              </RouterLink>
            </>
          )}
          <AccountPanelButton />
        </nav>
        <div className={styles.mobileOnly}>
          <AccountPanelButton />
          <button
            type="button"
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={open}
            onClick={() => setOpen(true)}
            className={styles.menuButton}
          >
            <Icon name="menu" size={24} />
          </button>
        </div>
        {open && <SiteMenuSheet open onClose={close} />}
      </div>
    </header>
  );
}
