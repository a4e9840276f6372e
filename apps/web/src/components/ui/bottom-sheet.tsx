import { Dialog as BaseDialog } from '@base-ui/react/dialog';
import X from 'lucide-react/icons/x';
import type { ReactNode } from 'react';
import { iconButtonClass } from './button-class';
import styles from './bottom-sheet.module.css';
import dialogStyles from './dialog.module.css';

export type TBottomSheetProps = {
  open: boolean;
  onClose: () => void;
  /** The visible title in the sheet's header; it names the sheet. */
  title: ReactNode;
  closeLabel?: string;
  /** The scrolling content. */
  children: ReactNode;
  /** Actions pinned under the content (Reset, Show results). */
  footer?: ReactNode;
};

/**
 * A sheet rising from the bottom of a phone's screen (the listing's filters), at most 90% of its
 * height (spec §9), a modal dialog on Base UI: focus trapped inside and returned to the opener,
 * Escape and the backdrop close it. The header and footer stay put; the content between scrolls.
 */
export function BottomSheet({ open, onClose, title, closeLabel = 'Close', children, footer }: TBottomSheetProps) {
  return (
    <BaseDialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <BaseDialog.Portal>
        <BaseDialog.Backdrop className={dialogStyles.backdrop} />
        <BaseDialog.Popup className={styles.sheet}>
          <div className={styles.header}>
            <BaseDialog.Title className={styles.title}>{title}</BaseDialog.Title>
            <BaseDialog.Close aria-label={closeLabel} className={iconButtonClass({ variant: 'ghost' })}>
              <X size={22} />
            </BaseDialog.Close>
          </div>
          <div className={styles.body}>{children}</div>
          {footer && <div className={styles.footer}>{footer}</div>}
        </BaseDialog.Popup>
      </BaseDialog.Portal>
    </BaseDialog.Root>
  );
}
