import { useLingui } from '@lingui/react/macro';
import House from 'lucide-react/icons/house';
import LogOut from 'lucide-react/icons/log-out';
import MenuIcon from 'lucide-react/icons/menu';
import PanelLeftClose from 'lucide-react/icons/panel-left-close';
import PanelLeftOpen from 'lucide-react/icons/panel-left-open';
import UserRound from 'lucide-react/icons/user-round';
import { type CSSProperties, Suspense, useEffect, useState } from 'react';
import { Link as RouterLink, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { PageLoader } from '../../../components/feedback/page-loader';
import { LanguageSwitch } from '../../../components/layouts/language-switch';
import { SiteFooter } from '../../../components/layouts/site-footer';
import footerStyles from '../../../components/layouts/site-footer.module.css';
import { PageContainer } from '../../../components/page-container';
import { Avatar } from '../../../components/ui/avatar';
import { ButtonLink } from '../../../components/ui/button';
import { Drawer } from '../../../components/ui/drawer';
import { IconButton, IconButtonLink } from '../../../components/ui/icon-button';
import { MEDIA } from '../../../components/ui/media';
import { Menu } from '../../../components/ui/menu';
import { Tooltip } from '../../../components/ui/tooltip';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { basePath } from '../../../lib/i18n/locale';
import { useLocalizedPath } from '../../../lib/i18n/use-localized-path';
import { useMediaQuery } from '../../../lib/use-media-query';
import { activeNavTarget } from '../lib/active-nav';
import styles from './admin-layout.module.css';
import { ADMIN_NAV_ITEMS } from './admin-nav-items';

/** Admin spec §2.2 and §9: the drawer is 240 px wide, 72 px collapsed. */
export const DRAWER_WIDTH = 240;
export const DRAWER_COLLAPSED_WIDTH = 72;
const COLLAPSED_STORAGE_KEY = 'nivaas.admin.drawerCollapsed';

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(COLLAPSED_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The admin panel's frame (admin spec §2.2): a top bar 'Admin Panel' with the menu toggle, a Home
 * link and the avatar menu; a side menu that collapses to icons on laptops and desktops, and is a
 * drawer over the page below 1024 px; the chosen screen in the page container, then the one site
 * footer (admin spec §2: 'The footer is on every page').
 */
export default function AdminLayout() {
  const isWide = useMediaQuery(MEDIA.laptop);
  const [isCollapsed, setIsCollapsed] = useState(readCollapsed);
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const { t } = useLingui();
  const localize = useLocalizedPath();

  // The drawer closes once a screen is chosen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setIsDrawerOpen(false), [pathname]);

  const toggle = () => {
    if (!isWide) {
      setIsDrawerOpen((open) => !open);
      return;
    }
    setIsCollapsed((collapsed) => {
      try {
        localStorage.setItem(COLLAPSED_STORAGE_KEY, collapsed ? '0' : '1');
      } catch {
        // Private mode: the choice lasts for this visit only.
      }
      return !collapsed;
    });
  };

  const isNarrow = isWide && isCollapsed;
  const toggleLabel = !isWide
    ? t`Open navigation`
    : isCollapsed
      ? t`Expand navigation`
      : t`Collapse navigation`;
  const sizes = {
    '--admin-drawer-width': `${isNarrow ? DRAWER_COLLAPSED_WIDTH : DRAWER_WIDTH}px`,
  } as CSSProperties;

  return (
    <div className={styles.frame} style={sizes}>
      <a href="#main" className="skip-link">
        {t`Skip to content`}
      </a>
      <header className={styles.bar}>
        <IconButton
          label={toggleLabel}
          icon={
            !isWide ? (
              <MenuIcon size={24} />
            ) : isCollapsed ? (
              <PanelLeftOpen size={22} />
            ) : (
              <PanelLeftClose size={22} />
            )
          }
          onClick={toggle}
          aria-controls={isWide ? 'admin-navigation' : undefined}
          aria-expanded={isWide ? !isCollapsed : isDrawerOpen}
          aria-haspopup={isWide ? undefined : 'dialog'}
        />
        <p className={styles.title}>{t`Admin Panel`}</p>
        {/* English / हिन्दी: the same screen in the other language. */}
        <LanguageSwitch className={styles.language} />
        <ButtonLink
          to={localize(paths.home)}
          variant="ghost"
          startIcon={<House size={20} />}
          className={styles.homeWide}
        >
          {t`Home`}
        </ButtonLink>
        <IconButtonLink
          to={localize(paths.home)}
          label={t`Home`}
          icon={<House size={22} />}
          className={styles.homeNarrow}
        />
        <AccountMenu />
      </header>

      <div className={styles.body}>
        {isWide && (
          <aside className={styles.sidebar} data-collapsed={isNarrow || undefined}>
            <AdminNav id="admin-navigation" isNarrow={isNarrow} />
          </aside>
        )}
        <div className={styles.column}>
          <main id="main" tabIndex={-1} className={styles.main}>
            <PageContainer spacing="md">
              <Suspense fallback={<PageLoader />}>
                <Outlet />
              </Suspense>
            </PageContainer>
          </main>
          <SiteFooter styles={footerStyles} />
        </div>
      </div>

      {!isWide && (
        <Drawer
          open={isDrawerOpen}
          onClose={() => setIsDrawerOpen(false)}
          title={t`Admin Panel`}
          side="left"
          closeLabel={t`Close navigation`}
        >
          <AdminNav onNavigate={() => setIsDrawerOpen(false)} />
        </Drawer>
      )}
      <ScrollRestoration />
    </div>
  );
}

/** The menu of admin screens; collapsed, each link is an icon named by its label (with a tip). */
function AdminNav({
  id,
  isNarrow = false,
  onNavigate,
}: {
  id?: string;
  isNarrow?: boolean;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  const { t, i18n } = useLingui();
  const localize = useLocalizedPath();
  // The screens' links in the page's language ('/hi/admin/users' on a Hindi page).
  const active = activeNavTarget(
    basePath(pathname),
    ADMIN_NAV_ITEMS.map((item) => item.to),
  );
  const items = ADMIN_NAV_ITEMS.map((item) => ({
    ...item,
    isActive: item.to === active,
    to: localize(item.to),
    label: i18n._(item.label),
  }));
  return (
    <nav id={id} aria-label={t`Admin`}>
      <ul className={styles.navList}>
        {items.map((item) => {
          const link = (
            <RouterLink
              to={item.to}
              aria-current={item.isActive ? 'page' : undefined}
              onClick={onNavigate}
              aria-label={isNarrow ? item.label : undefined}
              className={isNarrow ? `${styles.navLink} ${styles.navLinkNarrow}` : styles.navLink}
            >
              <span className={styles.navIcon} aria-hidden="true">
                {item.icon}
              </span>
              {!isNarrow && item.label}
            </RouterLink>
          );
          return (
            <li key={item.to}>
              {isNarrow ? (
                <Tooltip content={item.label} side="right">
                  {link}
                </Tooltip>
              ) : (
                link
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The avatar button and its menu: Profile and Logout (admin spec §2.2). */
function AccountMenu() {
  const { user, logout } = useAuth();
  const { t } = useLingui();
  const localize = useLocalizedPath();
  const name = user?.name ?? t`Admin`;
  return (
    <Menu
      align="end"
      trigger={
        <IconButton
          label={t`Account menu for ${name}`}
          icon={<Avatar name={name} src={user?.avatar} size={32} />}
        />
      }
      items={[
        { label: t`Profile`, icon: <UserRound size={18} />, to: localize(paths.profile) },
        { label: t`Logout`, icon: <LogOut size={18} />, onSelect: logout },
      ]}
    />
  );
}
