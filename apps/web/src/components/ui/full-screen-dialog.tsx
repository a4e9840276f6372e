import { useLingui } from '@lingui/react/macro';
import { Dialog as BaseDialog } from '@base-ui/react/dialog';
import X from 'lucide-react/icons/x';
import type { KeyboardEventHandler, ReactNode } from 'react';
import styles from './full-screen-dialog.module.css';

export type TFullScreenDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The visible title; it names the dialog. */
  title: ReactNode;
  /** Shown at the end of the header, before the close button (a '2 / 9' counter). */
  headerEnd?: ReactNode;
  closeLabel?: string;
  /** Keys for the whole dialog (the arrows of a photo viewer). */
  onKeyDown?: KeyboardEventHandler<HTMLDivElement>;
  children: ReactNode;
};

/** A round button on the dark surface (the viewer's previous and next). */
export const fullScreenControlClass = styles.control;

/**
 * A modal dialog over the whole screen on a dark surface (photos in full), on Base UI: focus
 * trapped inside and returned to the opener, Escape closes it, the page behind is hidden from
 * screen readers and does not scroll. The content fills the space under the header.
 */
export function FullScreenDialog({
  open,
  onClose,
  title,
  headerEnd,
  closeLabel,
  onKeyDown,
  children,
}: TFullScreenDialogProps) {
  const { t } = useLingui();
  return (
    <BaseDialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <BaseDialog.Portal>
        <BaseDialog.Popup className={styles.popup} onKeyDown={onKeyDown}>
          <div className={styles.header}>
            <BaseDialog.Title className={styles.title}>{title}</BaseDialog.Title>
            {headerEnd}
            <BaseDialog.Close aria-label={closeLabel ?? t`Close`} className={styles.control}>
              <X size={24} />
            </BaseDialog.Close>
          </div>
          {children}
        </BaseDialog.Popup>
      </BaseDialog.Portal>
    </BaseDialog.Root>
  );
}
