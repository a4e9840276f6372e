import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogBody, DialogFooter } from '../../../components/ui/dialog';
import styles from './notice-dialog.module.css';

/**
 * A short announcement in a dialog (the 'coming soon' notices, the Design Studio welcome): closes
 * with Escape, a backdrop click, the close button or its own button. Loaded on first use
 * (lazy-notice-dialog.tsx), so its code is not part of the page's first download.
 */
export default function NoticeDialog({
  open,
  onClose,
  title,
  children,
  closeLabel,
  secondaryAction,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  closeLabel?: string;
  secondaryAction?: ReactNode;
}) {
  const { t } = useLingui();
  // Focus starts on the button that closes it, as a notice is read and then dismissed.
  const closeRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open={open} onClose={onClose} title={title} initialFocus={closeRef}>
      <DialogBody className={styles.body}>{children}</DialogBody>
      <DialogFooter>
        {secondaryAction}
        <Button ref={closeRef} variant="primary" onClick={onClose}>
          {closeLabel ?? t`Got it`}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
