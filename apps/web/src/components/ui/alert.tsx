import { useLingui } from '@lingui/react/macro';
import CircleAlert from 'lucide-react/icons/circle-alert';
import CircleCheck from 'lucide-react/icons/circle-check';
import Info from 'lucide-react/icons/info';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import X from 'lucide-react/icons/x';
import type { ReactNode } from 'react';
import styles from './alert.module.css';
import { IconButton } from './icon-button';

const ICONS = { success: CircleCheck, error: CircleAlert, warning: TriangleAlert, info: Info } as const;

/**
 * A message in the page (a failure to save, a notice): a tinted box with an icon, text in the body
 * colour. An error is role="alert" (announced when it appears); others role="status".
 */
export function Alert({
  severity = 'info',
  title,
  onClose,
  closeLabel,
  action,
  className,
  children,
}: {
  severity?: 'success' | 'error' | 'warning' | 'info';
  title?: ReactNode;
  /** Shows a close button (a dismissible alert). */
  onClose?: () => void;
  closeLabel?: string;
  /** A button after the text (Retry). */
  action?: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const SeverityIcon = ICONS[severity];
  return (
    <div
      role={severity === 'error' ? 'alert' : 'status'}
      className={[styles.alert, styles[severity], className].filter(Boolean).join(' ')}
    >
      <span className={styles.icon} aria-hidden="true">
        <SeverityIcon size={20} />
      </span>
      <div className={styles.content}>
        {title && <p className={styles.title}>{title}</p>}
        {children}
      </div>
      {action}
      {onClose && (
        <IconButton
          label={closeLabel ?? t`Close`}
          icon={<X size={18} />}
          size="sm"
          onClick={onClose}
          className={styles.close}
        />
      )}
    </div>
  );
}
