import { msg } from '@lingui/core/macro';
import Bell from 'lucide-react/icons/bell';
import { lazy, Suspense, useState } from 'react';
import { useUnreadCount } from '../../features/saved-searches/api/unread-count';
import { useAuth } from '../../lib/auth/auth-context';
import { loadCatalogPart } from '../../lib/i18n/i18n';
import { useLingui } from '../../lib/i18n/runtime';
import { iconButtonClass, type TButtonTone } from '../ui/button-class';
import styles from './notification-bell.module.css';

// The list comes with the first click, or the intent to click: the header carries only the count.
const NotificationsPanel = lazy(() => import('./notifications-panel'));

const countLabel = (n: number) => (n > 99 ? '99+' : String(n));
const BELL_LABEL = msg({ message: '{count, plural, =0 {Notifications} other {Notifications, # unread}}' });

/** The bell of the site header: the signed-in user's unread alerts, and their list under it. */
export default function NotificationBell({ tone = 'default' }: { tone?: TButtonTone }) {
  const { i18n } = useLingui();
  const { user } = useAuth();
  const unread = useUnreadCount(!!user);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [isWanted, setIsWanted] = useState(false);
  // The list's words come beside its code (fetched once; English fetches nothing).
  if (isWanted) void loadCatalogPart(i18n.locale === 'hi' ? 'hi' : 'en', 'header-panels');
  if (!user) return null;
  const count = unread.data ?? 0;
  const label = i18n._(BELL_LABEL, { count });
  return (
    <>
      <button
        type="button"
        className={iconButtonClass({
          tone: tone === 'inverse' ? 'inverse' : 'inherit',
          className: styles.bell,
        })}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        onPointerEnter={() => setIsWanted(true)}
        onFocus={() => setIsWanted(true)}
        onClick={(event) => {
          setIsWanted(true);
          const target = event.currentTarget;
          setAnchor((open) => (open ? null : target));
        }}
      >
        <Bell size={22} aria-hidden="true" />
        {count > 0 && (
          <span className={styles.count} aria-hidden="true">
            {countLabel(count)}
          </span>
        )}
      </button>
      {isWanted && (
        <Suspense fallback={null}>
          <NotificationsPanel anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
