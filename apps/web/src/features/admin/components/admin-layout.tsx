import HomeOutlined from '@mui/icons-material/HomeOutlined';
import Logout from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpen from '@mui/icons-material/MenuOpen';
import PersonOutline from '@mui/icons-material/PersonOutline';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { NavLink, Outlet, Link as RouterLink, ScrollRestoration, useLocation } from 'react-router';
import { PageLoader } from '../../../components/feedback/page-loader';
import { SiteFooter } from '../../../components/layouts/site-footer';
import { useMediaQuery } from '../../../lib/use-media-query';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';
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
 * link and the avatar menu; a side drawer that collapses to icons on desktops and slides in over
 * the page on phones; the chosen screen in the content area.
 */
export default function AdminLayout() {
  const theme = useTheme();
  const isPhone = useMediaQuery('(max-width: 899.95px)');
  const [isCollapsed, setIsCollapsed] = useState(readCollapsed);
  const [isMobileOpen, setIsMobileOpen] = useState(false);
  const { pathname } = useLocation();

  // A phone's drawer closes once a screen is chosen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setIsMobileOpen(false), [pathname]);

  const toggle = () => {
    if (isPhone) {
      setIsMobileOpen((open) => !open);
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

  const isNarrow = !isPhone && isCollapsed;
  const width = isNarrow ? DRAWER_COLLAPSED_WIDTH : DRAWER_WIDTH;
  const toggleLabel = isPhone
    ? isMobileOpen
      ? 'Close navigation'
      : 'Open navigation'
    : isCollapsed
      ? 'Expand navigation'
      : 'Collapse navigation';

  const drawerPaperSx = {
    width,
    boxSizing: 'border-box',
    overflowX: 'hidden',
    transition: theme.transitions.create('width', {
      easing: theme.transitions.easing.easeOut,
      duration: theme.transitions.duration.shorter,
    }),
  } as const;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'grey.50' }}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <AppBar
        position="fixed"
        color="inherit"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider', zIndex: (t) => t.zIndex.drawer + 1 }}
      >
        <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, px: { xs: 1, sm: 2 } }}>
          <IconButton
            onClick={toggle}
            aria-label={toggleLabel}
            aria-controls="admin-navigation"
            aria-expanded={isPhone ? isMobileOpen : !isCollapsed}
            sx={{ width: 44, height: 44 }}
          >
            {!isPhone && !isCollapsed ? <MenuOpen /> : <MenuIcon />}
          </IconButton>
          <Typography component="p" variant="h4" noWrap sx={{ flex: 1, fontSize: { xs: 18, sm: 20 } }}>
            Admin Panel
          </Typography>
          {isPhone ? (
            <IconButton
              component={RouterLink}
              to={paths.home}
              aria-label="Home"
              sx={{ width: 44, height: 44 }}
            >
              <HomeOutlined />
            </IconButton>
          ) : (
            <Button component={RouterLink} to={paths.home} color="inherit" startIcon={<HomeOutlined />}>
              Home
            </Button>
          )}
          <AccountMenu />
        </Toolbar>
      </AppBar>

      <Drawer
        variant={isPhone ? 'temporary' : 'permanent'}
        open={isPhone ? isMobileOpen : true}
        onClose={() => setIsMobileOpen(false)}
        ModalProps={{ keepMounted: true }}
        sx={{ width: isPhone ? 0 : width, flexShrink: 0, '& .MuiDrawer-paper': drawerPaperSx }}
      >
        <Toolbar />
        <Box component="nav" id="admin-navigation" aria-label="Admin">
          <List sx={{ px: 1, py: 1.5, display: 'grid', gap: 0.5 }}>
            {ADMIN_NAV_ITEMS.map((item) => {
              const link = (
                <ListItemButton
                  component={NavLink}
                  to={item.to}
                  end={item.isExact}
                  onClick={isPhone ? () => setIsMobileOpen(false) : undefined}
                  aria-label={isNarrow ? item.label : undefined}
                  sx={{
                    minHeight: 48,
                    borderRadius: 2,
                    px: 1.5,
                    justifyContent: isNarrow ? 'center' : 'flex-start',
                    color: 'text.secondary',
                    '&.active': {
                      bgcolor: 'action.selected',
                      color: 'primary.main',
                      fontWeight: 600,
                      '& .MuiListItemIcon-root': { color: 'primary.main' },
                    },
                  }}
                >
                  <ListItemIcon sx={{ minWidth: 0, mr: isNarrow ? 0 : 2, color: 'inherit' }} aria-hidden>
                    {item.icon}
                  </ListItemIcon>
                  {!isNarrow && (
                    <ListItemText
                      primary={item.label}
                      slotProps={{ primary: { sx: { fontWeight: 'inherit', color: 'inherit' } } }}
                    />
                  )}
                </ListItemButton>
              );
              return (
                <li key={item.to}>
                  {isNarrow ? (
                    <Tooltip title={item.label} placement="right">
                      {link}
                    </Tooltip>
                  ) : (
                    link
                  )}
                </li>
              );
            })}
          </List>
        </Box>
      </Drawer>

      {/* The content and, under it, the footer that is on every page (admin spec §2). */}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
          <Toolbar />
          <Box sx={{ maxWidth: 1280, mx: 'auto', px: { xs: 2, sm: 3, md: 4 }, py: { xs: 2, sm: 3 } }}>
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </Box>
        </Box>
        <SiteFooter />
      </Box>
      <ScrollRestoration />
    </Box>
  );
}

/** The avatar button and its menu: Profile and Logout (admin spec §2.2). */
function AccountMenu() {
  const { user, logout } = useAuth();
  const [isOpen, setIsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const buttonId = useId();
  const menuId = useId();
  const name = user?.name ?? 'Admin';

  return (
    <>
      <IconButton
        id={buttonId}
        ref={buttonRef}
        onClick={() => setIsOpen(true)}
        aria-label={`Account menu for ${name}`}
        aria-haspopup="menu"
        aria-controls={isOpen ? menuId : undefined}
        aria-expanded={isOpen || undefined}
        sx={{ width: 44, height: 44 }}
      >
        <Avatar
          src={user?.avatar ?? undefined}
          alt=""
          sx={{ width: 32, height: 32, bgcolor: 'primary.main', fontSize: 15 }}
        >
          {name.charAt(0).toUpperCase()}
        </Avatar>
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={buttonRef.current}
        open={isOpen}
        onClose={() => setIsOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        <MenuItem
          component={RouterLink}
          to={paths.profile}
          onClick={() => setIsOpen(false)}
          sx={{ minHeight: 44 }}
        >
          <ListItemIcon>
            <PersonOutline fontSize="small" />
          </ListItemIcon>
          Profile
        </MenuItem>
        <MenuItem
          onClick={() => {
            setIsOpen(false);
            logout();
          }}
          sx={{ minHeight: 44 }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          Logout
        </MenuItem>
      </Menu>
    </>
  );
}
