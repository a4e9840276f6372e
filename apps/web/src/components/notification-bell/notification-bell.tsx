import Bell from 'lucide-react/icons/bell';
import { lazy, Suspense, useState } from 'react';
import { useUnreadCount } from '../../features/saved-searches/api/unread-count';
import { useAuth } from '../../lib/auth/auth-context';
import { iconButtonClass, type TButtonTone } from '../ui/button-class';
import styles from './notification-bell.module.css';

// The list comes with the first click, or the intent to click: the header carries only the count.
const NotificationsPanel = lazy(() => import('./notifications-panel'));

const countLabel = (n: number) => (n > 99 ? '99+' : String(n));

/** The bell of the site header: the signed-in user's unread alerts, and their list under it. */
export default function NotificationBell({ tone = 'default' }: { tone?: TButtonTone }) {
  const { user } = useAuth();
  const unread = useUnreadCount(!!user);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [isWanted, setIsWanted] = useState(false);
  if (!user) return null;
  const count = unread.data ?? 0;
  const label = count ? `Notifications, ${count} unread` : 'Notifications';
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
