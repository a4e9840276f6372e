import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { MOBILE_MENU_MAX_WIDTH } from '@nivaas/shared/constants';
import { type ReactNode, useState } from 'react';
import { NavLink, Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth/auth-context';
import { AccountPanelButton } from '../account-panel/account-panel-button';
import { BrandLogo } from './brand-logo';
import { useNavItems } from './nav-items';

/**
 * The site header: links by role; a hamburger menu at 768 px and below (spec §2). The ACCOUNT
 * button (with its side panel) is the default account slot.
 */
export function SiteHeader({ accountSlot = <AccountPanelButton /> }: { accountSlot?: ReactNode }) {
  const { user, logout } = useAuth();
  const items = useNavItems();
  const isMobile = useMediaQuery(`(max-width:${MOBILE_MENU_MAX_WIDTH}px)`, { noSsr: true });
  const [open, setOpen] = useState(false);

  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 2, maxWidth: 1280, width: '100%', mx: 'auto', px: { xs: 2, sm: 3, md: 4 } }}>
        <BrandLogo />
        <Box sx={{ flex: 1 }} />
        {isMobile ? (
          <>
            {accountSlot}
            <IconButton
              aria-label="Open menu"
              onClick={() => setOpen(true)}
              edge="end"
              sx={{ width: 44, height: 44 }}
            >
              <MenuIcon />
            </IconButton>
            <Drawer anchor="right" open={open} onClose={() => setOpen(false)}>
              <Box component="nav" aria-label="Main" sx={{ width: 280 }} onClick={() => setOpen(false)}>
                <List>
                  {items.map((item) => (
                    <ListItemButton key={item.to} component={RouterLink} to={item.to}>
                      <ListItemText primary={item.label} />
                    </ListItemButton>
                  ))}
                </List>
                <Divider />
                <List>
                  {user ? (
                    <ListItemButton onClick={logout}>
                      <ListItemText primary="Logout" />
                    </ListItemButton>
                  ) : (
                    <>
                      <ListItemButton component={RouterLink} to={paths.login}>
                        <ListItemText primary="Login" />
                      </ListItemButton>
                      <ListItemButton component={RouterLink} to={paths.register}>
                        <ListItemText primary="Register" />
                      </ListItemButton>
                    </>
                  )}
                </List>
              </Box>
            </Drawer>
          </>
        ) : (
          <Box component="nav" aria-label="Main" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            {items.map((item) => (
              <Button
                key={item.to}
                component={NavLink}
                to={item.to}
                end={item.to === paths.admin}
                color="inherit"
                sx={{ '&.active': { color: 'primary.main' } }}
              >
                {item.label}
              </Button>
            ))}
            {user ? (
              <Button color="inherit" onClick={logout}>
                Logout
              </Button>
            ) : (
              <>
                <Button component={RouterLink} to={paths.login} color="inherit">
                  Login
                </Button>
                <Button component={RouterLink} to={paths.register} variant="contained">
                  Register
                </Button>
              </>
            )}
            {accountSlot}
          </Box>
        )}
      </Toolbar>
    </AppBar>
  );
}
