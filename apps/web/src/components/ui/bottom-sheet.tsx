import { useLingui } from '@lingui/react/macro';
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
  /** BottomSheetBody and BottomSheetFooter. Mounted only while open. */
  children: ReactNode;
};

/**
 * A sheet rising from the bottom of a phone's screen (the listing's filters), at most 90% of its
 * height (spec §9), a modal dialog on Base UI: focus trapped inside and returned to the opener,
 * Escape and the backdrop close it. The header and footer stay put; the body between scrolls. Its
 * content exists only while it is open, so state inside starts afresh each time.
 */
export function BottomSheet({ open, onClose, title, closeLabel, children }: TBottomSheetProps) {
  const { t } = useLingui();
  return (
    <BaseDialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <BaseDialog.Portal>
        <BaseDialog.Backdrop className={dialogStyles.backdrop} />
        <BaseDialog.Popup className={styles.sheet}>
          <div className={styles.header}>
            <BaseDialog.Title className={styles.title}>{title}</BaseDialog.Title>
            <BaseDialog.Close
              aria-label={closeLabel ?? t`Close`}
              className={iconButtonClass({ variant: 'ghost' })}
            >
              <X size={22} />
            </BaseDialog.Close>
          </div>
          {children}
        </BaseDialog.Popup>
      </BaseDialog.Portal>
    </BaseDialog.Root>
  );
}

/** The sheet's scrolling content. */
export function BottomSheetBody({ children }: { children: ReactNode }) {
  return <div className={styles.body}>{children}</div>;
}

/** Actions pinned under the content (Reset, Show results), the primary one last. */
export function BottomSheetFooter({ children }: { children: ReactNode }) {
  return <div className={styles.footer}>{children}</div>;
}
