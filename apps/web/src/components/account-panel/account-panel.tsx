import CloseIcon from '@mui/icons-material/Close';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import HelpOutline from '@mui/icons-material/HelpOutline';
import NotificationsOffOutlined from '@mui/icons-material/NotificationsOffOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { TProperty } from '@nivaas/shared/property';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth/auth-context';
import { errorMessage } from '../../lib/http-client';
import { useFavorites } from '../favorite-button/api/get-favorites';
import type { TFromState } from '../route-guards';
import { useRecentlyViewed } from './api/get-recently-viewed';
import { PropertyMiniList, PropertyMiniListSkeleton } from './property-mini-list';

export const ACCOUNT_PANEL_TEXT = {
  loginSignUp: 'Login / Sign Up',
  recentlyViewed: 'Recently Viewed',
  favourites: 'Favourites',
  loadingFavorites: 'Loading favorites...',
} as const;

/** The panel's bottom links (spec §2: 'Unsubscribe Alerts', 'Report a Fraud', 'Help Center'). */
const BOTTOM_LINKS = [
  { label: 'Unsubscribe Alerts', to: paths.help, icon: <NotificationsOffOutlined /> },
  { label: 'Report a Fraud', to: paths.contact, icon: <FlagOutlined /> },
  { label: 'Help Center', to: paths.help, icon: <HelpOutline /> },
] as const;

type TTab = 'recent' | 'favourites';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return (
    ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase() ||
    '?'
  );
}

function Note({ children }: { children: ReactNode }) {
  return (
    <Typography color="text.secondary" sx={{ px: 2, py: 3, textAlign: 'center' }}>
      {children}
    </Typography>
  );
}

function ListState({
  query,
  label,
  empty,
  loading,
  onOpen,
}: {
  query: UseQueryResult<TProperty[]>;
  label: string;
  empty: string;
  loading: ReactNode;
  onOpen: () => void;
}) {
  if (query.isPending) return <>{loading}</>;
  if (query.isError)
    return (
      <Box role="alert" sx={{ px: 2, py: 3, textAlign: 'center' }}>
        <Typography color="text.secondary" gutterBottom>
          {errorMessage(query.error)}
        </Typography>
        <Button onClick={() => query.refetch()}>Retry</Button>
      </Box>
    );
  if (!query.data.length) return <Note>{empty}</Note>;
  return <PropertyMiniList properties={query.data} onOpen={onOpen} label={label} />;
}

/**
 * The account side panel (spec §2): who is signed in, recently viewed and saved listings, and
 * help links. A modal drawer, so the page behind it does not scroll while it is open.
 */
export function AccountPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { user } = useAuth();
  const location = useLocation();
  const [tab, setTab] = useState<TTab>('recent');
  const titleId = useId();
  const tabsId = useId();
  const isSignedIn = !!user;
  const recent = useRecentlyViewed({ enabled: open && isSignedIn && tab === 'recent' });
  const favourites = useFavorites({ enabled: open && isSignedIn && tab === 'favourites' });
  const from = `${location.pathname}${location.search}${location.hash}`;

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: 380 }, display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, pt: 1.5, pb: 1 }}>
        <Typography id={titleId} variant="h4" component="h2" sx={{ flex: 1 }}>
          Account
        </Typography>
        <IconButton aria-label="Close account panel" onClick={onClose} sx={{ width: 44, height: 44 }}>
          <CloseIcon />
        </IconButton>
      </Box>

      <Box sx={{ px: 2, pb: 2 }}>
        {user ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <Avatar
              src={user.avatar ?? undefined}
              alt=""
              sx={{ width: 48, height: 48, bgcolor: 'primary.main' }}
            >
              {initials(user.name)}
            </Avatar>
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography sx={{ fontWeight: 700 }} noWrap>
                {user.name}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                {user.email}
              </Typography>
            </Box>
            <Button component={RouterLink} to={paths.profile} variant="outlined" onClick={onClose}>
              Profile
            </Button>
          </Box>
        ) : (
          <Button
            component={RouterLink}
            to={paths.login}
            state={{ from } satisfies TFromState}
            variant="contained"
            fullWidth
            size="large"
            onClick={onClose}
          >
            {ACCOUNT_PANEL_TEXT.loginSignUp}
          </Button>
        )}
      </Box>
      <Divider />

      <Tabs
        value={tab}
        onChange={(_e, value: TTab) => setTab(value)}
        variant="fullWidth"
        aria-label="Your listings"
      >
        <Tab
          value="recent"
          label={ACCOUNT_PANEL_TEXT.recentlyViewed}
          id={`${tabsId}-recent-tab`}
          aria-controls={`${tabsId}-recent`}
        />
        <Tab
          value="favourites"
          label={ACCOUNT_PANEL_TEXT.favourites}
          id={`${tabsId}-favourites-tab`}
          aria-controls={`${tabsId}-favourites`}
        />
      </Tabs>
      <Box
        role="tabpanel"
        id={`${tabsId}-${tab}`}
        aria-labelledby={`${tabsId}-${tab}-tab`}
        sx={{ flex: 1, overflowY: 'auto', px: 1, py: 1 }}
      >
        {!isSignedIn ? (
          <Note>
            {tab === 'recent'
              ? 'Log in to see the homes you viewed recently.'
              : 'Log in to see the homes you saved.'}
          </Note>
        ) : tab === 'recent' ? (
          <ListState
            query={recent}
            label={ACCOUNT_PANEL_TEXT.recentlyViewed}
            empty="Homes you open will appear here."
            loading={<PropertyMiniListSkeleton />}
            onOpen={onClose}
          />
        ) : (
          <ListState
            query={favourites}
            label={ACCOUNT_PANEL_TEXT.favourites}
            empty="No favourites yet. Tap the heart on a listing to save it."
            loading={
              <Typography role="status" color="text.secondary" sx={{ px: 2, py: 3, textAlign: 'center' }}>
                {ACCOUNT_PANEL_TEXT.loadingFavorites}
              </Typography>
            }
            onOpen={onClose}
          />
        )}
      </Box>

      <Divider />
      <List component="nav" aria-label="Help">
        {BOTTOM_LINKS.map((item) => (
          <ListItemButton
            key={item.label}
            component={RouterLink}
            to={item.to}
            onClick={onClose}
            sx={{ minHeight: 48 }}
          >
            <ListItemIcon sx={{ minWidth: 40 }}>{item.icon}</ListItemIcon>
            <ListItemText primary={item.label} />
          </ListItemButton>
        ))}
      </List>
    </Drawer>
  );
}
