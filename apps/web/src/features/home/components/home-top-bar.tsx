import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import useMediaQuery from '@mui/material/useMediaQuery';
import { MOBILE_MENU_MAX_WIDTH } from '@nivaas/shared/constants';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { AccountPanelButton } from '../../../components/account-panel/account-panel-button';
import { BrandLogo } from '../../../components/layouts/brand-logo';
import { useNavItems } from '../../../components/layouts/site-header';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';

/**
 * The site header is hidden on / (spec §2), so the hero carries its own bar: the logo, the links
 * by role, ACCOUNT, Login/Register or the user's name and Logout; a hamburger at 768 px and below.
 */
export function HomeTopBar() {
  const { user, logout } = useAuth();
  const items = useNavItems();
  const isMobile = useMediaQuery(`(max-width:${MOBILE_MENU_MAX_WIDTH}px)`, { noSsr: true });
  const [open, setOpen] = useState(false);

  return (
    <Container
      component="header"
      maxWidth="lg"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 2, position: 'relative', zIndex: 1 }}
    >
      <BrandLogo inverted />
      <Box sx={{ flex: 1 }} />
      {isMobile ? (
        <>
          <AccountPanelButton color="inherit" />
          <IconButton
            aria-label="Open menu"
            onClick={() => setOpen(true)}
            edge="end"
            color="inherit"
            sx={{ width: 44, height: 44 }}
          >
            <MenuIcon />
          </IconButton>
          <Drawer anchor="right" open={open} onClose={() => setOpen(false)}>
            <Box component="nav" aria-label="Main" sx={{ width: 280 }} onClick={() => setOpen(false)}>
              {user && (
                <Box sx={{ px: 2, pt: 2, pb: 1 }}>
                  <Box sx={{ typography: 'caption', color: 'text.secondary' }}>Signed in as</Box>
                  <Box sx={{ typography: 'h5' }}>{user.name}</Box>
                </Box>
              )}
              <List>
                {items.map((item) => (
                  <ListItemButton key={item.to} component={RouterLink} to={item.to} sx={{ minHeight: 48 }}>
                    <ListItemText primary={item.label} />
                  </ListItemButton>
                ))}
              </List>
              <Divider />
              <List>
                {user ? (
                  <ListItemButton onClick={logout} sx={{ minHeight: 48 }}>
                    <ListItemText primary="Logout" />
                  </ListItemButton>
                ) : (
                  <>
                    <ListItemButton component={RouterLink} to={paths.login} sx={{ minHeight: 48 }}>
                      <ListItemText primary="Login" />
                    </ListItemButton>
                    <ListItemButton component={RouterLink} to={paths.register} sx={{ minHeight: 48 }}>
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
            <Button key={item.to} component={RouterLink} to={item.to} color="inherit">
              {item.label}
            </Button>
          ))}
          <AccountPanelButton color="inherit" />
          {user ? (
            <>
              <Box
                component="span"
                sx={{
                  px: 1,
                  fontWeight: 700,
                  maxWidth: 180,
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                }}
              >
                {user.name}
              </Box>
              <Button color="inherit" variant="outlined" onClick={logout}>
                Logout
              </Button>
            </>
          ) : (
            <>
              <Button component={RouterLink} to={paths.login} color="inherit">
                Login
              </Button>
              <Button component={RouterLink} to={paths.register} variant="contained" color="secondary">
                Register
              </Button>
            </>
          )}
        </Box>
      )}
    </Container>
  );
}
