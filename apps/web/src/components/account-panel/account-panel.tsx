import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
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
import { useCatalogPart } from '../../lib/i18n/i18n';
import { useLocalizedPath } from '../../lib/i18n/use-localized-path';
import { useFavorites } from '../favorite-button/api/get-favorites';
import type { TFromState } from '../route-guards';
import { Avatar } from '../ui/avatar';
import { Button, ButtonLink } from '../ui/button';
import { Drawer } from '../ui/drawer';
import { Tabs } from '../ui/tabs';
import { useRecentlyViewed } from './api/get-recently-viewed';
import styles from './account-panel.module.css';
import { PropertyMiniList, PropertyMiniListSkeleton } from './property-mini-list';

/** The panel's bottom links (spec §2: 'Unsubscribe Alerts', 'Report a Fraud', 'Help Center'). */
const BOTTOM_LINKS = [
  { label: msg`Unsubscribe Alerts`, to: paths.help, icon: <BellOff size={20} /> },
  { label: msg`Report a Fraud`, to: paths.contact, icon: <Flag size={20} /> },
  { label: msg`Help Center`, to: paths.help, icon: <CircleHelp size={20} /> },
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
  const { t } = useLingui();
  if (query.isPending) return <>{loading}</>;
  if (query.isError)
    return (
      <div role="alert" className={styles.failure}>
        <p>{errorMessage(query.error)}</p>
        <Button variant="ghost" onClick={() => query.refetch()}>
          {t`Retry`}
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
  useCatalogPart('header-panels');
  const { t, i18n } = useLingui();
  const localize = useLocalizedPath();
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
          ? t`Log in to see the homes you viewed recently.`
          : t`Log in to see the homes you saved.`}
      </Note>
    ) : which === 'recent' ? (
      <ListState
        query={recent}
        label={t`Recently Viewed`}
        empty={t`Homes you open will appear here.`}
        loading={<PropertyMiniListSkeleton />}
        onOpen={onClose}
      />
    ) : (
      <ListState
        query={favourites}
        label={t`Favourites`}
        empty={t`No favourites yet. Tap the heart on a listing to save it.`}
        loading={
          <p role="status" className={styles.note}>
            {t`Loading favorites...`}
          </p>
        }
        onOpen={onClose}
      />
    );

  return (
    <Drawer open={open} onClose={onClose} title={t`Account`} width="wide" closeLabel={t`Close account panel`}>
      <div className={styles.user}>
        {user ? (
          <div className={styles.person}>
            <Avatar name={user.name} src={user.avatar} size={48} />
            <div className={styles.who}>
              <p className={styles.name}>{user.name}</p>
              <p className={styles.email}>{user.email}</p>
            </div>
            <ButtonLink to={localize(paths.profile)} onClick={onClose}>
              {t`Profile`}
            </ButtonLink>
          </div>
        ) : (
          <ButtonLink
            to={localize(paths.login)}
            state={{ from } satisfies TFromState}
            variant="primary"
            size="lg"
            fullWidth
            onClick={onClose}
          >
            {t`Login / Sign Up`}
          </ButtonLink>
        )}
      </div>
      <Tabs
        label={t`Your listings`}
        isFullWidth
        value={tab}
        onChange={setTab}
        className={styles.tabs}
        panelClassName={styles.panel}
        tabs={[
          { value: 'recent', label: t`Recently Viewed`, content: panel('recent') },
          { value: 'favourites', label: t`Favourites`, content: panel('favourites') },
        ]}
      />
      <nav aria-label={t`Help`} className={styles.help}>
        <ul className={styles.helpList}>
          {BOTTOM_LINKS.map((item) => (
            <li key={item.label.id}>
              <RouterLink to={localize(item.to)} onClick={onClose} className={styles.helpLink}>
                <span className={styles.helpIcon} aria-hidden="true">
                  {item.icon}
                </span>
                {i18n._(item.label)}
              </RouterLink>
            </li>
          ))}
        </ul>
      </nav>
    </Drawer>
  );
}
