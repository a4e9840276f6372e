import { useLingui } from '@lingui/react/macro';
import { Toast } from '@base-ui/react/toast';
import CircleAlert from 'lucide-react/icons/circle-alert';
import CircleCheck from 'lucide-react/icons/circle-check';
import Info from 'lucide-react/icons/info';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import X from 'lucide-react/icons/x';
import { useEffect, useState } from 'react';
import { subscribeToNotices, type TNoticeSeverity } from '../../lib/notify';
import { iconButtonClass } from './button-class';
import styles from './toast.module.css';

const ICONS = { success: CircleCheck, error: CircleAlert, warning: TriangleAlert, info: Info } as const;

function isSeverity(type: string | undefined): type is TNoticeSeverity {
  return type === 'success' || type === 'error' || type === 'warning' || type === 'info';
}

function ToastList() {
  const { t } = useLingui();
  const { toasts } = Toast.useToastManager();
  return toasts.map((toast) => {
    const severity = isSeverity(toast.type) ? toast.type : 'info';
    const SeverityIcon = ICONS[severity];
    return (
      <Toast.Root key={toast.id} toast={toast} className={`${styles.toast} ${styles[severity]}`}>
        <span className={styles.icon} aria-hidden="true">
          <SeverityIcon size={20} />
        </span>
        <Toast.Title className={styles.title} />
        <Toast.Close
          aria-label={t`Close`}
          className={iconButtonClass({ variant: 'ghost', size: 'sm', tone: 'inherit' })}
        >
          <X size={18} />
        </Toast.Close>
      </Toast.Root>
    );
  });
}

/**
 * The one toast host (Base UI): the notices of notify(), one at a time; a new one replaces the one
 * on screen at once (no queue). A polite live region ('Notifications', F6 reaches it); errors are
 * announced assertively. A toast stays while hovered or focused.
 *
 * Replaced toasts are closed, not only hidden: Base UI's limit merely hides the older toasts, and
 * brings them back when the newer one closes (or after it, once their own timers run, which pause
 * while the window is out of focus). That showed 'Added to favorites' again after 'Removed from
 * favorites', and notices seconds after their moment, one after another.
 */
export default function ToastHost() {
  const [manager] = useState(() => Toast.createToastManager());
  useEffect(() => {
    let shown: string[] = [];
    return subscribeToNotices((notice) => {
      // Added first, so the provider's limit hides the older ones at once (no exit animation
      // beside the new one); then they are closed for good.
      const id = manager.add({
        title: notice.message,
        type: notice.severity,
        timeout: notice.durationMs,
        priority: notice.severity === 'error' ? 'high' : 'low',
      });
      for (const older of shown) manager.close(older);
      shown = [id];
    });
  }, [manager]);
  return (
    <Toast.Provider toastManager={manager} limit={1}>
      <Toast.Portal>
        <Toast.Viewport className={styles.viewport}>
          <ToastList />
        </Toast.Viewport>
      </Toast.Portal>
    </Toast.Provider>
  );
}
