import { MOBILE_MENU_MAX_WIDTH } from '@nivaas/shared/constants';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { AccountPanelButton } from '../../../components/account-panel/account-panel-button';
import { BrandLogo } from '../../../components/layouts/brand-logo';
import { useNavItems } from '../../../components/layouts/nav-items';
import { buttonClass } from '../../../components/ui/button-class';
import { Icon } from '../../../components/ui/icon';
import layout from '../../../components/ui/layout.module.css';
import { SiteMenuSheet } from '../../../components/ui/site-menu-sheet';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { useMediaQuery } from '../../../lib/use-media-query';
import styles from './home-top-bar.module.css';

/**
 * The site header is hidden on / (spec §2), so the hero carries its own bar: the logo, the links
 * by role, ACCOUNT, Login/Register or the user's name and Logout; a hamburger at 768 px and below.
 */
export function HomeTopBar() {
  const { user, logout } = useAuth();
  const items = useNavItems();
  const isMobile = useMediaQuery(`(max-width:${MOBILE_MENU_MAX_WIDTH}px)`);
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const linkButton = buttonClass({ color: 'inherit' });

  return (
    <header className={`${layout.container} ${styles.bar}`}>
      <BrandLogo inverted />
      <span className={styles.grow} />
      {isMobile ? (
        <>
          <AccountPanelButton color="inherit" />
          <button
            type="button"
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={open}
            onClick={() => setOpen(true)}
            className={buttonClass({ color: 'inherit', size: 'icon', className: styles.menuButton })}
          >
            <Icon name="menu" size={24} />
          </button>
          <SiteMenuSheet open={open} onClose={close} showUser />
        </>
      ) : (
        <nav aria-label="Main" className={styles.nav}>
          {items.map((item) => (
            <RouterLink key={item.to} to={item.to} className={linkButton}>
              {item.label}
            </RouterLink>
          ))}
          <AccountPanelButton color="inherit" />
          {user ? (
            <>
              <span className={styles.userName}>{user.name}</span>
              <button
                type="button"
                className={buttonClass({ color: 'inherit', variant: 'outlined' })}
                onClick={logout}
              >
                Logout
              </button>
            </>
          ) : (
            <>
              <RouterLink to={paths.login} className={linkButton}>
                Login
              </RouterLink>
              <RouterLink
                to={paths.register}
                className={buttonClass({ variant: 'contained', color: 'secondary' })}
              >
                Register
              </RouterLink>
            </>
          )}
        </nav>
      )}
    </header>
  );
}
