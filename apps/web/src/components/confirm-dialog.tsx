import { type ReactNode, useRef } from 'react';
import { Alert } from './ui/alert';
import { Button } from './ui/button';
import { Dialog, DialogBody, DialogFooter } from './ui/dialog';
import styles from './form-dialog.module.css';

export type TConfirmDialogProps = {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  /** The confirm button's text while busy, e.g. 'Deleting...'. */
  busyLabel?: string;
  cancelLabel?: string;
  /** A destructive action: the confirm button takes the error colour. */
  isDestructive?: boolean;
  isBusy?: boolean;
  /** A failure to show in the dialog, which stays open. */
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * Asks before an action that cannot be undone (an alertdialog). Escape and a backdrop click close
 * it (not while busy); focus returns to what opened it. Cancel takes the initial focus, so a stray
 * Enter does not delete anything.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Delete',
  busyLabel,
  cancelLabel = 'Cancel',
  isDestructive = true,
  isBusy = false,
  error,
  onConfirm,
  onClose,
}: TConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      description={<span className={styles.message}>{message}</span>}
      size="xs"
      role="alertdialog"
      isBusy={isBusy}
      hasCloseButton={false}
      initialFocus={cancelRef}
    >
      {error && (
        <DialogBody>
          <Alert severity="error">{error}</Alert>
        </DialogBody>
      )}
      <DialogFooter>
        <Button ref={cancelRef} variant="secondary" onClick={onClose} disabled={isBusy}>
          {cancelLabel}
        </Button>
        <Button
          variant={isDestructive ? 'danger' : 'primary'}
          onClick={onConfirm}
          busy={isBusy}
          busyLabel={busyLabel}
        >
          {confirmLabel}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
