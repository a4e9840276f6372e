import { useLingui } from '@lingui/react/macro';
import { Dialog as BaseDialog } from '@base-ui/react/dialog';
import X from 'lucide-react/icons/x';
import type { ReactNode } from 'react';
import { iconButtonClass } from './button-class';
import styles from './dialog.module.css';

export type TDrawerProps = {
  open: boolean;
  onClose: () => void;
  /** A visible title in the sheet's header, which names it; or only `label`. */
  title?: ReactNode;
  /** The accessible name when there is no visible title ('Menu'). */
  label?: string;
  side?: 'right' | 'left';
  /** narrow 300 px (a menu); wide 400 px, the whole width on phones (a panel). */
  width?: 'narrow' | 'wide';
  closeLabel?: string;
  children: ReactNode;
};

/**
 * A side sheet (the phone menu, the account panel, filters), a modal dialog on Base UI sliding in
 * from its edge: focus trapped inside and returned to the opener, Escape and the backdrop close it.
 */
export function Drawer({
  open,
  onClose,
  title,
  label,
  side = 'right',
  width = 'narrow',
  closeLabel,
  children,
}: TDrawerProps) {
  const { t } = useLingui();
  return (
    <BaseDialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <BaseDialog.Portal>
        <BaseDialog.Backdrop className={styles.backdrop} />
        <BaseDialog.Popup
          aria-label={title ? undefined : label}
          className={[styles.sheet, styles[side], styles[width]].join(' ')}
        >
          {title && (
            <div className={styles.sheetHeader}>
              <BaseDialog.Title className={styles.title}>{title}</BaseDialog.Title>
              <BaseDialog.Close
                aria-label={closeLabel ?? t`Close`}
                className={iconButtonClass({ variant: 'ghost' })}
              >
                <X size={22} />
              </BaseDialog.Close>
            </div>
          )}
          {children}
        </BaseDialog.Popup>
      </BaseDialog.Portal>
    </BaseDialog.Root>
  );
}
