import CircleHelp from 'lucide-react/icons/circle-help';
import Flag from 'lucide-react/icons/flag';
import BellOff from 'lucide-react/icons/bell-off';
import type { TPropertyCard } from '@nivaas/shared/property';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth/auth-context';
import { errorMessage } from '../../lib/http-client';
import { useFavorites } from '../favorite-button/api/get-favorites';
import type { TFromState } from '../route-guards';
import { Avatar } from '../ui/avatar';
import { Button, ButtonLink } from '../ui/button';
import { Drawer } from '../ui/drawer';
import { Tabs } from '../ui/tabs';
import { useRecentlyViewed } from './api/get-recently-viewed';
import styles from './account-panel.module.css';
import { PropertyMiniList, PropertyMiniListSkeleton } from './property-mini-list';

export const ACCOUNT_PANEL_TEXT = {
  loginSignUp: 'Login / Sign Up',
  recentlyViewed: 'Recently Viewed',
  favourites: 'Favourites',
  loadingFavorites: 'Loading favorites...',
} as const;

/** The panel's bottom links (spec §2: 'Unsubscribe Alerts', 'Report a Fraud', 'Help Center'). */
const BOTTOM_LINKS = [
  { label: 'Unsubscribe Alerts', to: paths.help, icon: <BellOff size={20} /> },
  { label: 'Report a Fraud', to: paths.contact, icon: <Flag size={20} /> },
  { label: 'Help Center', to: paths.help, icon: <CircleHelp size={20} /> },
] as const;

type TTab = 'recent' | 'favourites';

function Note({ children }: { children: ReactNode }) {
  return <p className={styles.note}>{children}</p>;
}

function ListState({
  query,
  label,
  empty,
  loading,
  onOpen,
}: {
  query: UseQueryResult<TPropertyCard[]>;
  label: string;
  empty: string;
  loading: ReactNode;
  onOpen: () => void;
}) {
  if (query.isPending) return <>{loading}</>;
  if (query.isError)
    return (
      <div role="alert" className={styles.failure}>
        <p>{errorMessage(query.error)}</p>
        <Button variant="ghost" onClick={() => query.refetch()}>
          Retry
        </Button>
      </div>
    );
  if (!query.data.length) return <Note>{empty}</Note>;
  return <PropertyMiniList properties={query.data} onOpen={onOpen} label={label} />;
}

/**
 * The account side panel (spec §2): who is signed in, recently viewed and saved listings, and
 * help links. A modal drawer: the page behind it does not scroll while it is open.
 */
export function AccountPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { user } = useAuth();
  const location = useLocation();
  const [tab, setTab] = useState<TTab>('recent');
  const isSignedIn = !!user;
  const recent = useRecentlyViewed({ enabled: open && isSignedIn && tab === 'recent' });
  const favourites = useFavorites({ enabled: open && isSignedIn && tab === 'favourites' });
  const from = `${location.pathname}${location.search}${location.hash}`;

  const panel = (which: TTab) =>
    !isSignedIn ? (
      <Note>
        {which === 'recent'
          ? 'Log in to see the homes you viewed recently.'
          : 'Log in to see the homes you saved.'}
      </Note>
    ) : which === 'recent' ? (
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
          <p role="status" className={styles.note}>
            {ACCOUNT_PANEL_TEXT.loadingFavorites}
          </p>
        }
        onOpen={onClose}
      />
    );

  return (
    <Drawer open={open} onClose={onClose} title="Account" width="wide" closeLabel="Close account panel">
      <div className={styles.user}>
        {user ? (
          <div className={styles.person}>
            <Avatar name={user.name} src={user.avatar} size={48} />
            <div className={styles.who}>
              <p className={styles.name}>{user.name}</p>
              <p className={styles.email}>{user.email}</p>
            </div>
            <ButtonLink to={paths.profile} onClick={onClose}>
              Profile
            </ButtonLink>
          </div>
        ) : (
          <ButtonLink
            to={paths.login}
            state={{ from } satisfies TFromState}
            variant="primary"
            size="lg"
            fullWidth
            onClick={onClose}
          >
            {ACCOUNT_PANEL_TEXT.loginSignUp}
          </ButtonLink>
        )}
      </div>
      <Tabs
        label="Your listings"
        isFullWidth
        value={tab}
        onChange={setTab}
        className={styles.tabs}
        panelClassName={styles.panel}
        tabs={[
          { value: 'recent', label: ACCOUNT_PANEL_TEXT.recentlyViewed, content: panel('recent') },
          { value: 'favourites', label: ACCOUNT_PANEL_TEXT.favourites, content: panel('favourites') },
        ]}
      />
      <nav aria-label="Help" className={styles.help}>
        <ul className={styles.helpList}>
          {BOTTOM_LINKS.map((item) => (
            <li key={item.label}>
              <RouterLink to={item.to} onClick={onClose} className={styles.helpLink}>
                <span className={styles.helpIcon} aria-hidden="true">
                  {item.icon}
                </span>
                {item.label}
              </RouterLink>
            </li>
          ))}
        </ul>
      </nav>
    </Drawer>
  );
}
